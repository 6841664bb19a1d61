import type { Point } from '../svg.ts';
import { line, n, polygon } from '../svg.ts';

/**
 * A floating staircase: steps along a path of points, each a small slab with a riser, shrinking
 * with distance so the stairs seem to climb away from the viewer.
 */
export function stairsAlong(points: readonly Point[], stepWidth: number, color: string): string {
  const slabs: string[] = [];
  points.forEach(([x, y], i) => {
    const scale = 1 - (i / points.length) * 0.65;
    const w = stepWidth * scale;
    const h = w * 0.12;
    slabs.push(
      polygon([
        [x - w / 2, y],
        [x + w / 2, y],
        [x + w / 2, y + h],
        [x + w * 0.12, y + h * 2.2],
        [x - w * 0.12, y + h * 2.2],
        [x - w / 2, y + h],
      ]),
    );
  });
  return `<path d="${slabs.join('')}" fill="${color}"/>`;
}

/** A ladder from (x1, y1) to (x2, y2). */
export function ladder(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  color: string,
): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  const nx = (-dy / length) * (width / 2);
  const ny = (dx / length) * (width / 2);
  const rungs = Math.max(3, Math.round(length / (width * 0.9)));
  const stroke = width * 0.12;
  let markup =
    line(x1 + nx, y1 + ny, x2 + nx, y2 + ny, color, stroke) +
    line(x1 - nx, y1 - ny, x2 - nx, y2 - ny, color, stroke);
  const d: string[] = [];
  for (let i = 1; i < rungs; i++) {
    const t = i / rungs;
    const x = x1 + dx * t;
    const y = y1 + dy * t;
    d.push(`M${n(x + nx)} ${n(y + ny)}L${n(x - nx)} ${n(y - ny)}`);
  }
  markup += `<path d="${d.join('')}" stroke="${color}" stroke-width="${n(stroke * 0.8)}"/>`;
  return markup;
}
