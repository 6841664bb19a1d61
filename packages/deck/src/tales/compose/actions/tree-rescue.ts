/**
 * The rescue turned around: it is the person who is stuck up the tree, sitting frightened on a
 * branch and holding out a hand, and the fox (a bear, a wolf) who has propped a ladder against
 * the branch and climbs up to fetch them down.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, type Node } from '../../ir.ts';
import { mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Character, type Who } from '../cast.ts';
import { facingBox, measure, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The people stuck up the tree. */
const stuckWhos: readonly Who[] = ['man', 'woman', 'old-man', 'old-woman', 'boy', 'girl'];

/**
 * The tree: a trunk at x from the ground up into a round crown, with one bough reaching out
 * towards -x at `bough` (its top at that height) as far as `tip`.
 */
function tree(
  x: number,
  bough: number,
  tip: number,
  bark: string,
  leaf: string,
): { trunk: Node[]; crown: Node[] } {
  const w = 9;
  const top = bough - 24;
  return {
    trunk: [
      fill(
        `M${n(x - w * 1.2)} 0Q${n(x - w * 0.6)} ${n(bough * 0.5)} ${n(x - w * 0.6)} ${n(top)}H${n(x + w * 0.6)}Q${n(x + w * 0.6)} ${n(bough * 0.5)} ${n(x + w * 1.2)} 0Z`,
        bark,
        'wood',
      ),
      fill(
        `M${n(x - w * 0.5)} ${n(bough + 8)}Q${n((x + tip) / 2)} ${n(bough + 2)} ${n(tip)} ${n(bough - 1)}L${n(tip)} ${n(bough + 3)}Q${n((x + tip) / 2)} ${n(bough + 7)} ${n(x - w * 0.5)} ${n(bough + 15)}Z`,
        bark,
        'wood',
      ),
    ],
    crown: [
      ...[
        [x - 22, top + 2, 18],
        [x + 20, top + 4, 17],
        [x, top - 10, 20],
        [x - 6, top + 10, 15],
      ].map(([cx, cy, r]) => fill(circle(cx ?? 0, cy ?? 0, r ?? 0), leaf, 'plant')),
      fill(circle(tip + 4, bough - 6, 6), leaf, 'plant'),
    ],
  };
}

/**
 * The person sits on the bough facing the trunk's other side (towards the ladder), one hand
 * gripping the bough and the other held out; the climber stands on a rung of the ladder leant
 * against the bough, the far paw on a rail and the near one reaching up for that hand.
 */
export const treeRescue: Action = {
  id: 'tree-rescue',
  objects: ['ladder'],
  who: ['fox', 'bear', 'wolf'],
  feelings: ['resolve', 'calm', 'surprise'],
  settings: ['meadow', 'street', 'forest'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut and a silhouette blacken the crown into the one sitting under it.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: (o) => `tree-rescue:${o}`,
  concepts: [
    'rescue',
    'firefighter',
    'stuck up a tree',
    'roles reversed',
    'help',
    'fear of heights',
    'courage',
    'humans and animals',
    'ladder',
  ],
  say: sayFrom(
    {
      ladder: {
        en: 'climbs a ladder to rescue a person stuck up a tree',
        ja: '木から降りられなくなった人間を、はしごを登って助けに行く',
        ru: 'лезет по лестнице снимать человека, застрявшего на дереве',
        pt: 'sobe uma escada para salvar uma pessoa presa no alto de uma árvore',
        fi: 'kiipeää tikkaita pelastamaan puuhun jumiin jääneen ihmisen',
      },
    },
    'ladder',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const bough = -112 * k;
    const trunkX = 38 * k;
    const tip = -8 * k;
    const bark = mix(p.wood, '#6a4a32', 0.5);
    const t = tree(trunkX, bough, tip, bark, mix(p.accent, '#4f8a4a', 0.75));
    // The ladder from the ground up to the bough near its tip.
    const footX = -36 * k;
    const lh = -bough + 4 * k;
    const ladder = T.ladder(mix(p.wood, '#c89058', 0.4), lh / k, (tip + 4 * k - footX) / k, 16);
    // The one stuck: sitting on the bough, facing the ladder, legs dangling.
    const who: Character = cast(rng.pick(stuckWhos), rng.fork('stuck'), p);
    const sm = measure(who);
    const ss = (54 * k) / sm.height;
    const seatX = 14 * k;
    const where = { x: seatX, y: bough + 10 * k, facing: -1 as const, scale: ss };
    const afraid: Feeling = rng.pick(['fear', 'surprise', 'grief'] as const);
    const handOut: Point = [seatX - 16 * k, bough - 14 * k];
    const stuck = pose(
      who,
      afraid,
      {
        legs: 'dangle',
        lean: 6,
        front: { reach: toActor(where, handOut), hand: 'open' },
        back: { reach: toActor(where, [seatX + 4 * k, bough + 2 * k]), hand: 'fist' },
        turn: 0.45,
        headTilt: 10,
        gaze: [0.7, 0.4],
      },
      ctx.ink,
    );
    const b: Actor = { fig: stuck, ...where };
    // The climber on a low rung, reaching up for the hand.
    const rung = -14 * k;
    const rungT = -rung / lh;
    const cx = footX + (tip + 4 * k - footX) * rungT - 2 * k;
    const at = { x: cx, y: rung, facing: 1 as const, scale: s };
    const up = pose(
      ctx.who,
      ctx.feeling,
      {
        legs: [
          [20, 40],
          [-6, 10],
        ],
        lean: 8,
        front: { reach: toActor(at, [handOut[0] - 2 * k, handOut[1] + 1 * k]), hand: 'open' },
        back: { reach: toActor(at, [cx + 8 * k, rung - 30 * k]), hand: 'fist' },
        turn: 0.6,
        headTilt: -16,
        gaze: [0.8, -0.6],
      },
      ctx.ink,
    );
    const a: Actor = { fig: up, ...at };
    const nodes: Node[] = [
      ...t.crown,
      ...t.trunk,
      placed(ladder, [footX, 0], k),
      actorNodes(b),
      actorNodes(a),
    ];
    const top = Math.min(bough - 58 * k, rung + (m.headTop - 14) * s);
    const box: [number, number, number, number] = [footX - 8 * k, top, trunkX + 24 * k, 4];
    const focus: Point = [handOut[0], handOut[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [footX * facing, 16 * k],
        [trunkX * facing, 24 * k],
      ],
      glows: [],
    });
  },
};
