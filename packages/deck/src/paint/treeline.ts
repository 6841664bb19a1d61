import type { Rng } from '../random.ts';
import { polygon } from '../svg.ts';
import type { Ridge } from './ridge.ts';

/** A fringe of small pines along a ridge: distant forest without drawing whole trees. */
export function treeline(rng: Rng, ridge: Ridge, color: string, scale: number): string {
  const shapes: string[] = [];
  let x = -20 + rng.range(0, 8);
  while (x < 420) {
    const h = rng.range(10, 26) * scale;
    const w = h * rng.range(0.28, 0.38);
    const y = ridge.yAt(x) + 3;
    shapes.push(
      polygon([
        [x - w, y],
        [x - w * 0.45, y - h * 0.45],
        [x - w * 0.7, y - h * 0.45],
        [x, y - h],
        [x + w * 0.7, y - h * 0.45],
        [x + w * 0.45, y - h * 0.45],
        [x + w, y],
      ]),
    );
    x += w * rng.range(0.9, 1.8);
  }
  return `<path d="${shapes.join('')}" fill="${color}"/>`;
}
