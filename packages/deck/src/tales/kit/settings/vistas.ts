import type { Rng } from '../../../random.ts';
import { circle, ellipse, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import { darker, lighter, mix } from '../colors.ts';
import { cloudBank, ridge, roofline, sky, stars } from './parts.ts';

/**
 * A place as a vast space filling the card, for the vast shot: a tiny figure stands at
 * (`at`), the horizon at `horizon` (card y); the land recedes in bands that shrink towards it,
 * so the eye reads distance: dunes with lit crests, snow drifts under far mountains, an ice
 * field's cracks and icebergs, the open sea beyond a beach, rolling hills, a sea of roofs, a
 * sea of clouds, trunks too tall for the card, the sea floor under shafts of light, an endless
 * library, a staircase rising out of the card.
 */
export interface Vista {
  /** Card coordinates, behind everything. */
  readonly back: Node[];
  /** Card coordinates, in front of the land, behind the figure. */
  readonly land: Node[];
  /** The colour of the ground under the figure (footprints are drawn in its shade). */
  readonly ground: string;
}

export function vista(place: string, p: Palette, rng: Rng, horizon: number): Vista {
  const back: Node[] = [sky(p, 0, horizon + 10)];
  if (p.night) back.push(stars(rng.fork('stars'), p, 80, horizon));
  else
    for (let i = 0; i < 4; i++)
      back.push({
        ...cloudBank(
          rng,
          rng.range(0, 400),
          rng.range(40, horizon - 60),
          rng.range(90, 170),
          lighter(p.sky[1], 0.45),
        ),
        opacity: 0.7,
      });
  const land: Node[] = [];
  switch (place) {
    case 'desert':
      return { back, land: dunes(p, rng, horizon), ground: mix(p.ground, '#d8a868', 0.55) };
    case 'snowfield':
      return { back, land: snowPlain(p, rng, horizon, false), ground: lighter(p.ground, 0.75) };
    case 'icefield':
      return {
        back,
        land: snowPlain(p, rng, horizon, true),
        ground: mix(lighter(p.ground, 0.7), '#9ac8dc', 0.3),
      };
    case 'shore':
      return { back, land: seaAndBeach(p, rng, horizon), ground: mix(p.ground, '#e3cf9a', 0.5) };
    case 'street':
    case 'rooftop':
    case 'train':
      return { back, land: roofSea(p, rng, horizon), ground: mix(p.wall, '#7a5a4a', 0.4) };
    case 'clouds':
      return { back, land: cloudSea(p, rng, horizon), ground: lighter(p.sky[1], 0.7) };
    case 'forest':
      return { back, land: tallForest(p, rng, horizon), ground: mix(p.ground, '#4a6a3a', 0.4) };
    case 'underwater':
      return { back, land: seaFloor(p, rng, horizon), ground: mix(p.ground, '#b8a880', 0.3) };
    default: {
      const g = mix(p.ground, '#7a9a4a', 0.45);
      for (let i = 0; i < 7; i++) {
        const y = horizon + (i * i + 1) * 5;
        land.push(
          ridge(
            rng,
            y,
            5 + i * 4,
            mix(g, i % 2 === 0 ? p.far : lighter(g, 0.12), 0.45 - i * 0.06),
            2 + i,
          ),
        );
      }
      // A lone tree far off, and flowers in the foreground.
      const tx = rng.range(40, 360);
      land.push(fill(rect(tx - 1.5, horizon - 14, 3, 18), darker(p.far, 0.2), 'wood', 0));
      land.push(fill(circle(tx, horizon - 18, 9), darker(g, 0.2), 'plant', 0));
      for (let i = 0; i < 40; i++) {
        const y = horizon + 120 + rng.range(0, 600 - horizon - 120);
        land.push(
          fill(
            circle(rng.range(0, 400), y, 1 + (y - horizon) / 140),
            rng.pick([p.accent, '#f4efe0', '#e8c64a']),
            'plant',
            0,
          ),
        );
      }
      return { back, land, ground: g };
    }
  }
}

function dunes(p: Palette, rng: Rng, horizon: number): Node[] {
  const sand = mix(p.ground, '#d8a868', 0.55);
  const out: Node[] = [fill(rect(0, horizon, 400, 600 - horizon), sand, 'floor')];
  // Far mesas on the horizon.
  out.push(
    fill(
      poly([
        [40, horizon + 2],
        [60, horizon - 26],
        [120, horizon - 26],
        [138, horizon + 2],
      ]),
      mix(p.far, sand, 0.3),
      'stone',
      0,
    ),
  );
  // Dunes: each a lit face and a shadowed face, bigger nearer.
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const y = horizon + 12 + t * t * (600 - horizon);
    const w = 120 + t * 420;
    const x = rng.range(-60, 460);
    const h = 10 + t * 70;
    out.push(
      fill(
        `M${String(x - w / 2)} ${String(y)}Q${String(x - w * 0.1)} ${String(y - h * 1.6)} ${String(x)} ${String(y - h)}L${String(x + w / 2)} ${String(y)}Z`,
        lighter(sand, 0.15),
        'floor',
        0,
      ),
    );
    out.push(
      fill(
        `M${String(x)} ${String(y - h)}Q${String(x + w * 0.25)} ${String(y - h * 0.5)} ${String(x + w / 2)} ${String(y)}L${String(x)} ${String(y)}Z`,
        darker(sand, 0.22),
        'floor',
        0,
      ),
    );
    out.push(
      stroke(
        `M${String(x - w / 2)} ${String(y)}Q${String(x - w * 0.1)} ${String(y - h * 1.6)} ${String(x)} ${String(y - h)}`,
        lighter(sand, 0.35),
        1.2 + t * 2,
        'floor',
        0,
      ),
    );
  }
  return out;
}

function snowPlain(p: Palette, rng: Rng, horizon: number, ice: boolean): Node[] {
  const white = ice ? mix(lighter(p.ground, 0.7), '#9ac8dc', 0.3) : lighter(p.ground, 0.75);
  const out: Node[] = [];
  // Mountains (or icebergs) on the horizon, then the plain.
  const far = mix(p.far, '#ffffff', 0.35);
  let x = -20;
  while (x < 420) {
    const w = rng.range(50, 120);
    const h = ice ? rng.range(12, 34) : rng.range(30, 90);
    out.push(
      fill(
        poly(
          ice
            ? [
                [x, horizon],
                [x + w * 0.2, horizon - h],
                [x + w * 0.7, horizon - h * 0.9],
                [x + w, horizon],
              ]
            : [
                [x, horizon],
                [x + w / 2, horizon - h],
                [x + w, horizon],
              ],
        ),
        far,
        'stone',
        0,
      ),
    );
    if (!ice)
      out.push(
        fill(
          poly([
            [x + w / 2, horizon - h],
            [x + w * 0.38, horizon - h * 0.7],
            [x + w * 0.62, horizon - h * 0.7],
          ]),
          '#ffffff',
          'stone',
          0,
        ),
      );
    x += w * 0.7;
  }
  out.push(fill(rect(0, horizon, 400, 600 - horizon), white, 'floor'));
  if (ice) {
    // Cracks running to the horizon.
    for (let i = 0; i < 9; i++) {
      const bx = rng.range(-200, 600);
      const pts: Point[] = [];
      for (let k = 0; k <= 6; k++) {
        const t = k / 6;
        pts.push([200 + (bx - 200) * t + rng.range(-6, 6) * t, horizon + (620 - horizon) * t]);
      }
      out.push(stroke(poly(pts, false), darker(white, 0.3), 1.5, 'floor', 0));
    }
  } else {
    for (let i = 0; i < 8; i++) {
      const t = rng.next();
      const y = horizon + 10 + t * t * (600 - horizon);
      out.push(
        fill(
          ellipse(rng.range(0, 400), y, 40 + t * 160, 4 + t * 18),
          mix(white, '#8aa0c8', 0.18),
          'floor',
          0,
        ),
      );
    }
    for (let i = 0; i < 60; i++)
      out.push(
        fill(
          circle(rng.range(0, 400), rng.range(0, 600), rng.range(0.8, 2.2)),
          '#ffffff',
          'glow',
          0,
        ),
      );
  }
  return out;
}

function seaAndBeach(p: Palette, rng: Rng, horizon: number): Node[] {
  const sea = mix(p.water, p.sky[1], 0.2);
  const sand = mix(p.ground, '#e3cf9a', 0.5);
  const beach = horizon + (600 - horizon) * 0.45;
  const out: Node[] = [fill(rect(0, horizon, 400, 600 - horizon), sea, 'water')];
  for (let i = 0; i < 30; i++) {
    const t = rng.next();
    const y = horizon + 4 + t * t * (beach - horizon);
    const w = 8 + t * 40;
    out.push(
      stroke(
        `M${String(rng.range(0, 400))} ${String(y)}h${String(w)}`,
        lighter(sea, 0.3),
        1 + t,
        'water',
        0,
      ),
    );
  }
  // One whale's tail far out: the sea is that big.
  const wx = rng.range(60, 340);
  const wy = horizon + 18;
  out.push(
    fill(
      `M${String(wx)} ${String(wy)}q-2 -10 -12 -16q8 2 12 8q4 -6 12 -8q-10 6 -12 16Z`,
      darker(sea, 0.45),
      'detail',
      0,
    ),
  );
  out.push(
    fill(
      `M0 ${String(beach)}Q200 ${String(beach - 14)} 400 ${String(beach + 6)}V620H0Z`,
      sand,
      'floor',
    ),
  );
  out.push(
    stroke(
      `M0 ${String(beach)}Q200 ${String(beach - 14)} 400 ${String(beach + 6)}`,
      '#f6f2e6',
      5,
      'water',
      0,
    ),
  );
  return out;
}

function roofSea(p: Palette, rng: Rng, horizon: number): Node[] {
  const out: Node[] = [];
  // Rows of roofs shrinking to the horizon, each row darker and larger nearer.
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const y = horizon + 6 + t * t * (600 - horizon) * 0.75;
    const c = mix(mix(p.wall, '#7a5a4a', 0.4), p.far, 0.65 - t * 0.6);
    out.push(...roofline(rng, y, darker(c, t * 0.1), p.night ? p.light : null));
  }
  // The roof the figure stands on, nearest: its ridge across the card's bottom.
  out.push(
    fill(
      `M-10 620V${String(horizon + 130)}L410 ${String(horizon + 110)}V620Z`,
      mix(p.accent, '#8a4a3a', 0.5),
      'stone',
    ),
  );
  for (let y = horizon + 140; y < 620; y += 16)
    out.push(
      stroke(
        `M-10 ${String(y)}L410 ${String(y - 20)}`,
        darker(mix(p.accent, '#8a4a3a', 0.5), 0.25),
        1.5,
        'stone',
        0,
      ),
    );
  return out;
}

function cloudSea(p: Palette, rng: Rng, horizon: number): Node[] {
  const white = lighter(p.sky[1], 0.7);
  const out: Node[] = [
    fill(rect(0, horizon, 400, 600 - horizon), mix(white, p.sky[1], 0.3), 'sky'),
  ];
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = horizon + 10 + t * t * (600 - horizon);
    for (let k = 0; k < 3; k++)
      out.push(
        cloudBank(
          rng,
          rng.range(-40, 440),
          y,
          100 + t * 260,
          i % 2 === 0 ? white : mix(white, p.shade, 0.1),
        ),
      );
  }
  return out;
}

function tallForest(p: Palette, rng: Rng, horizon: number): Node[] {
  const g = mix(p.ground, '#4a6a3a', 0.4);
  const out: Node[] = [fill(rect(0, horizon, 400, 600 - horizon), g, 'plant')];
  // Trunks in rows, each nearer row taller (the nearest out of the card), light between them.
  for (let row = 0; row < 4; row++) {
    const t = row / 3;
    const foot = horizon + 6 + t * t * (600 - horizon) * 0.9;
    const w = 5 + t * 34;
    const c = mix(darker(p.wood, 0.2), p.far, 0.6 - t * 0.55);
    for (let i = 0; i < 6 - row; i++) {
      const x = rng.range(-10, 410);
      if (row === 3 && x > 120 && x < 280) continue;
      out.push(fill(rect(x - w / 2, -10, w, foot + 10), c, 'wood', 0));
    }
  }
  for (let i = 0; i < 3; i++)
    out.push({
      ...fill(
        poly([
          [rng.range(80, 320), -10],
          [rng.range(60, 200), 620],
          [rng.range(200, 340), 620],
        ]),
        lighter(p.light, 0.3),
        'glow',
        0,
      ),
      opacity: 0.14,
    });
  return out;
}

function seaFloor(p: Palette, rng: Rng, horizon: number): Node[] {
  const sand = mix(p.ground, '#b8a880', 0.3);
  const out: Node[] = [fill(rect(0, horizon, 400, 600 - horizon), sand, 'floor')];
  for (let i = 0; i < 4; i++)
    out.push({
      ...fill(
        poly([
          [rng.range(60, 340), -10],
          [rng.range(0, 200), 620],
          [rng.range(200, 400), 620],
        ]),
        lighter(p.light, 0.4),
        'glow',
        0,
      ),
      opacity: 0.12,
    });
  for (let i = 0; i < 10; i++) {
    const x = rng.range(0, 400);
    const t = rng.next();
    const foot = horizon + t * (600 - horizon);
    out.push(
      stroke(
        `M${String(x)} ${String(foot)}q10 -${String(30 + t * 80)} 0 -${String(60 + t * 160)}`,
        mix('#3f7a5a', p.far, 0.6 - t * 0.5),
        2 + t * 6,
        'plant',
        0,
      ),
    );
  }
  return out;
}
