/**
 * Bringing autumn by hand: a character reaches up into a tree with a tiny brush and paints its
 * leaves red one at a time; the half of the crown already done is red and gold, the other half
 * still summer green, a pot of red paint at the foot of the trunk. A season as a patient chore.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

const autumn = ['#d8452e', '#e0782e', '#e8b23a', '#c9302e'] as const;
const summer = ['#4f9a45', '#62ad4f', '#3f8a40', '#76b85a'] as const;

/**
 * The tree ahead of the character, its crown low enough to reach; the character on tiptoe, the
 * brush held up into the crown where red meets green, the other hand steadying a low branch.
 */
export const paintAutumn: Action = {
  id: 'paint-autumn',
  objects: ['leaves'],
  // A mouse under a tree is too small to show the brush at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'mischief', 'wonder', 'grief'],
  // Open ground round a lone tree (a forest behind would blur its two halves).
  settings: ['meadow', 'street', 'rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A season painted on by hand is the dream; a twist beside the tree only crowds its crown.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'paint-autumn',
  concepts: [
    'autumn',
    'painting',
    'seasons',
    'change',
    'patience',
    'colour',
    'tree',
    'time passing',
    'craft',
  ],
  say: sayFrom(
    {
      leaves: {
        en: 'paints the leaves of a tree red one by one with a tiny brush',
        ja: '小さな筆で、木の葉を一枚ずつ赤く塗っている',
        ru: 'крошечной кисточкой красит листья на дереве в красный, листок за листком',
        pt: 'pinta de vermelho as folhas de uma árvore, uma a uma, com um pincel minúsculo',
        fi: 'maalaa puun lehtiä punaisiksi yksi kerrallaan pikkuruisella siveltimellä',
      },
    },
    'leaves',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The crown: low enough that the brush reaches its lower edge from tiptoe.
    const tx = 36 * k;
    const cr = 44 * k;
    const crown: Point = [tx, -112 * k];
    const edge = tx - 10 * k;
    const brushTip: Point = [edge, crown[1] + cr * 0.62];
    const ax = -24 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const grip: Point = [brushTip[0] - 11 * k, brushTip[1] + 11 * k];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -4,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { angle: 30, bend: 40, hand: 'mitt' },
      turn: 0.5,
      headTilt: -14,
      gaze: [0.7, -0.8],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };
    const hand: Point = [ax + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const wood = mix('#6a4a32', p.wood, 0.3);
    const trunk: Node[] = [
      fill(
        `M${n(tx - 6 * k)} 0Q${n(tx - 3 * k)} ${n(-40 * k)} ${n(tx - 4 * k)} ${n(crown[1] + 10 * k)}H${n(tx + 4 * k)}Q${n(tx + 3 * k)} ${n(-40 * k)} ${n(tx + 7 * k)} 0Z`,
        wood,
        'wood',
      ),
    ];
    // The crown's mass in two halves, the done side (towards the character) autumn-dark.
    const mass = puff(crown[0], crown[1], cr, cr * 0.82, 11, 1.18, 0.3);
    const halves: Node[] = [
      group(
        [fill(mass, darker(summer[0], 0.15), 'plant')],
        undefined,
        `M${n(edge)} ${n(crown[1] - cr * 2)}H${n(crown[0] + cr * 2)}V${n(crown[1] + cr * 2)}H${n(edge)}Z`,
      ),
      group(
        [fill(mass, '#a8482a', 'plant')],
        undefined,
        `M${n(crown[0] - cr * 2)} ${n(crown[1] - cr * 2)}H${n(edge)}V${n(crown[1] + cr * 2)}H${n(crown[0] - cr * 2)}Z`,
      ),
    ];
    // The leaves, scattered over the crown; each takes its side's colours.
    const leaves: Node[] = [];
    for (let i = 0; i < 60; i++) {
      const ang = rng.range(0, Math.PI * 2);
      const rad = Math.sqrt(rng.next()) * cr * 0.92;
      const x = crown[0] + Math.cos(ang) * rad;
      const y = crown[1] + Math.sin(ang) * rad * 0.8;
      if (Math.hypot(x - brushTip[0], y - brushTip[1]) < 6 * k) continue;
      const done = x < edge;
      leaves.push(
        placed(T.leaf(rng.pick(done ? autumn : summer), 0.75), [x, y], k, rng.range(-70, 70)),
      );
    }
    // The leaf being painted: bigger, half red, half green, under the brush tip.
    const big = 1.3 * k;
    const painted = group(
      [
        group(T.leaf(summer[1], 1).nodes, undefined, 'M0 -10H8V8H0Z'),
        group(T.leaf(autumn[0], 1).nodes, undefined, 'M-8 -10H0V8H-8Z'),
      ],
      `translate(${n(brushTip[0] + 3 * k)} ${n(brushTip[1] - 2 * k)}) scale(${n(big)}) rotate(-20)`,
    );
    // The tiny brush from the fist to the leaf, its tip red.
    const brush: Node[] = [
      stroke(
        `M${n(hand[0])} ${n(hand[1])}L${n(brushTip[0])} ${n(brushTip[1])}`,
        '#c9a26a',
        1.1 * k,
        'wood',
      ),
      fill(circle(brushTip[0], brushTip[1], 1.3 * k), autumn[0], 'detail', 0),
    ];
    // The paint pot at the foot of the trunk.
    const potX = tx - 16 * k;
    const pot: Node[] = [
      fill(
        `M${n(potX - 5 * k)} ${n(-10 * k)}H${n(potX + 5 * k)}L${n(potX + 4.5 * k)} 0H${n(potX - 4.5 * k)}Z`,
        '#9aa0a8',
        'metal',
      ),
      fill(oval(potX, -10 * k, 5 * k, 1.6 * k), autumn[0], 'detail', 0),
      fill(
        `M${n(potX + 3 * k)} ${n(-10 * k)}q${n(1 * k)} ${n(3 * k)} 0 ${n(5 * k)}q${n(-1 * k)} ${n(-2 * k)} ${n(-1 * k)} ${n(-5 * k)}Z`,
        autumn[0],
        'detail',
        0,
      ),
    ];
    const nodes: Node[] = [
      ...trunk,
      ...halves,
      ...leaves,
      painted,
      ...pot,
      actorNodes(a),
      ...brush,
    ];
    const box: [number, number, number, number] = [
      ax - 20 * k,
      crown[1] - cr - 6 * k,
      crown[0] + cr + 6 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx(brushTip, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 22 * k],
        [tx * facing, 16 * k],
      ],
      glows: [],
    });
  },
};
