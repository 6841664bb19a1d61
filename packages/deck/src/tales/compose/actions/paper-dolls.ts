/**
 * A chain of paper dolls that will not stay a chain: cut from a folded strip, they jump down off
 * the paper still in their maker's hand and run away across the floor hand in hand, the nearest
 * still joined to the uncut end, the farthest already at a run.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { scissors } from './odd.ts';
import { mirror, mx } from './water.ts';

/**
 * One paper doll, feet on (0, 0), 30 tall, facing us: a round head, a flared dress, two legs
 * (`stride` apart: a doll at a run kicks them out), arms out level to the hands at (±8, -17)
 * where it holds its neighbours', and a pencilled face.
 */
function doll(paper: string, pencil: string, stride: number): Node[] {
  const l = 2.2 + stride;
  return [
    fill(
      `M-1.6 -22.4L-6.4 -10L-${n(l + 1.4)} -10L-${n(l + 2.2)} 0L-${n(l - 1.6)} 0L-1 -9L1 -9L${n(l - 1.6)} 0L${n(l + 2.2)} 0L${n(l + 1.4)} -10L6.4 -10L1.6 -22.4Z`,
      paper,
      'cloth',
    ),
    fill(circle(0, -25.6, 4.4), paper, 'cloth'),
    fill(circle(-1.5, -26.2, 0.55), pencil, 'face', 0),
    fill(circle(1.5, -26.2, 0.55), pencil, 'face', 0),
    stroke('M-1.4 -24.2Q0 -23 1.4 -24.2', pencil, 0.45, 'face', 0),
  ];
}

/**
 * Kneeling up on the floor with scissors in one hand and the end of a cut paper strip in the
 * other, while the dolls cut from it run off: the first still joined to the strip at its hand,
 * leaping down, the rest hand in hand across the floor, each a little smaller as the row runs
 * away, their legs flung out at a run, the arms between them a paper band.
 */
export const paperDolls: Action = {
  id: 'paper-dolls',
  objects: ['paper-dolls'],
  who: ['girl', 'boy', 'woman', 'old-woman', 'old-man', 'man', 'fox', 'rabbit', 'cat', 'bear'],
  feelings: ['surprise', 'wonder', 'longing', 'mischief', 'grief'],
  settings: ['bedroom', 'attic', 'kitchen', 'library'],
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle', 'sun', 'sky'],
  family: () => 'paper-dolls',
  concepts: [
    'paper dolls',
    'scissors',
    'toy',
    'craft',
    'escape',
    'freedom',
    'togetherness',
    'creation',
    'childhood',
  ],
  say: sayFrom(
    {
      'paper-dolls': {
        en: 'watches a chain of cut-out paper dolls run off hand in hand',
        ja: '切り抜いた紙人形の列が、手をつないで走り去っていくのを見ている',
        ru: 'смотрит, как вырезанные бумажные куколки, взявшись за руки, убегают прочь',
        pt: 'vê uma fila de bonecos de papel recortados fugir de mãos dadas',
        fi: 'katsoo, kun leikatut paperinuket juoksevat tiehensä käsi kädessä',
      },
    },
    'paper-dolls',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where: Pick<Actor, 'x' | 'y' | 'facing' | 'scale'> = { x: 0, y: 0, facing: 1, scale: s };
    // The strip's uncut end held out in the front hand at chest height; the scissors up in the
    // back hand, open.
    const hold: Point = [26 * k, -44 * k];
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      ...stance('kneel-up'),
      lean: sad ? 8 : -2,
      front: { reach: toActor(where, hold), hand: 'fist' },
      back: { angle: sad ? 40 : -150, bend: sad ? 70 : -30, hand: 'fist' },
      turn: 0.6,
      headTilt: sad ? 14 : 4,
      gaze: [1, 0.5],
    });
    const actor: Actor = { ...where, fig };
    const paper = mix('#fbf8f0', p.light, 0.15);
    const pencil = darker(mix(p.ink, '#555555', 0.3), 0.1);
    // The uncut end of the strip: a folded oblong in the fist, its fold lines pencilled.
    const strip: Node[] = [
      fill(
        `M${n(hold[0] - 3 * k)} ${n(hold[1] - 9 * k)}L${n(hold[0] + 6 * k)} ${n(hold[1] - 10 * k)}L${n(hold[0] + 7 * k)} ${n(hold[1] + 8 * k)}L${n(hold[0] - 2 * k)} ${n(hold[1] + 9 * k)}Z`,
        paper,
        'cloth',
      ),
      stroke(
        `M${n(hold[0] + 2 * k)} ${n(hold[1] - 9.5 * k)}L${n(hold[0] + 3 * k)} ${n(hold[1] + 8.5 * k)}`,
        pencil,
        0.6 * k,
        'detail',
        0,
      ),
    ];
    // The dolls: the first leaping down from the strip's edge, the rest across the floor.
    const count = 7;
    const spots: { at: Point; size: number; tilt: number; stride: number }[] = [];
    let x = hold[0] + 19 * k;
    for (let i = 0; i < count; i++) {
      const size = (0.92 - i * 0.05) * k;
      // The first two still in the air, coming down; then on the floor, each a little further
      // back (higher on the card) as the row runs off, every other one in a skip.
      const air = i === 0 ? 26 : i === 1 ? 10 : 0;
      const hop = i > 1 && i % 2 === 1 ? 3 : 0;
      const y = -(air + hop) * k - Math.max(0, i - 1) * 1.6 * k;
      spots.push({
        at: [x, y],
        size,
        tilt: i < 2 ? -10 : i % 2 === 0 ? 6 : -4,
        stride: i < 2 ? 1 : 3,
      });
      x += 17 * size;
    }
    const band = (a: Point, b: Point, w: number): Node =>
      stroke(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, paper, w, 'cloth');
    const hands = spots.map((d) => {
      const r = (d.tilt * Math.PI) / 180;
      const at = (q: Point): Point => [
        d.at[0] + (q[0] * Math.cos(r) - q[1] * Math.sin(r)) * d.size,
        d.at[1] + (q[0] * Math.sin(r) + q[1] * Math.cos(r)) * d.size,
      ];
      return {
        left: at([-8, -17]),
        right: at([8, -17]),
        shoulderL: at([-4, -19]),
        shoulderR: at([4, -19]),
      };
    });
    const chain: Node[] = [];
    // The first doll's hand still joined to the strip.
    const first = hands[0];
    if (first) chain.push(band([hold[0] + 5 * k, hold[1] + 2 * k], first.left, 3.2 * k));
    spots.forEach((d, i) => {
      const h = hands[i];
      const next = hands[i + 1];
      if (h === undefined) return;
      chain.push(band(h.shoulderL, h.left, 3 * d.size), band(h.shoulderR, h.right, 3 * d.size));
      if (next) chain.push(band(h.right, next.left, 3 * d.size));
      chain.push(
        group(
          doll(paper, pencil, d.stride),
          `translate(${n(d.at[0])} ${n(d.at[1])}) rotate(${n(d.tilt)}) scale(${n(d.size)})`,
        ),
      );
    });
    const shears = placed(
      { nodes: scissors(p), size: 22 },
      actorPoint(actor, fig.skeleton.hands.back),
      0.8 * k,
      sad ? 100 : 20,
    );
    const last = spots[count - 1]?.at ?? [x, 0];
    // A rabbit's ears stand well over its head.
    const ears = ctx.who.species === 'rabbit' ? 3 : 1.8;
    const headTop = (fig.skeleton.headCentre[1] - fig.headR * ears) * s;
    const box: [number, number, number, number] = [
      -24 * k,
      Math.min(headTop, -70 * k) - 6 * k,
      last[0] + 10 * k,
      4 * k,
    ];
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const closeBox: [number, number, number, number] = [
      head[0] - fig.headR * s * 1.6,
      box[1],
      spots[3]?.at[0] ?? last[0],
      4 * k,
    ];
    const focus: Point = [hold[0] + 16 * k, -30 * k];
    const run = spots[2]?.at[0] ?? last[0];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      actors: mirror([actorNodes({ ...actor, held: [] }), ...strip, shears, ...chain], facing),
      contacts: [
        [mx([0, 0], facing)[0], 40 * k],
        [mx([(run + last[0]) / 2, 0], facing)[0], last[0] - run + 12 * k],
      ],
      glows: [],
    });
  },
};
