/**
 * King Canute's lesson: a king (a queen) in a crown sits on a gilded throne set down on the wet
 * sand and points a sceptre at the sea, commanding it back, while the tide washes round the
 * throne's feet and the royal toes and a great wave curls up before him. Pride, the limits of
 * power, what no one can order; or the fool who thinks he can.
 */
import { circle, n, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const gold = '#d8a838';
const robeReds = ['#a8283a', '#7a2a7a', '#2a4a9a'] as const;

/** A throne facing +x, its seat's top at `seat` (negative) over x0…x1, its tall back at x0. */
function throne(x0: number, x1: number, seat: number, k: number): Node[] {
  const wood = gold;
  const dark = darker(wood, 0.3);
  const cushion = '#b8303a';
  const backTop = seat - 58 * k;
  return [
    // The tall back, rounded at the top with a finial.
    fill(
      `M${n(x0 - 3 * k)} ${n(seat)}V${n(backTop + 8 * k)}Q${n(x0 + 4 * k)} ${n(backTop - 4 * k)} ${n(x0 + 11 * k)} ${n(backTop + 8 * k)}V${n(seat)}Z`,
      wood,
      'wood',
    ),
    fill(
      `M${n(x0)} ${n(seat - 4 * k)}V${n(backTop + 10 * k)}Q${n(x0 + 4 * k)} ${n(backTop + 2 * k)} ${n(x0 + 8 * k)} ${n(backTop + 10 * k)}V${n(seat - 4 * k)}Z`,
      cushion,
      'cloth',
    ),
    fill(circle(x0 + 4 * k, backTop - 2 * k, 3 * k), lighter(wood, 0.2), 'metal'),
    // Legs, down to lion's-paw feet.
    fill(`M${n(x0)} ${n(seat)}H${n(x0 + 4 * k)}V0H${n(x0)}Z`, dark, 'wood'),
    fill(`M${n(x1 - 4 * k)} ${n(seat)}H${n(x1)}V0H${n(x1 - 4 * k)}Z`, wood, 'wood'),
    fill(oval(x1 - 2 * k, -1.5 * k, 4 * k, 2 * k), wood, 'wood'),
    // The seat and its cushion.
    fill(
      `M${n(x0 - 2 * k)} ${n(seat)}H${n(x1 + 2 * k)}V${n(seat + 6 * k)}H${n(x0 - 2 * k)}Z`,
      wood,
      'wood',
    ),
    fill(oval((x0 + x1) / 2, seat - 1 * k, (x1 - x0) / 2, 2.6 * k), cushion, 'cloth'),
  ];
}

/** The tide's wash over the sand round the throne, and a wave curling up at x (facing -x). */
function tide(x: number, k: number, p: Palette): Node[] {
  const sea = mix(p.water, '#3a8ab0', 0.35);
  const foam = mix('#ffffff', p.sky[1], 0.15);
  const wash = `M${n(-48 * k)} ${n(1 * k)}Q${n(-30 * k)} ${n(-4 * k)} ${n(-10 * k)} ${n(-2 * k)}Q${n(10 * k)} ${n(-5 * k)} ${n(30 * k)} ${n(-3 * k)}L${n(x + 60 * k)} ${n(-6 * k)}V${n(6 * k)}H${n(-48 * k)}Z`;
  // The wave: a breaker towering over the throne, its back rising from the right to a crest
  // that curls forward over the king, its lip hooked down over a dark hollow, foam along it.
  const h = 150 * k;
  const P = (dx: number, t: number): string => `${n(x + dx * k)} ${n(-h * t)}`;
  const wave = `M${P(50, 0)}C${P(52, 0.5)} ${P(40, 0.96)} ${P(4, 1)}C${P(-26, 1)} ${P(-46, 0.86)} ${P(-42, 0.66)}C${P(-36, 0.6)} ${P(-26, 0.64)} ${P(-22, 0.74)}C${P(-14, 0.55)} ${P(-16, 0.25)} ${P(-30, 0)}Z`;
  const hollow = `M${P(-22, 0.74)}C${P(-14, 0.55)} ${P(-16, 0.25)} ${P(-30, 0)}L${P(-6, 0)}C${P(0, 0.3)} ${P(-2, 0.6)} ${P(-22, 0.74)}Z`;
  const inner = [0.25, 0.45, 0.65]
    .map((t) =>
      taper(
        [x + (44 - t * 20) * k, -h * t],
        [x + (12 - t * 14) * k, -h * (t + 0.14)],
        1.6 * k,
        0.6 * k,
      ),
    )
    .join('');
  // Foam along the lip, from the crest to its hooked tip.
  const lip = [
    [2, 1.0, 4.2],
    [-10, 0.98, 4],
    [-22, 0.94, 3.8],
    [-32, 0.86, 3.4],
    [-40, 0.77, 3],
    [-42, 0.69, 2.6],
  ]
    .map(([dx, t, r]) => circle(x + (dx ?? 0) * k, -h * (t ?? 0), (r ?? 0) * k))
    .join('');
  const spray = [0, 1, 2, 3]
    .map((i) => circle(x - 44 * k - i * 4 * k, -h * (0.6 - i * 0.07), (1.8 - i * 0.25) * k))
    .join('');
  return [
    fill(
      wash,
      {
        kind: 'linear',
        x1: 0,
        y1: -6 * k,
        x2: 0,
        y2: 6 * k,
        stops: [
          [0, lighter(sea, 0.35)],
          [1, sea],
        ],
      },
      'water',
      0,
    ),
    stroke(
      `M${n(-48 * k)} ${n(1 * k)}Q${n(-30 * k)} ${n(-4 * k)} ${n(-10 * k)} ${n(-2 * k)}Q${n(10 * k)} ${n(-5 * k)} ${n(30 * k)} ${n(-3 * k)}`,
      foam,
      1.4 * k,
      'water',
      0,
    ),
    fill(wave, sea, 'water'),
    fill(hollow, darker(sea, 0.25), 'water', 0),
    fill(inner, lighter(sea, 0.3), 'water', 0),
    fill(lip, foam, 'water', 0),
    fill(spray, foam, 'water', 0),
  ];
}

/**
 * Facing +x: the throne at the left on the sand, the king seated on it, the front arm out with
 * the sceptre levelled at the wave coming in at the right, the feet in the wash.
 */
export const tideKing: Action = {
  id: 'tide-king',
  objects: ['sea'],
  // Kings and queens.
  who: ['old-man', 'man', 'old-woman', 'woman'],
  feelings: ['resolve', 'surprise', 'fear', 'mischief', 'calm'],
  settings: ['shore'],
  // Its words say where: "on the beach".
  ownPlace: true,
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  // A throne commanding the tide is the dream; a twist beside it would crowd the beach.
  untwisted: true,
  // A silhouette loses the crown and the face; the woodcut's pale inks made the wave a pink hill.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky', 'moon'],
  family: () => 'tide-king',
  concepts: [
    'King Canute',
    'throne',
    'crown',
    'sceptre',
    'the tide',
    'pride',
    'power',
    'vanity',
    'the limits of power',
    'commanding',
  ],
  say: sayFrom(
    {
      sea: {
        en: 'sits on a throne on the beach in a crown and orders the tide back with a sceptre, the waves already lapping at the throne',
        ja: '浜辺の玉座に王冠をかぶって座り、笏で潮に引けと命じる。波はもう玉座の脚を洗っている',
        ru: 'сидит в короне на троне посреди пляжа и скипетром велит приливу отступить, а волны уже плещутся у трона',
        pt: 'senta-se num trono na praia, de coroa, e ordena à maré que recue com o ceptro, com as ondas já a lamber o trono',
        fi: 'istuu valtaistuimella rannalla kruunu päässä ja käskee valtikalla vuoroveden perääntyä, aallot jo valtaistuimen jaloissa',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Crowned, in a royal robe.
    const robe = rng.pick(robeReds);
    const king = {
      ...ctx,
      who: {
        ...ctx.who,
        look: { ...ctx.who.look, hat: 'crown' as const, hatColor: gold, top: robe, trim: gold },
      },
    };
    const probe = posed(king, { legs: 'sit' });
    const seat = probe.skeleton.hip[1] * s;
    const ax = -6 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const pointAt: Point = [ax + m.arm * s * 1.1, (m.shoulder - 6) * s];
    const fig = posed(king, {
      legs: 'sit',
      lean: -4,
      front: { reach: toActor(where, pointAt), hand: 'fist' },
      back: { reach: toActor(where, [ax + 6 * k, seat - 2 * k]), hand: 'mitt' },
      turn: 0.6,
      headTilt: -8,
      gaze: [1, 0],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const elbow = actorPoint(actor, fig.skeleton.elbows.front);
    // The sceptre: from the fist on along the arm's line, a jewel on its tip.
    const dx = hand[0] - elbow[0];
    const dy = hand[1] - elbow[1];
    const d = Math.hypot(dx, dy) || 1;
    const tip: Point = [hand[0] + (dx / d) * 22 * k, hand[1] + (dy / d) * 22 * k];
    const sceptre: Node[] = [
      stroke(
        `M${n(hand[0] - (dx / d) * 4 * k)} ${n(hand[1] - (dy / d) * 4 * k)}L${n(tip[0])} ${n(tip[1])}`,
        gold,
        2.4 * k,
        'metal',
      ),
      fill(circle(tip[0], tip[1], 3.4 * k), gold, 'metal'),
      fill(circle(tip[0], tip[1], 1.6 * k), '#c9303a', 'glow', 0),
    ];
    const waveX = ax + 72 * k;
    const nodes: Node[] = [
      ...throne(ax - 16 * k, ax + 12 * k, seat, k),
      actorNodes(actor),
      ...sceptre,
      ...tide(waveX, k, p),
    ];
    const box: [number, number, number, number] = [ax - 24 * k, -160 * k, waveX + 54 * k, 6];
    const focus: Point = [(ax + waveX) / 2, seat - 20 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [[ax * facing, 30 * k]],
    });
  },
};
