import { circle, ellipse, n, poly, rect, smoothClosed, type Point } from '../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import { darker, lighter } from './colors.ts';
import type { Prop, PropColors } from './props.ts';

/** More things: creatures, furniture and containers the actions need. */

export function crownProp(): Prop {
  const gold = '#e9b940';
  return {
    nodes: [
      fill(
        poly([
          [-12, 0],
          [-14, -16],
          [-6, -8],
          [0, -19],
          [6, -8],
          [14, -16],
          [12, 0],
        ]),
        gold,
        'metal',
      ),
      fill(rect(-12, -3, 24, 4, 1), darker(gold, 0.2), 'metal'),
      fill(
        `${circle(-14, -16, 1.8)}${circle(0, -19, 1.8)}${circle(14, -16, 1.8)}`,
        lighter(gold, 0.4),
        'metal',
        0,
      ),
      fill(circle(0, -6, 2.2), '#c9303a', 'glow', 0),
    ],
    size: 20,
  };
}

export function bootProp(c: PropColors): Prop {
  const m = darker(c.main, 0.35);
  return {
    nodes: [
      fill(`M-4 -22H6V-4Q14 -4 18 0Q20 4 14 5H-5Q-7 0 -4 -22Z`, m, 'detail'),
      fill(rect(-5, -24, 12, 4, 1), darker(m, 0.3), 'detail'),
      fill(ellipse(-2, 1, 1.8, 1.2), '#6fb0c8', 'glow', 0),
    ],
    size: 26,
  };
}

export function butterfly(color: Color, ink: Color, s = 1): Prop {
  return {
    nodes: [
      fill(
        `M0 0C-6 -9 -12 -7 -10 -2C-12 2 -7 5 0 1C7 5 12 2 10 -2C12 -7 6 -9 0 0Z`,
        color,
        'detail',
        0.6,
      ),
      fill(`${circle(-6, -4, 1.3)}${circle(6, -4, 1.3)}`, lighter(color, 0.5), 'detail', 0),
      stroke(`M0 -3V3M0 -3L-2 -7M0 -3L2 -7`, ink, 0.6, 'detail', 0),
    ].map((node) => group([node], `scale(${String(s)})`)),
    size: 10 * s,
  };
}

export function leaf(color: Color, s = 1): Prop {
  return {
    nodes: [
      group(
        [
          fill(`M0 6C-6 2 -6 -5 0 -9C6 -5 6 2 0 6Z`, color, 'plant', 0.6),
          stroke(`M0 6L0 -7`, darker(color, 0.3), 0.6, 'detail', 0),
        ],
        `scale(${String(s)})`,
      ),
    ],
    size: 15 * s,
  };
}

/** A cartoon whale swimming to +x, `len` long. */
export function whaleProp(color: Color, ink: Color, len = 120): Prop {
  const L = len / 120;
  const belly = lighter(color, 0.55);
  const body = `M60 -6C58 -34 20 -44 -12 -38C-40 -34 -56 -20 -62 -8L-86 -28Q-92 -22 -84 -6Q-92 6 -86 14L-62 2C-54 18 -20 26 12 24C44 22 62 12 60 -6Z`;
  return {
    nodes: [
      group(
        [
          fill(body, color, 'detail'),
          fill(
            `M58 4C50 18 20 22 -10 20C-30 18 -46 10 -54 2C-30 12 10 14 58 4Z`,
            belly,
            'detail',
            0,
          ),
          stroke(
            `M50 10C36 16 10 17 -14 14M46 14C32 19 12 20 -10 18`,
            darker(belly, 0.2),
            0.8,
            'detail',
            0,
          ),
          fill(`M4 8Q-4 22 -16 24Q-6 14 -4 6Z`, darker(color, 0.15), 'detail'),
          fill(circle(40, -8, 2.6), ink, 'face', 0),
          fill(circle(40.8, -8.8, 0.9), '#ffffff', 'face', 0),
          stroke(`M54 2Q48 6 40 4`, ink, 1, 'face', 0),
        ],
        `scale(${n(L)})`,
      ),
    ],
    size: 60 * L,
  };
}

export function shell(color: Color): Prop {
  const c = lighter(color, 0.3);
  return {
    nodes: [
      fill(
        `M-18 6C-22 -8 -10 -22 4 -20C16 -18 22 -6 18 4C14 10 4 12 -4 12C-10 12 -16 10 -18 6Z`,
        c,
        'detail',
      ),
      fill(`M-18 6C-12 2 -4 2 4 8C2 12 -6 13 -12 11Z`, '#f2b8a8', 'detail', 0.6),
      // Ribs fanning from the hinge (a scallop): three arcs across it read as brows and a mouth.
      stroke(
        `M-13 8L-16 -4M-12 8L-9 -15M-11 8L1 -19M-10 9L11 -14M-9 10L17 -3`,
        darker(c, 0.25),
        0.8,
        'detail',
        0,
      ),
    ],
    size: 32,
  };
}

/** A ladder from (0, 0) up to (dx, -h). */
export function ladder(c: Color, h: number, dx = 0, w = 16): Prop {
  const rungs: string[] = [];
  const steps = Math.max(3, Math.round(h / 12));
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const y = -h * t;
    const x = dx * t;
    rungs.push(`M${n(x - w / 2)} ${n(y)}H${n(x + w / 2)}`);
  }
  return {
    nodes: [
      stroke(rungs.join(''), darker(c, 0.1), 1.8, 'wood'),
      stroke(
        `M${n(-w / 2)} 0L${n(dx - w / 2)} ${n(-h)}M${n(w / 2)} 0L${n(dx + w / 2)} ${n(-h)}`,
        c,
        2.6,
        'wood',
      ),
    ],
    size: h,
  };
}

/** A three-legged stool, its seat at (0, -h). */
export function stool(c: Color, h = 26): Prop {
  return {
    nodes: [
      stroke(`M-9 0L-6 ${n(-h)}M9 0L6 ${n(-h)}M0 1L0 ${n(-h)}`, darker(c, 0.2), 2.4, 'wood'),
      fill(ellipse(0, -h, 12, 3.2), c, 'wood'),
    ],
    size: h,
  };
}

/** An armchair facing +x, its seat at (0, -h). */
export function armchair(c: Color, h = 28): Prop {
  const d = darker(c, 0.18);
  return {
    nodes: [
      fill(rect(-22, -h - 44, 14, 48, 6), d, 'cloth'),
      fill(rect(-20, -h - 6, 40, 12, 4), c, 'cloth'),
      fill(rect(-20, -h + 4, 40, h - 8, 2), d, 'cloth'),
      fill(rect(12, -h - 12, 10, 20, 5), c, 'cloth'),
      stroke(`M-18 -4V0M18 -4V0`, darker(c, 0.5), 2.4, 'wood'),
    ],
    size: h + 44,
  };
}

/** A plain chair facing +x. */
export function chair(c: Color, h = 26): Prop {
  return {
    nodes: [
      stroke(
        `M-10 0L-10 ${n(-h - 34)}M10 0L10 ${n(-h)}M-10 ${n(-h - 14)}H-10`,
        darker(c, 0.15),
        2.4,
        'wood',
      ),
      fill(rect(-12, -h - 2, 24, 4, 1), c, 'wood'),
      fill(rect(-12.5, -h - 34, 5, 24, 1.5), c, 'wood'),
      stroke(`M-10 ${n(-h - 26)}H-6M-10 ${n(-h - 16)}H-6`, darker(c, 0.15), 1.2, 'wood', 0),
    ],
    size: h + 34,
  };
}

/** A door standing in its frame, hinged on the left and opened towards the viewer. */
export function doorway(
  frameColor: Color,
  leafColor: Color,
  w: number,
  h: number,
  open: number,
  beyond: Node[],
): { nodes: Node[]; opening: string } {
  const opening = rect(0, -h, w, h);
  const leafW = w * (1 - open * 0.8);
  const skew = open * 10;
  const leaf = `M0 0L0 ${n(-h)}L${n(-leafW * 0.7)} ${n(-h - skew)}L${n(-leafW * 0.7)} ${n(skew * 0.4)}Z`;
  return {
    nodes: [
      fill(rect(-5, -h - 6, w + 10, h + 6), frameColor, 'wood'),
      group(beyond, undefined, opening),
      fill(leaf, leafColor, 'wood'),
      fill(rect(-leafW * 0.62, -h * 0.48, 3, 3, 1.5), '#c9a24a', 'metal', 0),
      stroke(
        `M${n(-leafW * 0.1)} ${n(-h * 0.9)}L${n(-leafW * 0.6)} ${n(-h * 0.93)}M${n(-leafW * 0.1)} ${n(-h * 0.1)}L${n(-leafW * 0.6)} ${n(-h * 0.06)}`,
        darker(leafColor, 0.2),
        1,
        'wood',
        0,
      ),
    ],
    opening,
  };
}

/** A bathtub on clawed feet, its rim at y = -h; `water` tops it. */
export function bathtub(c: Color, w = 70, h = 28, water?: Color): Prop {
  const nodes: Node[] = [
    stroke(`M${n(-w * 0.35)} -2l-3 3M${n(w * 0.35)} -2l3 3`, '#c9a24a', 2.4, 'metal'),
    fill(
      `M${n(-w / 2)} ${n(-h)}H${n(w / 2)}Q${n(w / 2)} -2 ${n(w * 0.3)} -3H${n(-w * 0.3)}Q${n(-w / 2)} -2 ${n(-w / 2)} ${n(-h)}Z`,
      c,
      'metal',
    ),
    fill(rect(-w / 2 - 2, -h - 3, w + 4, 4, 2), lighter(c, 0.3), 'metal'),
  ];
  if (water !== undefined)
    nodes.splice(1, 0, fill(ellipse(0, -h - 1, w / 2 - 2, 3), water, 'water', 0));
  return { nodes, size: h, points: { rim: [0, -h - 2] } };
}

/** A stone well with a little roof, its mouth at y = -h. */
export function well(stone: Color, wood: Color, w = 50, h = 24): Prop {
  const stones: string[] = [];
  for (let r = 0; r < 3; r++)
    for (let i = 0; i < 5; i++)
      stones.push(
        rect(
          -w / 2 + i * (w / 5) + (r % 2) * 4 - 2,
          -h + r * (h / 3) + 1,
          w / 5 - 1.5,
          h / 3 - 1.5,
          1.5,
        ),
      );
  return {
    nodes: [
      stroke(
        `M${n(-w / 2 + 3)} ${n(-h)}V${n(-h - 46)}M${n(w / 2 - 3)} ${n(-h)}V${n(-h - 46)}`,
        wood,
        3,
        'wood',
      ),
      fill(
        poly([
          [-w / 2 - 8, -h - 44],
          [0, -h - 64],
          [w / 2 + 8, -h - 44],
        ]),
        darker(wood, 0.1),
        'wood',
      ),
      fill(ellipse(0, -h, w / 2, 5), '#1a1418', 'shadow', 0),
      fill(rect(-w / 2, -h, w, h, 2), stone, 'stone'),
      stroke(stones.join(''), darker(stone, 0.25), 0.8, 'stone', 0),
    ],
    size: h + 64,
    points: { mouth: [0, -h] },
  };
}

/** A round glass fishbowl of water, its top at y = -h. */
export function fishbowl(water: Color, h = 40): Prop {
  const r = h * 0.55;
  return {
    nodes: [
      fill(ellipse(0, -r, r, r), lighter(water, 0.55), 'glass'),
      fill(
        `M${n(-r * 0.95)} ${n(-r * 0.8)}A${n(r)} ${n(r)} 0 0 0 ${n(r * 0.95)} ${n(-r * 0.8)}Z`,
        water,
        'water',
        0,
      ),
      stroke(
        `M${n(-r * 0.55)} ${n(-r * 1.55)}Q${n(-r * 0.85)} ${n(-r * 1.2)} ${n(-r * 0.75)} ${n(-r * 0.8)}`,
        '#ffffff',
        1.4,
        'glass',
        0,
      ),
      fill(ellipse(0, -r * 1.82, r * 0.55, r * 0.12), darker(water, 0.2), 'glass'),
    ],
    size: h,
    points: { mouth: [0, -r * 1.82] },
  };
}

/** A puddle on the floor (seen at a slant), showing the sky. */
export function puddle(sky: Color, w = 70): Prop {
  return {
    nodes: [
      fill(
        smoothClosed([
          [-w / 2, 0],
          [-w * 0.3, -w * 0.07],
          [w * 0.1, -w * 0.09],
          [w * 0.45, -w * 0.05],
          [w / 2, w * 0.03],
          [w * 0.2, w * 0.08],
          [-w * 0.3, w * 0.07],
        ]),
        sky,
        'water',
        0.7,
      ),
      stroke(`M${n(-w * 0.25)} 0Q0 -3 ${n(w * 0.25)} 0`, lighter(sky, 0.4), 0.8, 'water', 0),
    ],
    size: w * 0.1,
    points: { mouth: [0, 0] },
  };
}

/** A plant in a pot whose flowers are `bloom` things (drawn at the tips). */
export function plant(
  pot: Color,
  leafColor: Color,
  tips: readonly Point[],
  bloom: (p: Point) => Node[],
): Prop {
  const stems = tips
    .map((t) => `M0 -14Q${n(t[0] * 0.2)} ${n(t[1] * 0.5)} ${n(t[0])} ${n(t[1])}`)
    .join('');
  const leaves: Node[] = [];
  tips.forEach((t, i) => {
    const mid: Point = [t[0] * 0.35, -14 + (t[1] + 14) * 0.45];
    const side = i % 2 === 0 ? 1 : -1;
    leaves.push(
      fill(
        `M${n(mid[0])} ${n(mid[1])}q${n(side * 7)} -6 ${n(side * 12)} -2q${n(-side * 5)} 6 ${n(-side * 12)} 2Z`,
        leafColor,
        'plant',
      ),
    );
  });
  return {
    nodes: [
      stroke(stems, darker(leafColor, 0.2), 1.6, 'plant'),
      ...leaves,
      ...tips.flatMap(bloom),
      fill(
        poly([
          [-10, -14],
          [10, -14],
          [7, 0],
          [-7, 0],
        ]),
        pot,
        'detail',
      ),
      fill(rect(-11.5, -16, 23, 4, 1), darker(pot, 0.12), 'detail'),
    ],
    size: 14 + Math.max(...tips.map((t) => -t[1] - 14)),
  };
}

/** A stream of things along a curve from a to b, each drawn by `thing` (index, point, t). */
export function stream(
  a: Point,
  c: Point,
  b: Point,
  count: number,
  thing: (i: number, p: Point, t: number) => Node[],
): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const u = 1 - t;
    const p: Point = [
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ];
    out.push(...thing(i, p, t));
  }
  return out;
}

/** Little curls of sound or wind rising from a point. */
export function curls(p: Point, color: Color, dir: Point, count = 3, size = 6): Node {
  const d: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = p[0] + dir[0] * (i + 1) * size * 1.3;
    const y = p[1] + dir[1] * (i + 1) * size * 1.3;
    const r = size * (0.6 + i * 0.25);
    d.push(`M${n(x - r)} ${n(y)}Q${n(x)} ${n(y - r)} ${n(x + r)} ${n(y)}`);
  }
  return stroke(d.join(''), color, 1.2, 'detail', 0);
}
