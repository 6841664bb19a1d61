/**
 * Where snow comes from: someone sits on a bank of cloud at the rim of a hole in it, cutting
 * paper snowflakes with scissors, and lets each one go; they flutter down through the hole to a
 * little town far below, its windows lit for the evening.
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { scissors } from './odd.ts';
import { mirror, mx } from './water.ts';

/**
 * A paper snowflake at (x, y), `r` from its middle to an arm's tip, turned by `turn` degrees:
 * six broad arms, each with a pair of side branches, as filled paper (a pen would ink a broad
 * stroke solid), on a rim of `edge` a little wider so it shows on a pale sky.
 */
function paperFlake(
  x: number,
  y: number,
  r: number,
  paper: Color,
  edge: Color,
  turn: number,
): Node {
  const bars: [number, number, number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((turn + i * 60) * Math.PI) / 180;
    const c = Math.cos(a);
    const s = Math.sin(a);
    bars.push([0, 0, c * r, s * r]);
    // Two branches from 55 % of the arm, swept out towards the tip.
    const bx = c * r * 0.55;
    const by = s * r * 0.55;
    for (const side of [-1, 1]) {
      const b = a + side * 0.8;
      bars.push([bx, by, bx + Math.cos(b) * r * 0.32, by + Math.sin(b) * r * 0.32]);
    }
  }
  // Each bar a quadrilateral `h` either side of its line, all wound the same way (one shape).
  const shape = (h: number): string =>
    bars
      .map(([x0, y0, x1, y1]) => {
        const len = Math.hypot(x1 - x0, y1 - y0);
        const px = (-(y1 - y0) / len) * h;
        const py = ((x1 - x0) / len) * h;
        const ex = ((x1 - x0) / len) * h * 0.6;
        const ey = ((y1 - y0) / len) * h * 0.6;
        return `M${n(x0 + px)} ${n(y0 + py)}L${n(x1 + px + ex)} ${n(y1 + py + ey)}L${n(x1 - px + ex)} ${n(y1 - py + ey)}L${n(x0 - px)} ${n(y0 - py)}Z`;
      })
      .join('');
  const h = r * 0.1;
  const e = Math.max(0.5, r * 0.045);
  return group(
    [
      fill(shape(h + e), edge, 'cloth', 0),
      fill(circle(0, 0, r * 0.3 + e), edge, 'cloth', 0),
      fill(shape(h), paper, 'cloth', 0),
      fill(circle(0, 0, r * 0.3), paper, 'cloth', 0),
    ],
    `translate(${n(x)} ${n(y)})`,
  );
}

/**
 * A puff of cloud: overlapping round lobes along a flat bottom from `x0` to `x1` at `y`,
 * `h` tall, lit from above.
 */
function cloudBank(
  x0: number,
  x1: number,
  y: number,
  h: number,
  white: Color,
  shade: Color,
): Node[] {
  const w = x1 - x0;
  const lobes: [number, number, number][] = [
    [0.16, 0.55, 0.5],
    [0.4, 0.9, 0.62],
    [0.66, 0.7, 0.52],
    [0.86, 0.45, 0.4],
  ];
  return [
    fill(rect(x0, y - h * 0.45, w, h * 0.45, h * 0.2), shade, 'cloth'),
    ...lobes.map(([fx, fh, fr]) =>
      fill(circle(x0 + w * fx, y - h * fh * 0.6, h * fr), white, 'cloth'),
    ),
    fill(rect(x0 + h * 0.1, y - h * 0.4, w - h * 0.2, h * 0.4), white, 'cloth'),
  ];
}

/**
 * Sitting on a bank of cloud with a big paper snowflake held up in one hand and scissors in the
 * other; before the feet a hole in the cloud shows the town far below at dusk, lit windows under
 * snowy roofs, and the cut flakes flutter down from the hands into it.
 */
export const snowCutter: Action = {
  id: 'snow-cutter',
  objects: ['paper-snowflakes'],
  who: ['old-man', 'old-woman', 'girl', 'boy', 'woman', 'man'],
  feelings: ['calm', 'mischief', 'longing', 'joy', 'surprise'],
  settings: ['clouds'],
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  lights: ['sky', 'sun', 'moon'],
  family: () => 'snow-cutter',
  concepts: [
    'snow',
    'winter',
    'paper',
    'scissors',
    'craft',
    'the first snow',
    'a town below',
    'patience',
    'where snow comes from',
  ],
  say: sayFrom(
    {
      'paper-snowflakes': {
        en: 'sits above the clouds cutting snowflakes out of paper and drops them through a hole onto the town below',
        ja: '雲の上に座って紙で雪の結晶を切り抜いては、穴から下の町へ落としている',
        ru: 'сидит над облаками, вырезает из бумаги снежинки и роняет их сквозь дыру на город внизу',
        pt: 'acima das nuvens, recorta flocos de neve em papel e deixa-os cair por um buraco sobre a cidade lá em baixo',
        fi: 'istuu pilvien yläpuolella, leikkaa paperista lumihiutaleita ja pudottaa ne aukosta alhaalla olevaan kaupunkiin',
      },
    },
    'paper-snowflakes',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const wistful = ctx.feeling === 'longing';
    // Seated on the bank at x = 0 facing +x.
    const probe = posed(ctx, { ...stance('sit-chair') });
    const hipY = probe.skeleton.hip[1] * s;
    // The flake held up before the face, the scissors lower.
    const flakeAt: Point = [34 * k, hipY - 30 * k];
    const snipAt: Point = [20 * k, hipY - 14 * k];
    const fig = posed(ctx, {
      ...stance('sit-chair'),
      lean: wistful ? 8 : 0,
      front: { reach: [(flakeAt[0] - 4 * k) / s, (flakeAt[1] + 6 * k) / s], hand: 'fist' },
      back: { reach: [snipAt[0] / s, snipAt[1] / s], hand: 'fist' },
      turn: 0.6,
      headTilt: wistful ? 16 : -6,
      gaze: wistful ? [1, 0.9] : [1, -0.5],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };

    const white = mix('#ffffff', p.light, 0.12);
    const cloudShade = mix(white, p.sky[0], 0.35);
    const paper = mix('#fdfcf7', p.light, 0.08);
    const edge = mix(p.sky[0], p.ink, 0.45);
    const seat = cloudBank(-34 * k, 22 * k, 0, -hipY + 4 * k, white, cloudShade);

    // The hole before the feet: a dusky well with its rim of cloud, the town at its bottom.
    const hc: Point = [64 * k, 12 * k];
    const rx = 44 * k;
    const ry = 17 * k;
    const dusk = mix('#1e2a4c', p.sky[0], 0.25);
    const rim = darker(cloudShade, 0.12);
    const roof = mix('#f4f6fb', p.light, 0.1);
    const wallC = mix('#4a3f52', p.wood, 0.3);
    const glow = '#ffd77a';
    const town: Node[] = [];
    const houses = [-0.62, -0.4, -0.18, 0.04, 0.26, 0.48];
    houses.forEach((fx, i) => {
      const w = 9 * k;
      const x = hc[0] + fx * rx;
      const base = hc[1] + ry * (0.78 - Math.abs(fx) * 0.35);
      const h = (i % 2 === 0 ? 6 : 8) * k;
      town.push(
        fill(rect(x, base - h, w, h), wallC, 'wall'),
        fill(
          `M${n(x - 1 * k)} ${n(base - h)}L${n(x + w / 2)} ${n(base - h - 5 * k)}L${n(x + w + 1 * k)} ${n(base - h)}Z`,
          roof,
          'wall',
        ),
        fill(rect(x + w * 0.35, base - h * 0.62, w * 0.3, h * 0.3), glow, 'glow', 0),
      );
    });
    // A steeple in the middle of the town.
    const sx = hc[0] + 0.14 * rx;
    const sBase = hc[1] + ry * 0.55;
    town.push(
      fill(rect(sx, sBase - 12 * k, 5 * k, 12 * k), wallC, 'wall'),
      fill(
        `M${n(sx - 1 * k)} ${n(sBase - 12 * k)}L${n(sx + 2.5 * k)} ${n(sBase - 21 * k)}L${n(sx + 6 * k)} ${n(sBase - 12 * k)}Z`,
        roof,
        'wall',
      ),
    );
    // Flakes already down there, tiny, over the roofs.
    const specks: Node[] = [];
    for (let i = 0; i < 9; i++) {
      const fx = -0.7 + i * 0.17;
      const fy = -0.5 + ((i * 37) % 7) / 10;
      specks.push(fill(circle(hc[0] + fx * rx, hc[1] + fy * ry, 0.9 * k), paper, 'detail', 0));
    }
    const hole: Node[] = [
      fill(ellipse(hc[0], hc[1] - 1.5 * k, rx + 4 * k, ry + 3 * k), rim, 'cloth'),
      fill(ellipse(hc[0], hc[1], rx, ry), dusk, 'wall'),
      ...town,
      ...specks,
    ];
    // The cloud floor's lip in front of the hole, so its near edge reads as an edge.
    const lip = fill(
      `M${n(hc[0] - rx - 4 * k)} ${n(hc[1])}Q${n(hc[0])} ${n(hc[1] + ry * 2.1)} ${n(hc[0] + rx + 4 * k)} ${n(hc[1])}Q${n(hc[0])} ${n(hc[1] + ry * 1.35)} ${n(hc[0] - rx - 4 * k)} ${n(hc[1])}Z`,
      white,
      'cloth',
    );

    // The cut flakes on their way down, from the hands to the hole, smaller as they fall.
    const path: [number, number, number, number][] = [
      [52, hipY / k - 18, 8.5, 12],
      [46, hipY / k + 2, 7.5, 38],
      [62, -8, 6.5, 5],
      [76, 4, 5, 50],
      [88, 12, 3.6, 20],
    ];
    const falling = path.map(([x, y, r, t]) => paperFlake(x * k, y * k, r * k, paper, edge, t));
    const held = paperFlake(flakeAt[0], flakeAt[1], 15 * k, paper, edge, 8);
    const shears = placed(
      { nodes: scissors(p), size: 22 },
      actorPoint(actor, fig.skeleton.hands.back),
      0.75 * k,
      40,
    );

    const hcTop = actorPoint(actor, fig.skeleton.headCentre);
    const top = Math.min(hcTop[1] - fig.headR * s * 1.8, flakeAt[1] - 17 * k) - 4 * k;
    const box: [number, number, number, number] = [
      -34 * k,
      top,
      hc[0] + rx + 6 * k,
      hc[1] + ry + 4 * k,
    ];
    const closeBox: [number, number, number, number] = [
      -20 * k,
      top,
      hc[0] + rx * 0.75,
      hc[1] + ry * 0.9,
    ];
    const focus: Point = [(flakeAt[0] + hc[0]) / 2, (flakeAt[1] + hc[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      behind: mirror([...hole, lip], facing),
      actors: mirror([...seat, actorNodes(actor), shears, held, ...falling], facing),
      contacts: [[mx([-6 * k, 0], facing)[0], 60 * k]],
      glows: [{ at: mx([hc[0], hc[1] + ry * 0.4], facing), r: rx * 0.8, color: glow }],
    });
  },
};
