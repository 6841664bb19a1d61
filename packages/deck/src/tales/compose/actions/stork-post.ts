/**
 * Airmail: up on the clouds someone with a postbag on the hip holds out a letter at arm's length,
 * and a stork flying past on its way south takes it in its long beak without stopping, wings
 * spread, legs trailing. A letter handed over in the air, for somewhere far away.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A stork in flight towards -x, its beak's tip at `tip`, `u` a hundredth of a grown-up's height:
 * white body and neck stretched out, the near wing raised with black flight feathers, the far
 * wing behind it, a red beak and red legs trailing past the tail.
 */
function stork(tip: Point, u: number, white: string, ink: string): Node[] {
  const [x, y] = tip;
  const red = '#d9523a';
  const black = mix('#1d1d22', ink, 0.3);
  const head: Point = [x + 15 * u, y - 3 * u];
  const body: Point = [x + 40 * u, y + 2 * u];
  const wing = (dx: number, dy: number, color: string, tipColor: string): Node[] => {
    const root: Point = [body[0] - 9 * u + dx, body[1] - 3 * u + dy];
    const rootB: Point = [body[0] + 10 * u + dx, body[1] - 3 * u + dy];
    const end: Point = [body[0] + 20 * u + dx, body[1] - 42 * u + dy];
    return [
      fill(
        `M${n(root[0])} ${n(root[1])}Q${n(root[0] - 4 * u)} ${n(end[1] + 10 * u)} ${n(end[0])} ${n(end[1])}Q${n(rootB[0] + 14 * u)} ${n(root[1] - 18 * u)} ${n(rootB[0])} ${n(rootB[1])}Z`,
        color,
        'detail',
        0.8,
      ),
      // The black flight feathers along the trailing edge, out to the tip.
      fill(
        `M${n(end[0])} ${n(end[1])}Q${n(rootB[0] + 14 * u)} ${n(root[1] - 18 * u)} ${n(rootB[0])} ${n(rootB[1])}L${n(rootB[0] - 3 * u)} ${n(rootB[1] - 4 * u)}Q${n(rootB[0] + 6 * u)} ${n(root[1] - 20 * u)} ${n(end[0] - 3 * u)} ${n(end[1] + 2 * u)}Z`,
        tipColor,
        'detail',
        0.6,
      ),
    ];
  };
  return [
    // The far wing, behind and a little darker.
    ...wing(8 * u, -2 * u, darker(white, 0.12), darker(black, 0.1)),
    // Legs trailing back past the tail.
    stroke(
      `M${n(body[0] + 8 * u)} ${n(body[1] + 3 * u)}L${n(body[0] + 30 * u)} ${n(body[1] + 7 * u)}M${n(body[0] + 7 * u)} ${n(body[1] + 4 * u)}L${n(body[0] + 29 * u)} ${n(body[1] + 10 * u)}`,
      red,
      1.3 * u,
      'detail',
      0,
    ),
    fill(
      poly([
        [body[0] + 10 * u, body[1] - 3 * u],
        [body[0] + 22 * u, body[1] - 2 * u],
        [body[0] + 10 * u, body[1] + 4 * u],
      ]),
      white,
      'detail',
      0.8,
    ),
    fill(ellipse(body[0], body[1], 14 * u, 6 * u, -6), white, 'detail', 0.8),
    // The neck stretched out ahead, the head and the long beak.
    stroke(
      `M${n(body[0] - 10 * u)} ${n(body[1] - 2 * u)}Q${n(head[0] + 8 * u)} ${n(head[1] + 3 * u)} ${n(head[0])} ${n(head[1])}`,
      white,
      4.2 * u,
      'detail',
      0.8,
    ),
    fill(circle(head[0], head[1], 3.6 * u), white, 'detail', 0.8),
    fill(
      poly([
        [head[0] - 2 * u, head[1] - 1.8 * u],
        [x, y],
        [head[0] - 2 * u, head[1] + 1.6 * u],
      ]),
      red,
      'detail',
      0.6,
    ),
    fill(circle(head[0] - 0.6 * u, head[1] - 1 * u, 0.9 * u), ink, 'face', 0),
    ...wing(0, 0, white, black),
  ];
}

/**
 * Standing on the cloud floor, the near arm stretched up and forward with the letter, a postbag
 * on the hip on its strap; the stork coming in from ahead at head height takes the letter's far
 * corner in its beak.
 */
export const storkPost: Action = {
  id: 'stork-post',
  objects: ['letter'],
  who: ['woman', 'man', 'old-man', 'old-woman', 'girl', 'deer', 'hedgehog', 'elephant'],
  feelings: ['longing', 'calm', 'resolve', 'surprise'],
  settings: ['clouds'],
  framings: ['low', 'high', 'wide'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  family: () => 'stork-post',
  concepts: [
    'airmail',
    'a stork',
    'news from far away',
    'delivery',
    'migration',
    'a message',
    'a postman',
    'waiting for word',
    'going south',
    'trust',
  ],
  say: sayFrom(
    {
      letter: {
        en: 'hands a letter to a stork flying past above the clouds',
        ja: '雲の上で、飛んでいくコウノトリに手紙を手渡している',
        ru: 'над облаками отдаёт письмо пролетающему мимо аисту',
        pt: 'acima das nuvens, entrega uma carta a uma cegonha que passa a voar',
        fi: 'ojentaa pilvien yläpuolella kirjeen ohi lentävälle haikaralle',
      },
    },
    'letter',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    const reach: Point = [36 * k, -86 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: toActor(where, reach), hand: 'fist' },
      back: { angle: 12, bend: 30, hand: 'fist' },
      turn: 0.7,
      headTilt: -14,
      gaze: [1, -0.5],
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const paper = mix('#fbf7ee', p.light, 0.08);
    const letterAt: Point = [hand[0] + 6 * k, hand[1] - 2 * k];
    const letter = placed(P.envelope(paper, p.ink), letterAt, 0.75 * k, -12);
    const tip: Point = [letterAt[0] + 5 * k, letterAt[1] - 3 * k];
    const white = mix('#ffffff', p.light, 0.1);
    const bird = stork(tip, 1.2 * k, white, p.ink);
    // The postbag on its strap, from the far shoulder across to the near hip, a letter in it.
    const sh = actorPoint(actor, fig.skeleton.shoulders.back);
    const hip = actorPoint(actor, fig.skeleton.hip);
    const leather = mix('#8a5a34', p.wood, 0.3);
    const bagAt: Point = [hip[0] - 4 * k, hip[1] + 2 * k];
    const bag: Node[] = [
      stroke(
        `M${n(sh[0])} ${n(sh[1])}L${n(bagAt[0] + 4 * k)} ${n(bagAt[1] - 4 * k)}`,
        darker(leather, 0.2),
        1.6 * k,
        'cloth',
      ),
      fill(rect(bagAt[0] - 2 * k, bagAt[1] - 10 * k, 8 * k, 3 * k, 0.5 * k), paper, 'paper'),
      fill(rect(bagAt[0] - 8 * k, bagAt[1] - 8 * k, 18 * k, 15 * k, 2 * k), leather, 'cloth'),
      fill(
        rect(bagAt[0] - 8 * k, bagAt[1] - 8 * k, 18 * k, 6 * k, 2 * k),
        darker(leather, 0.15),
        'cloth',
      ),
    ];
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.7, tip[1] - 56 * k) - 3 * k;
    const right = tip[0] + 84 * k;
    const box: [number, number, number, number] = [-22 * k, top, right, 4 * k];
    const closeBox: [number, number, number, number] = [
      -16 * k,
      top,
      right - 10 * k,
      hc[1] + 40 * k,
    ];
    const focus: Point = [(hc[0] + tip[0]) / 2, (hc[1] + tip[1]) / 2];
    const faults: string[] = [];
    // The letter must be up by the face, out in front: lower, it reads as a bag being carried.
    if (hand[1] > hc[1] + 12 * k) faults.push('letter held low');
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      actors: mirror([actorNodes(actor), ...bag, letter, ...bird], facing),
      contacts: [[mx([0, 0], facing)[0], 30 * k]],
      glows: [],
      faults,
    });
  },
};
