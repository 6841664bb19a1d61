/**
 * The zoo turned around: an animal in its Sunday clothes stands outside a cage and holds an apple
 * through the bars to the person kept inside, who reaches out for it. The visitor and the visited
 * have swapped places; who is looking after whom?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The people a zoo of animals keeps. */
const keptWhos: readonly Who[] = ['man', 'woman', 'old-man', 'old-woman'];

/**
 * The cage from x0 to x1, `h` tall: a roof beam, a floor plinth and round bars (each with a
 * highlight so it reads as a bar, not a stripe); `bars` is drawn over whoever is inside.
 */
function cage(
  x0: number,
  x1: number,
  h: number,
  metal: string,
  k: number,
): {
  back: Node[];
  bars: Node[];
} {
  const gap = 18 * k;
  const count = Math.max(3, Math.round((x1 - x0) / gap));
  const xs = Array.from({ length: count + 1 }, (_, i) => x0 + ((x1 - x0) * i) / count);
  const wall = fill(rect(x0, -h, x1 - x0, h, 0), mix(metal, '#f4ead8', 0.8), 'wood');
  return {
    back: [wall],
    bars: [
      stroke(xs.map((x) => `M${n(x)} ${n(-h)}V0`).join(''), metal, 3 * k, 'metal'),
      stroke(
        xs.map((x) => `M${n(x - 0.7 * k)} ${n(-h + 4 * k)}V${n(-4 * k)}`).join(''),
        lighter(metal, 0.45),
        0.9 * k,
        'detail',
        0,
      ),
      fill(
        rect(x0 - 4 * k, -h - 6 * k, x1 - x0 + 8 * k, 8 * k, 1.5 * k),
        darker(metal, 0.1),
        'metal',
      ),
      fill(rect(x0 - 4 * k, -5 * k, x1 - x0 + 8 * k, 6 * k, 1 * k), darker(metal, 0.25), 'metal'),
    ],
  };
}

/**
 * Feeding a person at the zoo: the cage on one side, its bars drawn over the person inside, who
 * stands close to them and reaches one hand through; the animal outside leans in and holds out
 * the apple between two bars, so both hands meet at it.
 */
export const zooFeed: Action = {
  id: 'zoo-feed',
  objects: ['apple'],
  who: ['fox', 'bear', 'rabbit', 'cat', 'wolf'],
  feelings: ['wonder', 'mischief', 'surprise'],
  settings: ['meadow', 'forest', 'street', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  lights: ['sun', 'sky'],
  family: (o) => `zoo-feed:${o}`,
  concepts: [
    'zoo',
    'captivity',
    'roles reversed',
    'feeding',
    'kindness',
    'freedom',
    'curiosity',
    'humans and animals',
    'bars',
  ],
  say: sayFrom(
    {
      apple: {
        en: 'holds an apple through the bars to a person kept in a zoo cage',
        ja: '動物園のおりに入れられた人間に、格子のすきまからリンゴを差し出している',
        ru: 'протягивает сквозь прутья яблоко человеку, которого держат в клетке зоопарка',
        pt: 'estende uma maçã por entre as grades a uma pessoa fechada numa jaula do jardim zoológico',
        fi: 'ojentaa omenaa kaltereiden välistä ihmiselle, jota pidetään eläintarhan häkissä',
      },
    },
    'apple',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const k = 1;
    const metal = mix(p.ink, '#5a6470', 0.5);
    const x0 = 14 * k;
    // Four wide gaps: the face inside shows whole in the second one.
    const x1 = x0 + 72 * k;
    const h = 122 * k;
    const { back, bars } = cage(x0, x1, h, metal, k);
    // The person inside, a grown-up of the card's own scale, close behind the bars.
    const kept = cast(rng.pick(keptWhos), rng.fork('kept'), p);
    const km = measure(kept);
    const apple: Point = [x0 + 9 * k, -58 * k];
    const inX = x0 + 33 * k;
    const where = { x: inX, y: 0, facing: -1 as const, scale: kept.scale };
    const hopeful: Feeling = rng.pick(['longing', 'joy', 'surprise'] as const);
    const person = pose(
      kept,
      hopeful,
      {
        legs: 'stand',
        lean: 8,
        front: { reach: toActor(where, [apple[0] + 7 * k, apple[1] + 2 * k]), hand: 'open' },
        back: { reach: toActor(where, [x0 + 16 * k, -km.height * 0.62]), hand: 'fist' },
        turn: 0.6,
        headTilt: 8,
        gaze: [0.8, 0.3],
      },
      ctx.ink,
    );
    const b: Actor = { fig: person, ...where };
    // The visitor outside, leaning in with the apple held out between two bars.
    const outX = x0 - 30 * k;
    const visitor = posed(ctx, {
      legs: 'stride',
      lean: 10,
      front: { reach: [(apple[0] - 4 * k - outX) / s, (apple[1] + 4 * k) / s], hand: 'mitt' },
      back: { angle: -30, bend: 30, hand: 'mitt' },
      turn: 0.6,
      gaze: [1, 0.2],
    });
    const a: Actor = { fig: visitor, x: outX, facing: 1, scale: s };
    const fruit = placed(C.apple(rng.pick(['#d8413a', '#c8382e', '#8cc43c'])), apple, 0.8 * k);
    const nodes: Node[] = [
      ...back,
      actorNodes(b),
      ...bars,
      actorNodes({ ...a, fig: { ...visitor, hands: [] } }),
      fruit,
      group(visitor.hands, `translate(${n(outX)} 0) scale(${n(s)})`),
    ];
    const headTop = Math.min((m.headTop - 6) * s, -h - 10 * k);
    const box: [number, number, number, number] = [outX - 26 * k, headTop, x1 + 8 * k, 4];
    const focus: Point = apple;
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [outX * facing, 20 * k],
        [((x0 + x1) / 2) * facing, x1 - x0],
      ],
      glows: [],
    });
  },
};
