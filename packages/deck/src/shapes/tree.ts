import type { Rng } from '../random.ts';
import { circle, n, polygon } from '../svg.ts';

export interface TreeOptions {
  readonly height: number;
  readonly color: string;
  /** Foliage: round clusters, none (bare winter tree), or pale blossom. */
  readonly foliage?: 'leaves' | 'bare' | 'blossom';
  readonly blossomColor?: string;
  /** Constant sideways pull, as if shaped by wind. */
  readonly lean?: number;
  /** How wide the crown spreads (radians per split). */
  readonly spread?: number;
}

/**
 * A recursive branching tree rooted at (0, 0). Branches taper and bend slightly; tips carry
 * clusters of leaves. This is the shape that lifted the prototype the most, so it gets care.
 */
export function branchingTree(rng: Rng, options: TreeOptions): string {
  const { height, color } = options;
  const foliage = options.foliage ?? 'leaves';
  const lean = options.lean ?? 0;
  const spread = options.spread ?? 0.42;
  const branches: string[] = [];
  const leaves: string[] = [];
  const leafColor = foliage === 'blossom' ? (options.blossomColor ?? color) : color;

  const grow = (
    x: number,
    y: number,
    angle: number,
    length: number,
    width: number,
    depth: number,
  ): void => {
    const bend = rng.gauss() * 0.12;
    const x2 = x + Math.cos(angle) * length;
    const y2 = y + Math.sin(angle) * length;
    const cx = (x + x2) / 2 + Math.cos(angle + Math.PI / 2) * length * bend;
    const cy = (y + y2) / 2 + Math.sin(angle + Math.PI / 2) * length * bend;
    branches.push(
      `<path d="M${n(x)} ${n(y)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}" stroke-width="${n(Math.max(width, 0.6))}"/>`,
    );
    if (depth === 0 || length < height * 0.035) {
      if (foliage !== 'bare') {
        const r = height * 0.045;
        for (let i = 0; i < 3; i++) {
          leaves.push(
            circle(
              x2 + rng.gauss() * r * 0.8,
              y2 + rng.gauss() * r * 0.6,
              r * rng.range(0.6, 1.2),
              leafColor,
            ),
          );
        }
      }
      return;
    }
    const splits = rng.chance(0.25) ? 3 : 2;
    for (let i = 0; i < splits; i++) {
      const side = splits === 2 ? (i === 0 ? -1 : 1) : i - 1;
      const next = angle + side * spread * rng.range(0.6, 1.3) + lean * 0.15 + rng.gauss() * 0.08;
      grow(x2, y2, next, length * rng.range(0.66, 0.8), width * 0.68, depth - 1);
    }
  };

  const trunk = height * 0.3;
  grow(0, 0, -Math.PI / 2 + lean * 0.2, trunk, height * 0.055, foliage === 'bare' ? 7 : 6);
  const flare = height * 0.05;
  const roots = polygon([
    [-flare, 0],
    [-height * 0.02, -height * 0.05],
    [height * 0.02, -height * 0.05],
    [flare, 0],
  ]);
  return (
    `<g stroke="${color}" stroke-linecap="round" fill="none">${branches.join('')}</g>` +
    `<path d="${roots}" fill="${color}"/>` +
    `<g${foliage === 'blossom' ? ' opacity=".9"' : ''}>${leaves.join('')}</g>`
  );
}

/** A layered pine rooted at (0, 0). */
export function pine(rng: Rng, height: number, color: string): string {
  const tiers = rng.int(4, 6);
  const points: [number, number][] = [];
  const left: [number, number][] = [];
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const y = -height * (0.15 + 0.85 * t);
    const w = height * 0.32 * (1 - t * 0.85);
    points.push([w, y], [w * 0.45, y - height * 0.12]);
    left.unshift([-w * 0.45, y - height * 0.12], [-w, y]);
  }
  const trunk = `<rect x="${n(-height * 0.03)}" y="${n(-height * 0.16)}" width="${n(height * 0.06)}" height="${n(height * 0.16)}" fill="${color}"/>`;
  return trunk + `<path d="${polygon([...points, [0, -height], ...left])}" fill="${color}"/>`;
}
