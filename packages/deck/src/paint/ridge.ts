import type { Rng } from '../random.ts';
import { type Point, n, polygon, smoothOpen } from '../svg.ts';

export type RidgeKind = 'hills' | 'mountains' | 'dunes' | 'plain';

/** A terrain skyline: its outline and a way to stand things on it. */
export interface Ridge {
  readonly points: readonly Point[];
  /** The ground height at x (linear between samples). */
  yAt(x: number): number;
  /** Closed path filled down to the bottom of the card. */
  readonly d: string;
}

const LEFT = -20;
const RIGHT = 420;
const BOTTOM = 600;

/** Build a ridge line around baseY; amplitude is the typical height of its bumps. */
export function makeRidge(rng: Rng, kind: RidgeKind, baseY: number, amplitude: number): Ridge {
  const points =
    kind === 'mountains' ? jagged(rng, baseY, amplitude) : rolling(rng, kind, baseY, amplitude);
  const outline = kind === 'mountains' ? polygon(points).slice(0, -1) : smoothOpen(points);
  const d = `${outline}L${n(RIGHT)} ${n(BOTTOM)}L${n(LEFT)} ${n(BOTTOM)}Z`;
  return { points, d, yAt: (x) => interpolate(points, x) };
}

function rolling(rng: Rng, kind: RidgeKind, baseY: number, amplitude: number): Point[] {
  const waves = [0, 1, 2].map((i) => ({
    frequency: ((Math.PI * 2) / 400) * rng.range(0.5, 1.3) * (i + 1) * (kind === 'dunes' ? 1.4 : 1),
    phase: rng.range(0, Math.PI * 2),
    weight: [0.6, 0.28, 0.12][i] ?? 0,
  }));
  const flatten = kind === 'plain' ? 0.25 : 1;
  const points: Point[] = [];
  for (let x = LEFT; x <= RIGHT; x += 20) {
    let y = 0;
    for (const w of waves) {
      const s = Math.sin(x * w.frequency + w.phase);
      // Dunes have sharp crests and soft troughs.
      y += w.weight * (kind === 'dunes' ? 1 - 2 * Math.abs(s) ** 0.8 : s);
    }
    points.push([x, baseY - y * amplitude * flatten]);
  }
  return points;
}

function jagged(rng: Rng, baseY: number, amplitude: number): Point[] {
  const segments = 64;
  const heights = new Array<number>(segments + 1).fill(0);
  heights[0] = rng.gauss() * 0.4;
  heights[segments] = rng.gauss() * 0.4;
  let step = segments;
  let scale = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < segments; i += step) {
      const a = heights[i - half] ?? 0;
      const b = heights[i + half] ?? 0;
      heights[i] = (a + b) / 2 + rng.gauss() * scale * 0.5;
    }
    scale *= 0.55;
    step = half;
  }
  return heights.map((h, i) => [LEFT + ((RIGHT - LEFT) * i) / segments, baseY - h * amplitude]);
}

function interpolate(points: readonly Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as Point;
    if (x1 >= x) {
      const [x0, y0] = points[i - 1] as Point;
      const t = (x - x0) / (x1 - x0 || 1);
      return y0 + (y1 - y0) * t;
    }
  }
  return points[points.length - 1]?.[1] ?? BOTTOM;
}
