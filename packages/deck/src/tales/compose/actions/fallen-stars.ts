/**
 * Two friends lying head to head in the grass, seen from straight above: one the right way up on
 * the card, the other upside down, their heads side by side in the middle, and all around them in
 * the grass the stars that have fallen out of the sky, still glowing; one held up on a palm.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, mapShapes, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, cast, pose, type Actor } from '../cast.ts';
import { measure, placed, posed, setUp, staged } from '../helpers.ts';
import { whos, type Who } from '../cast.ts';
import type { FigurePose } from '../../kit/figure.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';

/** Who lies beside the main character: anyone but a mouse (a speck beside a grown-up). */
const friends: readonly Who[] = whos.filter((w) => w !== 'mouse');

/**
 * Spread out on the back, seen from above: a figure seen from the front with its arms and legs
 * out (legs and arms at these angles from straight down), which reads as one lying in the grass, not standing.
 */
function spreadOut(legs: number, arms: number): Partial<FigurePose> {
  return {
    legs: [
      [legs, 4],
      [-legs, 4],
    ],
    lean: 0,
    turn: 0,
    headTilt: 0,
    gaze: [0, -0.6],
    front: { angle: arms, bend: 10, hand: 'open' },
    back: { angle: -arms, bend: 10, hand: 'open' },
  };
}

/**
 * Lying in the grass head to head with a friend among fallen stars, seen from above: the two
 * drawn as figures seen from the front (a figure on its back seen from above), one turned
 * upside down, so the card reads both ways up; the stars lie about in the grass, glowing.
 */
export const fallenStars: Action = {
  id: 'fallen-stars',
  // Seen from straight above: a whale in the sky or a giant teapot beside them makes no sense.
  untwisted: true,
  objects: ['stars'],
  who: friends,
  feelings: ['wonder', 'joy', 'calm', 'longing', 'sleep'],
  settings: ['meadow'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['moon', 'sky', 'sun'],
  family: () => 'fallen-stars',
  concepts: [
    'friendship',
    'lying in the grass',
    'stargazing',
    'night sky',
    'falling stars',
    "bird's eye",
    'daydream',
  ],
  say: sayFrom(
    {
      stars: {
        en: 'lies head to head with a friend among stars fallen into the grass',
        ja: '友だちと頭をくっつけて寝ころび、草むらに落ちてきた星たちに囲まれている',
        ru: 'лежит голова к голове с другом среди звёзд, упавших в траву',
        pt: 'deita-se cabeça com cabeça com um amigo, entre estrelas caídas na relva',
        fi: 'makaa pää vasten päätä ystävän kanssa ruohoon pudonneiden tähtien keskellä',
      },
    },
    'stars',
  ),
  stage(ctx) {
    const { p, rng, m, s } = setUp(ctx);
    const H = m.height * s;
    const other = cast(rng.pick(friends.filter((w) => w !== ctx.who.who)), rng.fork('friend'), p);
    const k = H / 100;
    // The main character the right way up (feet at the bottom), its head just under the middle;
    // the friend upside down above, its head just over the middle and beside it.
    const gap = 4 * k;
    const mainFig = posed(ctx, spreadOut(24, 125));
    const friendFig = pose(
      other,
      ctx.feeling === 'sleep' ? 'sleep' : rng.pick(['joy', 'wonder', 'calm'] as const),
      spreadOut(20, 110),
      ctx.ink,
    );
    const mainAt: Point = [-11 * k, 2 * H + gap];
    // The friend as tall as the main character on the card, whatever its kind.
    const fs = (H / measure(other).height) * 0.95;
    const mainActor: Actor = { fig: mainFig, x: 0, facing: 1, scale: s };
    const friendActor: Actor = { fig: friendFig, x: 0, facing: 1, scale: fs };
    // The grass from above, to the card's edges, tufts in rows.
    const grass = mix(p.ground, '#4f8a45', 0.65);
    const wall: Node[] = [fill(rect(-600, -800, 1200, 1400), grass, 'floor')];
    const tufts: string[] = [];
    for (let i = 0; i < 90; i++) {
      const x = rng.range(-160, 160) * k;
      const y = rng.range(-40, 260) * k;
      tufts.push(
        `M${n(x)} ${n(y)}l${n(-2 * k)} ${n(-5 * k)}M${n(x)} ${n(y)}l${n(2 * k)} ${n(-5 * k)}`,
      );
    }
    wall.push(stroke(tufts.join(''), darker(grass, 0.18), 1.1 * k, 'plant', 0));
    // Fallen stars in the grass round the two, each with its glow.
    const starC = '#fff1a8';
    const stars: Node[] = [];
    const glows: { at: Point; r: number; color: string }[] = [];
    const spots: Point[] = [
      [-40, 28],
      [42, 62],
      [-44, 140],
      [40, 176],
      [-30, 186],
      [34, 14],
      [46, 118],
      [-36, 80],
    ];
    for (const [i, [x, y]] of spots.entries()) {
      const c: Point = [x * k, y * k];
      const r = (i < 4 ? 10 : 7) * k;
      stars.push(fill(circle(c[0], c[1], r * 1.35), lighter(grass, 0.18), 'glow', 0));
      stars.push(placed(P.star(starC, r), c, 1, i * 23));
      glows.push({ at: c, r: r * 3, color: starC });
    }
    // Daisies in the grass, and under each figure its shadow pressed into it, a little to one
    // side: a body lying on the ground, not standing in the air.
    const daisies: Node[] = [];
    for (let i = 0; i < 14; i++) {
      const x = rng.range(-0.6, 0.6) * H;
      const y = rng.range(0, 2) * H;
      daisies.push(fill(circle(x, y, 2.6 * k), '#fbfaf2', 'plant', 0));
      daisies.push(fill(circle(x, y, 1.1 * k), '#f2c230', 'plant', 0));
    }
    const shade = darker(grass, 0.35);
    const shadowOf = (nodes: Node[]): Node => ({
      type: 'group',
      opacity: 0.45,
      transform: `translate(${n(3 * k)} ${n(3 * k)})`,
      children: mapShapes(nodes, (sh) => ({
        ...sh,
        ...(sh.fill === undefined ? {} : { fill: shade }),
        ...(sh.stroke === undefined ? {} : { stroke: { ...sh.stroke, color: shade } }),
        tag: 'shadow',
        ink: 0,
      })),
    });
    const friendAt = `translate(${n(11 * k)} ${n(-gap)}) rotate(180)`;
    const mainAtT = `translate(${n(mainAt[0])} ${n(mainAt[1])})`;
    const friendNodes = [group([actorNodes(friendActor)], friendAt)];
    const mainNodes = [group([actorNodes(mainActor)], mainAtT)];
    const actors: Node[] = [
      ...daisies,
      ...stars,
      shadowOf(friendNodes),
      shadowOf(mainNodes),
      ...friendNodes,
      ...mainNodes,
    ];
    const box: [number, number, number, number] = [
      -0.62 * H,
      -gap - 4 * k,
      0.62 * H,
      2 * H + gap + 4 * k,
    ];
    return staged(box, [0, H], {
      wall,
      actors,
      contacts: [],
      airborne: true,
      glows,
    });
  },
};
