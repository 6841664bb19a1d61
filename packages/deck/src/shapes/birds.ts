import type { Rng } from '../random.ts';
import { n } from '../svg.ts';

/** One bird in flight as a filled wing pair; `beat` in [-1, 1] sets the wing position. */
export function bird(x: number, y: number, size: number, beat: number): string {
  const s = size;
  const tip = s * 0.45 * beat;
  return (
    `M${n(x - s)} ${n(y - tip)}Q${n(x - s * 0.45)} ${n(y - s * 0.38)} ${n(x)} ${n(y + s * 0.12)}` +
    `Q${n(x + s * 0.45)} ${n(y - s * 0.38)} ${n(x + s)} ${n(y - tip)}` +
    `Q${n(x + s * 0.45)} ${n(y - s * 0.12)} ${n(x)} ${n(y + s * 0.32)}` +
    `Q${n(x - s * 0.45)} ${n(y - s * 0.12)} ${n(x - s)} ${n(y - tip)}Z`
  );
}

export type FlockShape = 'spiral' | 'vee' | 'scatter' | 'stream';

export interface FlockOptions {
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
  readonly count: number;
  readonly size: number;
  readonly color: string;
}

/** A flock arranged as a spiral, a V, a loose scatter or a rising stream. */
export function flock(rng: Rng, shape: FlockShape, o: FlockOptions): string {
  const d: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const t = i / Math.max(1, o.count - 1);
    let x: number;
    let y: number;
    let s = o.size * rng.range(0.75, 1.15);
    if (shape === 'spiral') {
      const angle = t * Math.PI * 5.2;
      const r = o.radius * (0.12 + 0.88 * t);
      x = o.cx + Math.cos(angle) * r;
      y = o.cy + Math.sin(angle) * r * 0.8;
      s *= 0.55 + 0.6 * t;
    } else if (shape === 'vee') {
      const side = i % 2 === 0 ? 1 : -1;
      const k = Math.ceil(i / 2);
      x = o.cx + side * k * o.size * 2.4;
      y = o.cy + k * o.size * 1.4 + rng.gauss() * 1.5;
    } else if (shape === 'stream') {
      x = o.cx + (t - 0.5) * o.radius * 2 + rng.gauss() * o.radius * 0.12;
      y =
        o.cy -
        t * o.radius * 0.9 +
        Math.sin(t * 7) * o.radius * 0.12 +
        rng.gauss() * o.radius * 0.08;
      s *= 1.2 - t * 0.6;
    } else {
      const angle = rng.range(0, Math.PI * 2);
      const r = o.radius * Math.sqrt(rng.next());
      x = o.cx + Math.cos(angle) * r;
      y = o.cy + Math.sin(angle) * r * 0.6;
    }
    d.push(bird(x, y, s, rng.range(-1, 1)));
  }
  return `<path d="${d.join('')}" fill="${o.color}"/>`;
}
