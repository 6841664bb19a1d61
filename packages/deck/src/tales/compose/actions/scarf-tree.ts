/**
 * A scarf for a cold tree: a young bare tree stands shivering, its two lowest branches crossed
 * over its trunk like arms hugging itself, teeth chattering in the face in its bark; the
 * character stands before it still knitting, and the long striped scarf runs from the needles in
 * a sagging loop to the tree's "neck", where it is already wound twice round the trunk. Care
 * given to something that cannot thank you, or a friendship at the turn of the year.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { onCurve, trunk } from './last-apple.ts';
import { mirror, mx } from './water.ts';

/** Warm wools that stand out on snow and on a grey street. */
const wools = ['#c8322e', '#d8702a', '#2f6fb8', '#8a3a9a', '#2e8a5a'] as const;
const snowWhite = '#f4f6fa';

/** A band `w` wide along the cubic a → c → d → b, as one shape. */
function band(a: Point, c: Point, d: Point, b: Point, w: number): string {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 28; i++) {
    const { at, normal } = onCurve(a, c, d, b, i / 28);
    left.push([at[0] + (normal[0] * w) / 2, at[1] + (normal[1] * w) / 2]);
    right.push([at[0] - (normal[0] * w) / 2, at[1] - (normal[1] * w) / 2]);
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map((q) => `${n(q[0])} ${n(q[1])}`).join('L')}Z`;
}

/** Cross stripes on that band, every other short stretch of it, `count` of them. */
function stripes(a: Point, c: Point, d: Point, b: Point, w: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = (i + 0.3) / count;
    const t1 = (i + 0.62) / count;
    const p0 = onCurve(a, c, d, b, t0);
    const p1 = onCurve(a, c, d, b, t1);
    const h = w / 2;
    const q = [
      [p0.at[0] + p0.normal[0] * h, p0.at[1] + p0.normal[1] * h],
      [p1.at[0] + p1.normal[0] * h, p1.at[1] + p1.normal[1] * h],
      [p1.at[0] - p1.normal[0] * h, p1.at[1] - p1.normal[1] * h],
      [p0.at[0] - p0.normal[0] * h, p0.at[1] - p0.normal[1] * h],
    ] as const;
    out.push(`M${q.map((v) => `${n(v[0])} ${n(v[1])}`).join('L')}Z`);
  }
  return out.join('');
}

/** The face in the bark at `c`, turned towards -x: worried brows, wide eyes, chattering teeth. */
function coldFace(c: Point, r: number, ink: Color): Node[] {
  const [x, y] = c;
  const eyes = `${circle(x - r * 0.42, y - r * 0.1, r * 0.16)}${circle(x + r * 0.3, y - r * 0.1, r * 0.16)}`;
  // Brows lifted at their inner ends: cold and a little afraid.
  const brows = `M${n(x - r * 0.75)} ${n(y - r * 0.38)}L${n(x - r * 0.22)} ${n(y - r * 0.6)}M${n(x + r * 0.1)} ${n(y - r * 0.6)}L${n(x + r * 0.58)} ${n(y - r * 0.4)}`;
  const teeth: string[] = [`M${n(x - r * 0.5)} ${n(y + r * 0.5)}`];
  for (let i = 1; i <= 6; i++) {
    teeth.push(`L${n(x - r * 0.5 + (i * r * 0.9) / 6)} ${n(y + r * (i % 2 === 1 ? 0.34 : 0.5))}`);
  }
  return [
    fill(eyes, ink, 'face', 0),
    stroke(`${brows}${teeth.join('')}`, ink, r * 0.12, 'face', 0),
  ];
}

/**
 * The character on one side, standing, both hands at its chest on the needles; the tree on the
 * other, hugging itself; the scarf sagging between them.
 */
export const scarfTree: Action = {
  id: 'scarf-tree',
  objects: ['scarf'],
  // A mouse's needles and scarf would be crumbs beside the tree.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'longing', 'grief', 'mischief'],
  settings: ['snowfield', 'meadow', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A tree that shivers and hugs itself is the dream; a twist beside it would crowd the pair.
  untwisted: true,
  // The tree's face and crossed branches are its half of the story: a silhouette or a woodcut's
  // black trunk hides them.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky'],
  family: () => 'scarf-tree',
  concepts: [
    'winter',
    'cold',
    'kindness',
    'knitting',
    'warmth',
    'care',
    'friendship',
    'seasons',
    'shivering',
    'patience',
  ],
  say: sayFrom(
    {
      scarf: {
        en: 'knits a long scarf for a bare tree that stands shivering with cold',
        ja: '寒さに震える裸の木のために、長いマフラーを編んでいる',
        ru: 'вяжет длинный шарф для голого дерева, которое дрожит от холода',
        pt: 'tricota um cachecol comprido para uma árvore nua que treme de frio',
        fi: 'neuloo pitkää kaulaliinaa paljaalle puulle, joka seisoo vapisten kylmissään',
      },
    },
    'scarf',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const ax = -36 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const chest = m.shoulder * s;
    // Both hands in front of the chest, a little apart, on the two needles.
    const hf: Point = [ax + 14 * k, chest + 17 * k];
    const hb: Point = [ax + 9 * k, chest + 19 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      front: { reach: toActor(where, hf), hand: 'fist' },
      back: { reach: toActor(where, hb), hand: 'fist' },
      backArmOver: true,
      turn: 0.5,
      headTilt: -4,
      gaze: [0.7, -0.2],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };

    const tx = 30 * k;
    const wood = mix('#6a5040', p.wood, 0.3);
    const bark = darker(wood, 0.3);
    const wool = rng.pick(wools);
    const cream = '#f2e8d0';
    const top: Point = [tx, -120 * k];
    const foot: Point = [tx, 0];
    const tc1: Point = [tx - 4 * k, -40 * k];
    const tc2: Point = [tx + 4 * k, -82 * k];
    const behind: Node[] = [];
    const nodes: Node[] = [];

    // The crown: bare branches fanning up from the top of the trunk, snow along them.
    const twigs: string[] = [];
    const caps: string[] = [];
    const small: string[] = [];
    for (const [dx, dy, from] of [
      [-38, -22, 0],
      [-20, -42, 0],
      [4, -48, 0],
      [22, -40, 0],
      [38, -20, 0],
      [-30, -4, 16],
      [30, -6, 18],
    ] as const) {
      const base: Point = [top[0], top[1] + from * k];
      const tip: Point = [base[0] + dx * k, base[1] + dy * k];
      const mid: Point = [base[0] + dx * 0.35 * k, base[1] + dy * 0.75 * k];
      twigs.push(
        `M${n(base[0])} ${n(base[1])}Q${n(mid[0])} ${n(mid[1])} ${n(tip[0])} ${n(tip[1])}`,
      );
      // A fork off each branch halfway out, and a twig at its tip, so the crown reads as a tree's.
      const fork: Point = [base[0] + dx * 0.5 * k, base[1] + dy * 0.62 * k];
      const side = dx >= 0 ? 1 : -1;
      small.push(
        `M${n(fork[0])} ${n(fork[1])}l${n(side * 9 * k)} ${n(-7 * k)}M${n(tip[0])} ${n(tip[1])}l${n(side * 4 * k)} ${n(-5 * k)}M${n(tip[0])} ${n(tip[1])}l${n(-side * 2 * k)} ${n(-6 * k)}`,
      );
      // Snow lying on the upper side of the branch, two thirds of the way out.
      const sx = base[0] + dx * 0.6 * k;
      const sy = base[1] + dy * 0.68 * k - 2 * k;
      caps.push(
        `M${n(sx - 5 * k)} ${n(sy + 1.5 * k)}Q${n(sx)} ${n(sy - 3 * k)} ${n(sx + 5 * k)} ${n(sy + 1.5 * k)}Z`,
      );
    }
    behind.push(stroke(small.join(''), wood, 1.8 * k, 'wood'));
    behind.push(stroke(twigs.join(''), wood, 3.2 * k, 'wood'));
    behind.push(fill(caps.join(''), snowWhite, 'detail', 0.6));
    nodes.push(
      fill(trunk(foot, tc1, tc2, top, 26 * k, 11 * k), wood, 'wood'),
      // Roots flaring at the foot.
      fill(
        `M${n(tx - 17 * k)} 1Q${n(tx - 10 * k)} ${n(-3 * k)} ${n(tx - 8 * k)} ${n(-12 * k)}L${n(tx + 9 * k)} ${n(-12 * k)}Q${n(tx + 11 * k)} ${n(-3 * k)} ${n(tx + 18 * k)} 1Z`,
        wood,
        'wood',
      ),
    );
    // Bark lines down the trunk.
    const lines: string[] = [];
    for (const off of [-0.22, 0.24]) {
      const pts: string[] = [];
      for (let i = 1; i <= 10; i++) {
        const t = i / 22;
        const { at, normal } = onCurve(foot, tc1, tc2, top, t);
        pts.push(`${i === 1 ? 'M' : 'L'}${n(at[0] + normal[0] * 20 * k * off)} ${n(at[1])}`);
      }
      lines.push(pts.join(''));
    }
    nodes.push(stroke(lines.join(''), bark, 0.9 * k, 'detail', 0));

    // The face, on a paler patch of bark, looking down at the knitter.
    const face: Point = [tx - 1 * k, -102 * k];
    const faceR = 11 * k;
    nodes.push(
      fill(circle(face[0], face[1], faceR * 1.1), lighter(wood, 0.28), 'wood', 0),
      ...coldFace(face, faceR, darker(bark, 0.4)),
    );
    // Shivering: little arcs either side of the head.
    const shiver: string[] = [];
    for (const side of [-1, 1]) {
      for (const d of [0, 3.5]) {
        const x0 = tx + side * (17 + d) * k;
        shiver.push(
          `M${n(x0)} ${n(face[1] - 6 * k)}Q${n(x0 + side * 2.5 * k)} ${n(face[1])} ${n(x0)} ${n(face[1] + 6 * k)}`,
        );
      }
    }
    nodes.push(stroke(shiver.join(''), darker(bark, 0.2), 1.1 * k, 'detail', 0));

    // Two low branches crossed over the trunk like arms hugging itself against the cold.
    const arms = [
      `M${n(tx - 9 * k)} ${n(-50 * k)}C${n(tx - 26 * k)} ${n(-52 * k)} ${n(tx - 20 * k)} ${n(-68 * k)} ${n(tx + 9 * k)} ${n(-64 * k)}`,
      `M${n(tx + 9 * k)} ${n(-52 * k)}C${n(tx + 26 * k)} ${n(-55 * k)} ${n(tx + 18 * k)} ${n(-70 * k)} ${n(tx - 9 * k)} ${n(-67 * k)}`,
    ];
    nodes.push(stroke(arms.join(''), lighter(wood, 0.18), 4.6 * k, 'wood'));

    // The scarf: wound twice round the neck, its far end hanging with a fringe, its near end
    // sagging across to the needles.
    const neckY = -84 * k;
    const wraps: string[] = [];
    for (const [dy, tilt] of [
      [0, -2],
      [6.5, 1.5],
    ] as const) {
      const y = neckY + dy * k;
      wraps.push(
        `M${n(tx - 9 * k)} ${n(y - 3.5 * k - tilt * k)}Q${n(tx)} ${n(y - 1.5 * k)} ${n(tx + 9 * k)} ${n(y - 3.5 * k + tilt * k)}L${n(tx + 9 * k)} ${n(y + 3.5 * k + tilt * k)}Q${n(tx)} ${n(y + 5.5 * k)} ${n(tx - 9 * k)} ${n(y + 3.5 * k - tilt * k)}Z`,
      );
    }
    const tailA: Point = [tx + 6 * k, neckY + 6 * k];
    const tailB: Point = [tx + 15 * k, neckY + 22 * k];
    const tailC1: Point = [tx + 13 * k, neckY + 9 * k];
    const tailC2: Point = [tx + 14 * k, neckY + 16 * k];
    const knit: Point = [ax + 12 * k, chest + 26 * k];
    // The loop dips to knee height between them, never onto the ground.
    const sagY = -22 * k;
    const loopA: Point = [tx - 9 * k, neckY + 2 * k];
    const loopC1: Point = [tx - 30 * k, sagY + 6 * k];
    const loopC2: Point = [knit[0] + 14 * k, sagY + 10 * k];
    const w = 7 * k;
    const edge = darker(wool, 0.3);
    nodes.push(
      fill(band(loopA, loopC1, loopC2, knit, w), wool, 'cloth'),
      fill(stripes(loopA, loopC1, loopC2, knit, w, 7), cream, 'cloth', 0),
      fill(band(tailA, tailC1, tailC2, tailB, w), wool, 'cloth'),
      fill(stripes(tailA, tailC1, tailC2, tailB, w, 3), cream, 'cloth', 0),
      fill(wraps.join(''), wool, 'cloth'),
      stroke(
        `M${n(tx - 8 * k)} ${n(neckY + 3.2 * k)}Q${n(tx)} ${n(neckY + 4.4 * k)} ${n(tx + 8 * k)} ${n(neckY + 2 * k)}`,
        edge,
        0.9 * k,
        'detail',
        0,
      ),
    );
    const fringe: string[] = [];
    for (let i = -2; i <= 2; i++) {
      const x0 = tailB[0] + i * 1.4 * k;
      fringe.push(`M${n(x0)} ${n(tailB[1])}l${n(0.4 * k)} ${n(4 * k)}`);
    }
    nodes.push(stroke(fringe.join(''), wool, 0.9 * k, 'cloth', 0));

    // The ball of wool in the snow at the knitter's feet, its thread up to the needles.
    const ball: Point = [ax + 16 * k, -5 * k];
    nodes.push(
      stroke(
        `M${n(ball[0])} ${n(ball[1] - 4 * k)}Q${n(ball[0] + 4 * k)} ${n((ball[1] + knit[1]) / 2)} ${n(knit[0] + 1 * k)} ${n(knit[1] - 2 * k)}`,
        wool,
        0.7 * k,
        'cloth',
        0,
      ),
      fill(circle(ball[0], ball[1], 5 * k), wool, 'cloth'),
      stroke(
        `M${n(ball[0] - 3.5 * k)} ${n(ball[1] - 2 * k)}Q${n(ball[0])} ${n(ball[1] + 1 * k)} ${n(ball[0] + 3.5 * k)} ${n(ball[1] - 2.5 * k)}M${n(ball[0] - 3 * k)} ${n(ball[1] + 2 * k)}Q${n(ball[0] + 1 * k)} ${n(ball[1] - 1 * k)} ${n(ball[0] + 4 * k)} ${n(ball[1] + 1.5 * k)}`,
        edge,
        0.6 * k,
        'detail',
        0,
      ),
    );

    // The needles crossed in the fists, over the knitted end.
    const needles = `M${n(hf[0] - 3 * k)} ${n(hf[1] + 3 * k)}L${n(hf[0] + 6 * k)} ${n(hf[1] - 12 * k)}M${n(hb[0] + 6 * k)} ${n(hb[1] + 2 * k)}L${n(hb[0] - 2 * k)} ${n(hb[1] - 13 * k)}`;
    const held: Node[] = [stroke(needles, '#d8c8a0', 1.3 * k, 'wood')];

    // Snow falling round the pair.
    const flakes: string[] = [];
    for (let i = 0; i < 22; i++) {
      const x = rng.range(ax - 22 * k, tx + 38 * k);
      const y = rng.range(-165 * k, -20 * k);
      flakes.push(circle(x, y, rng.range(0.8, 1.6) * k));
    }

    const actors: Node[] = [...nodes, actorNodes({ ...a, held: [] })];
    // The needles drawn over the character's hands so they read as held.
    actors.push(...held);
    actors.push(fill(flakes.join(''), snowWhite, 'glow', 0));
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      ax - 18 * k,
      Math.min(headTop, top[1] - 48 * k),
      tx + 44 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([(ax + tx) / 2, -70 * k], facing), {
      behind: mirror(behind, facing),
      actors: mirror(actors, facing),
      contacts: [
        [ax * facing, 22 * k],
        [tx * facing, 30 * k],
      ],
    });
  },
};
