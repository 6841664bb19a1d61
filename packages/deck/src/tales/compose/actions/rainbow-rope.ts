/**
 * Skipping with a rainbow: two friends turn a rainbow like a skipping rope, each holding one of
 * its ends, and between them a character hops as it comes round. Three characters at play under
 * one big arch of colour that reads at any size.
 */
import { n, type Point } from '../../geom.ts';
import { group, stroke, type Node } from '../../ir.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Who } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The rainbow's bands, outside in (rainbow-slide.ts draws its rainbow with them too). */
export const rainbowBands = [
  '#e0483a',
  '#f08a30',
  '#f2cc3a',
  '#5aaa50',
  '#3a7ac8',
  '#7a4aa8',
] as const;

/**
 * Who may turn the rope, by size: friends about as tall as the jumper (a frog's friends are
 * children and small animals), so the three stand close enough to fill the card.
 */
const smallTurners: readonly Who[] = ['girl', 'boy', 'rabbit', 'cat', 'frog', 'mouse', 'owl'];
const tallTurners: readonly Who[] = ['woman', 'man', 'fox', 'bear', 'wolf', 'old-woman', 'old-man'];

/** Points along the rope from a to b, sagging up into an arch `rise` above the higher end. */
function arch(a: Point, b: Point, rise: number, count = 28): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    out.push([
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t - rise * Math.sin(Math.PI * t) ** 0.6,
    ]);
  }
  return out;
}

/**
 * Skipping under a rainbow turned like a rope: a turner at each side, its near hand up holding an
 * end, the rainbow arching over the jumper, who hops on the spot in the middle.
 */
export const rainbowRope: Action = {
  id: 'rainbow-rope',
  objects: ['rainbow'],
  feelings: ['joy', 'mischief', 'wonder', 'surprise', 'resolve'],
  settings: ['meadow', 'street', 'shore', 'rooftop', 'snowfield', 'desert', 'clouds', 'forest'],
  // Three side by side are wide: framed wide, the setting round them, never cut by the edge.
  framings: ['wide'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'glow'],
  family: () => 'rainbow-rope',
  concepts: ['skipping rope', 'play', 'friendship', 'childhood', 'rainbow', 'games', 'rhythm'],
  say: sayFrom(
    {
      rainbow: {
        en: 'skips over a rainbow that two friends turn like a rope',
        ja: '友だちふたりが縄のように回す虹で、縄跳びをしている',
        ru: 'прыгает через радугу, которую двое друзей крутят, как скакалку',
        pt: 'salta à corda com um arco-íris que dois amigos fazem girar',
        fi: 'hyppii narua sateenkaarella, jota kaksi ystävää pyörittää',
      },
    },
    'rainbow',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const apart = 62 * k;
    // The two who turn it: two kinds other than the jumper, each facing the middle.
    const pool = ctx.who.age === 'child' ? smallTurners : tallTurners;
    const kinds = rng.shuffle(pool.filter((w) => w !== ctx.who.who));
    const friends = [kinds[0] ?? 'girl', kinds[1] ?? 'fox'].map((w, i) =>
      cast(w, rng.fork(`turner${String(i)}`), p),
    );
    const cheer: Feeling = ctx.feeling === 'surprise' ? 'mischief' : 'joy';
    const ends: Point[] = [];
    const actors: Actor[] = friends.map((c, i) => {
      const side = i === 0 ? -1 : 1;
      const inward: 1 | -1 = side < 0 ? 1 : -1;
      const where = {
        x: side * apart,
        y: 0,
        facing: inward,
        scale: c.scale,
      };
      const hand: Point = [side * (apart - 18 * k), -66 * k];
      ends.push(hand);
      const fig = pose(
        c,
        cheer,
        {
          legs: 'stand',
          lean: -4,
          front: { reach: toActor(where, hand), hand: 'fist' },
          back: { angle: 10, bend: 30, hand: 'mitt' },
          turn: 0.55,
          headTilt: -6,
          gaze: [0.8, -0.3],
        },
        ctx.ink,
      );
      return { fig, ...where };
    });
    // The jumper hops on the spot, knees up, arms low and out for balance (raised, they hid the
    // rainbow), looking up at the arch.
    const scared = ctx.feeling === 'surprise';
    const jumper = pose(
      ctx.who,
      ctx.feeling,
      {
        legs: [
          [54, 96],
          [24, 110],
        ],
        lift: 24,
        lean: 2,
        front: { angle: 95, bend: 70, hand: 'open' },
        back: { angle: -80, bend: -60, hand: 'open' },
        turn: scared ? 0.3 : 0.45,
        headTilt: -12,
        gaze: [0.2, -1],
      },
      ctx.ink,
    );
    const hopper: Actor = { fig: jumper, x: 0, facing: 1, scale: s };
    const headTop = (jumper.skeleton.headCentre[1] - jumper.headR) * s;
    const left: Point = ends[0] ?? [-apart, -66 * k];
    const right: Point = ends[1] ?? [apart, -66 * k];
    // The arch clears the jumper's head well, so it reads as a rainbow, not a hat.
    const rise = left[1] - headTop + 40 * k;
    const w = 2.6 * k;
    const rainbow: Node[] = rainbowBands.map((color, i) => {
      const pts = arch(left, right, rise - i * w * 0.9);
      return stroke(
        pts.map((q, j) => `${j === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1] + i * w * 0.1)}`).join(''),
        color,
        w,
        'cloth',
        i === 0 || i === rainbowBands.length - 1 ? 0.6 : 0,
      );
    });
    // A few strokes where the rainbow has just swept by, and the jumper's shadow on the ground.
    const top = left[1] - rise - 4 * k;
    const swish = stroke(
      `M${n(-30 * k)} ${n(top + 16 * k)}q${n(30 * k)} ${n(-12 * k)} ${n(60 * k)} 0`,
      '#ffffff',
      1 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [...rainbow, swish, ...actors.map(actorNodes), actorNodes(hopper)];
    // Boxed on what is drawn: the friends' tails and ears reach past where they stand.
    const drawn = nodeBox(group(nodes), identity) ?? [-apart, top, apart, 0];
    const reach = Math.max(-drawn[0], drawn[2]) + 4 * k;
    const box: [number, number, number, number] = [-reach, top - 6 * k, reach, 4];
    return staged(facingBox(box, facing), mx([0, top + 30 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [-apart * facing, 22 * k],
        [0, 16 * k],
        [apart * facing, 22 * k],
      ],
      glows: [],
      closeBox: facingBox([-apart - 14 * k, top - 4 * k, apart + 14 * k, -20 * k], facing),
    });
  },
};
