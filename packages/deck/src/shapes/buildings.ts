import type { Rng } from '../random.ts';
import { n, path, polygon, rect } from '../svg.ts';

export interface BuildingOptions {
  readonly color: string;
  /** Window light colour; windows are the warm points that make a silhouette feel inhabited. */
  readonly windowColor: string;
  /** Probability that a window is lit. */
  readonly lit?: number;
}

/** A cottage with a pitched roof and chimney, bottom centre at (0, 0). */
export function house(rng: Rng, width: number, o: BuildingOptions): string {
  const w = width;
  const wall = w * rng.range(0.55, 0.8);
  const roof = w * rng.range(0.35, 0.55);
  const parts = [
    polygon([
      [-w / 2, 0],
      [-w / 2, -wall],
      [-w * 0.58, -wall + w * 0.04],
      [0, -wall - roof],
      [w * 0.58, -wall + w * 0.04],
      [w / 2, -wall],
      [w / 2, 0],
    ]),
  ];
  const chimneyX = w * rng.range(0.12, 0.3) * (rng.chance(0.5) ? 1 : -1);
  parts.push(
    polygon([
      [chimneyX - w * 0.05, -wall - roof * 0.4],
      [chimneyX - w * 0.05, -wall - roof * 0.95],
      [chimneyX + w * 0.05, -wall - roof * 0.95],
      [chimneyX + w * 0.05, -wall - roof * 0.4],
    ]),
  );
  let markup = path(parts.join(''), o.color);
  const lit = o.lit ?? 0.7;
  const size = w * 0.14;
  for (const x of [-w * 0.25, w * 0.25]) {
    if (rng.chance(lit))
      markup += rect(x - size / 2, -wall * 0.62, size, size * 1.2, o.windowColor);
  }
  return markup;
}

/** A round tower with a conical roof and a lit window near the top, bottom centre at (0, 0). */
export function tower(rng: Rng, width: number, height: number, o: BuildingOptions): string {
  const w = width;
  const roof = w * rng.range(0.9, 1.5);
  let markup = path(
    polygon([
      [-w / 2, 0],
      [-w * 0.45, -height],
      [-w * 0.62, -height],
      [0, -height - roof],
      [w * 0.62, -height],
      [w * 0.45, -height],
      [w / 2, 0],
    ]),
    o.color,
  );
  const win = w * 0.2;
  markup += path(
    `M${n(-win / 2)} ${n(-height + w * 0.7)}v${n(-win)}a${n(win / 2)} ${n(win / 2)} 0 0 1 ${n(win)} 0v${n(win)}Z`,
    o.windowColor,
  );
  if (rng.chance(o.lit ?? 0.5)) {
    markup += rect(-win / 2, -height * 0.5, win, win * 1.3, o.windowColor, 'opacity=".85"');
  }
  return markup;
}

/** A lighthouse, bottom centre at (0, 0); returns the lamp position for the beam. */
export function lighthouse(
  width: number,
  height: number,
  o: BuildingOptions,
): { markup: string; lamp: readonly [number, number] } {
  const w = width;
  const top = -height;
  const lampY = top - w * 0.35;
  const markup =
    path(
      polygon([
        [-w / 2, 0],
        [-w * 0.3, top],
        [w * 0.3, top],
        [w / 2, 0],
      ]),
      o.color,
    ) +
    rect(-w * 0.42, top - w * 0.06, w * 0.84, w * 0.08, o.color) +
    rect(-w * 0.22, top - w * 0.55, w * 0.44, w * 0.5, o.windowColor) +
    path(
      polygon([
        [-w * 0.3, top - w * 0.55],
        [0, top - w * 0.85],
        [w * 0.3, top - w * 0.55],
      ]),
      o.color,
    ) +
    `<path d="M${n(-w * 0.22)} ${n(top - w * 0.55)}v${n(w * 0.5)}M${n(w * 0.22)} ${n(top - w * 0.55)}v${n(w * 0.5)}" stroke="${o.color}" stroke-width="${n(w * 0.05)}"/>`;
  return { markup, lamp: [0, lampY] };
}
