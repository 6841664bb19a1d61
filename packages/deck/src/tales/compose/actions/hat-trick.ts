/**
 * The magic trick turned around: a rabbit stands at a little table with its wand out, and from
 * the top hat upturned on the table it lifts, by the scruff of the collar, a tiny person with
 * legs dangling and arms flung out — the rabbit of the old trick now the magician.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who comes out of the hat. */
const pulledWhos: readonly Who[] = ['man', 'woman', 'old-man', 'old-woman'];

/**
 * A top hat upturned on a tabletop at (x, top), crown down, `w` across the crown: `back` is the
 * crown and the dark of its opening, `lip` the near half of the brim drawn over what comes out.
 */
function upturnedHat(
  x: number,
  top: number,
  w: number,
  felt: string,
): { back: Node[]; lip: Node[]; mouth: number } {
  const h = w * 1.05;
  const mouth = top - h;
  const bw = w * 0.75;
  return {
    mouth,
    back: [
      fill(rect(x - w / 2, mouth, w, h, w * 0.04), felt, 'cloth'),
      fill(rect(x - w / 2, top - h * 0.32, w, h * 0.14), mix(felt, '#c8382e', 0.7), 'cloth'),
      stroke(
        `M${n(x - w * 0.36)} ${n(mouth + 3)}V${n(top - 2)}`,
        lighter(felt, 0.3),
        w * 0.05,
        'detail',
        0,
      ),
      fill(oval(x, mouth, bw, w * 0.17), darker(felt, 0.15), 'cloth'),
      fill(oval(x, mouth, w * 0.5, w * 0.1), '#15110f', 'cloth'),
    ],
    lip: [
      fill(
        `M${n(x - bw)} ${n(mouth)}Q${n(x)} ${n(mouth + w * 0.34)} ${n(x + bw)} ${n(mouth)}Q${n(x)} ${n(mouth + w * 0.16)} ${n(x - bw)} ${n(mouth)}Z`,
        lighter(felt, 0.12),
        'cloth',
      ),
    ],
  };
}

/** A wand: a black rod with a white tip, from the hand at `hand` out at angle `a` (degrees). */
function wand(hand: Point, a: number, len: number): Node[] {
  const r = (a * Math.PI) / 180;
  const tip: Point = [hand[0] + Math.cos(r) * len, hand[1] + Math.sin(r) * len];
  const mid: Point = [hand[0] + Math.cos(r) * len * 0.78, hand[1] + Math.sin(r) * len * 0.78];
  const twinkle = (c: Point, s: number): string =>
    `M${n(c[0] - s)} ${n(c[1])}H${n(c[0] + s)}M${n(c[0])} ${n(c[1] - s)}V${n(c[1] + s)}`;
  return [
    stroke(
      `M${n(hand[0] - Math.cos(r) * 3)} ${n(hand[1] - Math.sin(r) * 3)}L${n(mid[0])} ${n(mid[1])}`,
      '#1e1a18',
      len * 0.07,
      'wood',
    ),
    stroke(`M${n(mid[0])} ${n(mid[1])}L${n(tip[0])} ${n(tip[1])}`, '#f6f1e6', len * 0.07, 'wood'),
    stroke(
      [
        twinkle([tip[0] + len * 0.22, tip[1] - len * 0.12], len * 0.1),
        twinkle([tip[0] + len * 0.05, tip[1] - len * 0.32], len * 0.07),
      ].join(''),
      '#f0c840',
      len * 0.035,
      'detail',
      0,
    ),
  ];
}

/**
 * The rabbit on the left, its near arm raised and holding the little one up by the collar over
 * the hat on the table in front of it; its far arm out behind with the wand. The little one
 * hangs from the collar, feet still in the hat's mouth.
 */
export const hatTrick: Action = {
  id: 'hat-trick',
  objects: ['hat'],
  who: ['rabbit'],
  feelings: ['mischief', 'surprise', 'wonder'],
  settings: ['theatre', 'street', 'library', 'meadow'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut blacks the hat out against its ground; a silhouette hides the little one's face.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['lamp', 'candle', 'sun', 'sky'],
  family: (o) => `hat-trick:${o}`,
  concepts: [
    'magic trick',
    'magician',
    'top hat',
    'roles reversed',
    'surprise',
    'showmanship',
    'the tables turned',
    'humans and animals',
    'abracadabra',
  ],
  say: sayFrom(
    {
      hat: {
        en: 'pulls a tiny person out of a top hat by the collar',
        ja: 'シルクハットから小さな人間を襟首をつかんで引っぱり出している',
        ru: 'вытаскивает за шиворот из цилиндра крошечного человечка',
        pt: 'tira de uma cartola uma pessoinha agarrada pelo colarinho',
        fi: 'vetää silinterihatusta pikkuruisen ihmisen niskasta kiinni pitäen',
      },
    },
    'hat',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The table and the hat on it, in front of the rabbit.
    const tx = 30 * k;
    const top = -36 * k;
    const wood = mix(p.wood, '#8a5a34', 0.3);
    const felt = rng.pick(['#2a2630', '#3a2a4a', '#24303a']);
    const hat = upturnedHat(tx, top, 20 * k, felt);
    const table: Node[] = [
      stroke(`M${n(tx)} ${n(top + 3 * k)}V${n(-2 * k)}`, darker(wood, 0.25), 4 * k, 'wood'),
      fill(oval(tx, -1.2 * k, 10 * k, 2 * k), darker(wood, 0.3), 'wood'),
      fill(rect(tx - 20 * k, top, 40 * k, 4 * k, 1.6 * k), wood, 'wood'),
      // A cloth over the table, hanging in a fringe.
      fill(
        `M${n(tx - 21 * k)} ${n(top)}H${n(tx + 21 * k)}L${n(tx + 19 * k)} ${n(top + 14 * k)}Q${n(tx)} ${n(top + 18 * k)} ${n(tx - 19 * k)} ${n(top + 14 * k)}Z`,
        rng.pick(['#b0303a', '#2f5f9a', '#6a2f7a']),
        'cloth',
      ),
    ];
    // The little one, hanging with legs dangling and arms out, feet in the hat's mouth.
    const small = cast(rng.pick(pulledWhos), rng.fork('pulled'), p);
    const sm = measure(small);
    const ss = (40 * k) / sm.height;
    const feel: Feeling = rng.pick(['surprise', 'fear', 'joy'] as const);
    const hung = pose(
      small,
      feel,
      {
        legs: 'dangle',
        lean: -4,
        front: { angle: 130, bend: 30, hand: 'open' },
        back: { angle: 150, bend: 20, hand: 'open' },
        turn: 0.1,
        headTilt: 6,
        gaze: [0.3, -0.1],
      },
      ctx.ink,
    );
    const where = { x: tx, y: hat.mouth + 3 * k, facing: 1 as const, scale: ss };
    const b: Actor = { fig: hung, ...where };
    // Held at the back of the collar, below and behind the head: the fist never hides the face.
    const neck: Point = [
      tx + hung.skeleton.neck[0] * ss - sm.headR * ss * 0.9,
      where.y + hung.skeleton.neck[1] * ss + 1.5 * k,
    ];
    // The rabbit: near arm up to the collar, the far arm out behind with the wand.
    const rx = -14 * k;
    const rabbit = posed(ctx, {
      legs: 'stand',
      lean: 4,
      front: {
        reach: toActor({ x: rx, facing: 1, scale: s }, neck),
        hand: 'fist',
      },
      back: { angle: -55, bend: 25, hand: 'fist' },
      turn: 0.6,
      headTilt: -4,
      gaze: [0.9, -0.1],
    });
    const a: Actor = { fig: rabbit, x: rx, facing: 1, scale: s };
    const wh = rabbit.skeleton.hands.back;
    const wandAt: Point = [rx + wh[0] * s, wh[1] * s];
    const nodes: Node[] = [
      ...table,
      ...hat.back,
      actorNodes(b),
      ...hat.lip,
      ...wand(wandAt, -125, 22 * k),
      actorNodes({ ...a, fig: { ...rabbit, hands: [] } }),
      group(rabbit.hands, `translate(${n(rx)} 0) scale(${n(s)})`),
    ];
    const headTop = (m.headTop - 34) * s;
    const box: [number, number, number, number] = [rx - 34 * k, headTop, tx + 24 * k, 4];
    const focus: Point = [tx - 6 * k, neck[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [rx * facing, 20 * k],
        [tx * facing, 20 * k],
      ],
      glows: [],
    });
  },
};
