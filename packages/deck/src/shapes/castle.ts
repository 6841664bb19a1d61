import type { Rng } from '../random.ts';
import { n, path, polygon, rect } from '../svg.ts';
import type { BuildingOptions } from './buildings.ts';

/**
 * A fairy-tale castle: towers of varied height with cone roofs and pennants, joined by
 * crenellated walls. Bottom centre at (0, 0), about `width` wide.
 */
export function castle(rng: Rng, width: number, o: BuildingOptions): string {
  const towers = rng.int(3, 5);
  const shapes: string[] = [];
  const windows: string[] = [];
  const wallH = width * 0.28;
  // Crenellated curtain wall.
  const wall: [number, number][] = [[-width / 2, 0]];
  const merlons = 9;
  for (let i = 0; i <= merlons; i++) {
    const x = -width / 2 + (width * i) / merlons;
    const up = i % 2 === 0;
    wall.push([x, up ? -wallH - width * 0.04 : -wallH]);
    if (i < merlons) wall.push([x + width / merlons, up ? -wallH - width * 0.04 : -wallH]);
  }
  wall.push([width / 2, 0]);
  shapes.push(polygon(wall));
  windows.push(
    path(
      `M${n(-width * 0.06)} 0v${n(-wallH * 0.45)}a${n(width * 0.06)} ${n(width * 0.06)} 0 0 1 ${n(width * 0.12)} 0V0Z`,
      o.windowColor,
      'opacity=".8"',
    ),
  );
  for (let i = 0; i < towers; i++) {
    const t = towers === 1 ? 0.5 : i / (towers - 1);
    const x = -width / 2 + width * (0.08 + 0.84 * t) + rng.gauss() * width * 0.02;
    const centrality = 1 - Math.abs(t - 0.5) * 2;
    const h = width * (0.45 + 0.55 * centrality) * rng.range(0.8, 1.15);
    const w = width * rng.range(0.1, 0.16);
    const roof = w * rng.range(1.3, 2.1);
    shapes.push(
      polygon([
        [x - w / 2, 0],
        [x - w / 2, -h],
        [x - w * 0.65, -h],
        [x, -h - roof],
        [x + w * 0.65, -h],
        [x + w / 2, -h],
        [x + w / 2, 0],
      ]),
    );
    // Pennant.
    shapes.push(
      polygon([
        [x - w * 0.03, -h - roof],
        [x - w * 0.03, -h - roof - w * 0.7],
        [x + w * 0.5, -h - roof - w * 0.55],
        [x + w * 0.03, -h - roof - w * 0.45],
        [x + w * 0.03, -h - roof],
      ]),
    );
    if (rng.chance(o.lit ?? 0.7)) {
      windows.push(rect(x - w * 0.14, -h + w * 0.5, w * 0.28, w * 0.4, o.windowColor));
    }
  }
  return path(shapes.join(''), o.color) + windows.join('');
}
