/**
 * The last apple of autumn, given: an old apple tree, bare but for one red apple, bows its trunk
 * down in a long arc like someone stooping to a child, a kind face in its bark, and holds the
 * apple out on the tip of a branch into the character's raised hands. A gift at the end of a
 * season, from something that cannot follow.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const autumn = ['#d8452e', '#e0782e', '#e8b23a', '#b8562a'] as const;

/** A point on the cubic curve a → c → d → b at t, and its unit normal. */
export function onCurve(
  a: Point,
  c: Point,
  d: Point,
  b: Point,
  t: number,
): { at: Point; normal: Point } {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  const at: Point = [
    w[0] * a[0] + w[1] * c[0] + w[2] * d[0] + w[3] * b[0],
    w[0] * a[1] + w[1] * c[1] + w[2] * d[1] + w[3] * b[1],
  ];
  const dw = [-3 * u * u, 3 * u * u - 6 * u * t, 6 * u * t - 3 * t * t, 3 * t * t] as const;
  const dx = dw[0] * a[0] + dw[1] * c[0] + dw[2] * d[0] + dw[3] * b[0];
  const dy = dw[0] * a[1] + dw[1] * c[1] + dw[2] * d[1] + dw[3] * b[1];
  const l = Math.hypot(dx, dy) || 1;
  return { at, normal: [-dy / l, dx / l] };
}

/** A trunk along a → c → d → b, `w0` wide at its foot and `w1` at its end, as one shape. */
export function trunk(a: Point, c: Point, d: Point, b: Point, w0: number, w1: number): string {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const { at, normal } = onCurve(a, c, d, b, t);
    const w = (w0 + (w1 - w0) * Math.pow(t, 0.8)) / 2;
    left.push([at[0] + normal[0] * w, at[1] + normal[1] * w]);
    right.push([at[0] - normal[0] * w, at[1] - normal[1] * w]);
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map((q) => `${n(q[0])} ${n(q[1])}`).join('L')}Z`;
}

/** A kind face in the bark at `c`, looking down towards -x: shut, smiling eyes and a smile. */
function barkFace(c: Point, r: number, ink: Color, sad: boolean): Node[] {
  const eye = (x: number): string =>
    sad
      ? `M${n(x - r * 0.28)} ${n(c[1] - r * 0.15)}Q${n(x)} ${n(c[1] + r * 0.05)} ${n(x + r * 0.28)} ${n(c[1] - r * 0.15)}`
      : `M${n(x - r * 0.28)} ${n(c[1])}Q${n(x)} ${n(c[1] - r * 0.3)} ${n(x + r * 0.28)} ${n(c[1])}`;
  const mouth = sad
    ? `M${n(c[0] - r * 0.45)} ${n(c[1] + r * 0.75)}Q${n(c[0] - r * 0.1)} ${n(c[1] + r * 0.55)} ${n(c[0] + r * 0.25)} ${n(c[1] + r * 0.72)}`
    : `M${n(c[0] - r * 0.5)} ${n(c[1] + r * 0.55)}Q${n(c[0] - r * 0.1)} ${n(c[1] + r * 0.95)} ${n(c[0] + r * 0.3)} ${n(c[1] + r * 0.6)}`;
  return [
    stroke(`${eye(c[0] - r * 0.45)}${eye(c[0] + r * 0.35)}${mouth}`, ink, r * 0.13, 'face', 0),
    stroke(
      `M${n(c[0] - r * 0.78)} ${n(c[1] - r * 0.42)}q${n(r * 0.3)} ${n(-r * 0.16)} ${n(r * 0.6)} 0M${n(c[0] + r * 0.1)} ${n(c[1] - r * 0.42)}q${n(r * 0.3)} ${n(-r * 0.16)} ${n(r * 0.6)} 0`,
      ink,
      r * 0.09,
      'face',
      0,
    ),
  ];
}

/**
 * The character on one side on tiptoe, both hands up under the apple; the tree rooted on the
 * other, its trunk rising and bowing over so its bare crown hangs above the character, one branch
 * reaching down with the apple to the hands; the bark face at the bend looking down at the child.
 */
export const lastApple: Action = {
  id: 'last-apple',
  objects: ['apple'],
  // A mouse under the bowed tree is lost at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['wonder', 'longing', 'grief', 'calm', 'surprise'],
  // A lone tree in open ground.
  settings: ['meadow', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A tree that stoops to give is the dream; a twist beside it would crowd the bow.
  untwisted: true,
  // The face in the bark is the tree's half of the story: a black woodcut trunk or a silhouette
  // hides it.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'last-apple',
  concepts: [
    'autumn',
    'kindness',
    'harvest',
    'old age',
    'friendship',
    'seasons',
    'bowing',
    'orchard',
    'care',
    'leave-taking',
  ],
  say: sayFrom(
    {
      apple: {
        en: 'is handed the last apple of autumn by an old tree that bows down to give it',
        ja: '年老いた木が身をかがめて、秋の最後のりんごを手渡してくれる',
        ru: 'получает последнее осеннее яблоко от старого дерева, которое склонилось, чтобы его отдать',
        pt: 'recebe a última maçã do outono de uma velha árvore que se curva para lha dar',
        fi: 'saa syksyn viimeisen omenan vanhalta puulta, joka kumartuu antamaan sen',
      },
    },
    'apple',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    // The character on tiptoe, the apple just above its reach.
    const ax = -18 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const apple: Point = [ax + m.arm * s * 0.7, (m.shoulder - m.arm * 0.75) * s];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -4,
      front: { reach: toActor(where, [apple[0] + 1 * k, apple[1] + 9 * k]), hand: 'open' },
      back: { reach: toActor(where, [apple[0] - 5 * k, apple[1] + 11 * k]), hand: 'open' },
      turn: 0.55,
      headTilt: -16,
      gaze: [0.6, -0.8],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };
    // The trunk: from its foot beyond the character up and over, its crown above the character.
    // The trunk rises beyond the character and bows right over, its crown hanging above it.
    const foot: Point = [50 * k, 0];
    const end: Point = [apple[0] + 8 * k, apple[1] - 24 * k];
    const c1: Point = [60 * k, -95 * k];
    const c2: Point = [46 * k, end[1] - 62 * k];
    const wood = mix('#6a4a32', p.wood, 0.3);
    const bark = darker(wood, 0.3);
    const nodes: Node[] = [];
    nodes.push(
      fill(trunk(foot, c1, c2, end, 22 * k, 7 * k), wood, 'wood'),
      // Roots flaring at the foot.
      fill(
        `M${n(foot[0] - 18 * k)} 1Q${n(foot[0] - 10 * k)} ${n(-3 * k)} ${n(foot[0] - 8 * k)} ${n(-12 * k)}L${n(foot[0] + 10 * k)} ${n(-12 * k)}Q${n(foot[0] + 11 * k)} ${n(-3 * k)} ${n(foot[0] + 19 * k)} 1Z`,
        wood,
        'wood',
      ),
    );
    // Bark lines along the trunk.
    const lines: string[] = [];
    for (const off of [-0.25, 0.2]) {
      const pts: string[] = [];
      for (let i = 1; i <= 14; i++) {
        const t = i / 18;
        const { at, normal } = onCurve(foot, c1, c2, end, t);
        const w = (22 * k + (7 * k - 22 * k) * Math.pow(t, 0.8)) * off;
        pts.push(`${i === 1 ? 'M' : 'L'}${n(at[0] + normal[0] * w)} ${n(at[1] + normal[1] * w)}`);
      }
      lines.push(pts.join(''));
    }
    nodes.push(stroke(lines.join(''), bark, 0.9 * k, 'detail', 0));
    // Bare branches splaying from the crown end; the one with the apple reaching down to the hands.
    const twigs: string[] = [];
    const tips: Point[] = [];
    for (const [dx, dy] of [
      [-16, -14],
      [-4, -22],
      [10, -18],
      [-20, 2],
    ] as const) {
      const tip: Point = [end[0] + dx * k, end[1] + dy * k];
      twigs.push(
        `M${n(end[0])} ${n(end[1])}Q${n((end[0] + tip[0]) / 2)} ${n(end[1] + dy * k * 0.2)} ${n(tip[0])} ${n(tip[1])}`,
      );
      tips.push(tip);
    }
    const stem: Point = [apple[0] + 1.5 * k, apple[1] - 12 * k];
    twigs.push(
      `M${n(end[0])} ${n(end[1])}Q${n(end[0] - 4 * k)} ${n(stem[1] - 4 * k)} ${n(stem[0])} ${n(stem[1])}`,
    );
    nodes.push(stroke(twigs.join(''), wood, 2.6 * k, 'wood'));
    // A few last leaves clinging to the tips; the rest fallen round the foot.
    for (const tip of tips.slice(0, 3)) {
      nodes.push(placed(T.leaf(rng.pick(autumn), 0.7), tip, k, rng.range(-60, 60)));
    }
    for (let i = 0; i < 10; i++) {
      const x = rng.range(ax - 10 * k, foot[0] + 22 * k);
      nodes.push(placed(T.leaf(rng.pick(autumn), 0.6), [x, -1 * k], k, rng.range(70, 110)));
    }
    // The face in the bark where the trunk bows, turned down to the character.
    // The face sits where the trunk turns over, on a paler patch of bark so it reads at a glance.
    const bend = onCurve(foot, c1, c2, end, 0.6);
    const faceR = 10 * k;
    const fc: Point = [bend.at[0] - 1 * k, bend.at[1] + 4 * k];
    nodes.push(
      fill(circle(fc[0], fc[1] + faceR * 0.2, faceR * 1.05), lighter(wood, 0.25), 'wood', 0),
      ...barkFace(fc, faceR, darker(bark, 0.35), sad),
    );
    // The apple, hanging from the branch tip just over the hands.
    const red = '#c8282e';
    nodes.push(
      fill(circle(apple[0], apple[1], 11 * k), lighter(red, 0.6), 'glow', 0),
      actorNodes(a),
      // Over the open hands, so it reads as just handed over.
      placed(C.apple(red), [apple[0], apple[1] - 1 * k], 0.62 * k),
    );
    const headTop = (m.headTop - 4) * s;
    let crownTop = end[1] - 24 * k;
    for (let i = 0; i <= 10; i++) {
      crownTop = Math.min(crownTop, onCurve(foot, c1, c2, end, i / 10).at[1] - 6 * k);
    }
    const box: [number, number, number, number] = [
      ax - 18 * k,
      Math.min(headTop, crownTop),
      foot[0] + 22 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx(apple, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 22 * k],
        [foot[0] * facing, 30 * k],
      ],
      glows: [{ at: mx(apple, facing), r: 14 * k, color: '#ffe0a0' }],
    });
  },
};
