/**
 * A seed that reaches back: kneeling at a fresh bed, trowel stuck in the earth, the character
 * reaches a hand down to where it has just planted a seed, and out of the soil a sprout has come
 * up with a little green hand for a head, two leaves at its wrist, its fingers spread to meet the
 * character's palm, a spark between them. A first meeting (a pact, a creation) in a garden.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The sprout's hand, its wrist at the origin and its fingers towards +x: an open palm, four
 * fingers spread and a thumb, the fingertips `reach` from the wrist (world units; `k` the scale).
 */
function greenHand(reach: number, k: number, green: string): Node[] {
  const dark = darker(green, 0.3);
  const palm = Math.max(reach - 7 * k, 5 * k);
  const finger = (angle: number, len: number, y: number): Node =>
    group(
      [fill(rect(-0.9 * k, -0.95 * k, len + 0.9 * k, 1.9 * k, 0.95 * k), green, 'plant')],
      `translate(${n(palm - 0.6 * k)} ${n(y)}) rotate(${n(angle)})`,
    );
  return [
    finger(-20, 5.4 * k, -2.6 * k),
    finger(-7, 6.6 * k, -0.9 * k),
    finger(6, 6.4 * k, 0.9 * k),
    finger(19, 5.2 * k, 2.6 * k),
    group(
      [fill(rect(-0.9 * k, -0.95 * k, 5 * k, 1.9 * k, 0.95 * k), green, 'plant')],
      `translate(${n(palm * 0.45)} ${n(-3.2 * k)}) rotate(-55)`,
    ),
    fill(rect(-1 * k, -3.8 * k, palm + 1.2 * k, 7.6 * k, 3 * k), green, 'plant'),
    stroke(
      `M${n(palm * 0.35)} ${n(1.8 * k)}q${n(palm * 0.3)} ${n(-1.2 * k)} ${n(palm * 0.55)} ${n(-0.2 * k)}`,
      dark,
      0.5 * k,
      'detail',
      0,
    ),
  ];
}

/**
 * The character kneeling on one side, leaning in, its open hand held out low over the bed; the
 * sprout coming up out of a little mound ahead, curving towards it, its green hand's fingertips an
 * inch from the character's; the trowel in the earth beyond, the bed's dark soil along the ground.
 */
export const sproutHand: Action = {
  id: 'sprout-hand',
  objects: ['seed'],
  feelings: ['wonder', 'surprise', 'calm', 'fear', 'longing'],
  // Where one plants a seed out of doors.
  settings: ['meadow', 'street', 'rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A seed with a hand is the dream; a twist beside it would take the eye off the two hands.
  untwisted: true,
  // The two hands are the story: a silhouette merges them into one blot, a grey woodcut loses the
  // green that says "sprout".
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'sprout-hand',
  concepts: [
    'planting',
    'spring',
    'new life',
    'gardening',
    'seedling',
    'growth',
    'kinship',
    'hope',
  ],
  say: sayFrom(
    {
      seed: {
        en: 'kneels to plant a seed, and a little green hand reaches up out of the earth to touch theirs',
        ja: 'ひざまずいて種をまくと、土の中から小さな緑の手がのびてきて、その指にふれようとしている',
        ru: 'сажает семечко, а из земли навстречу тянется маленькая зелёная ладошка',
        pt: 'ajoelha-se para plantar uma semente, e uma mãozinha verde sai da terra para tocar a sua',
        fi: 'istuttaa siementä polvillaan, ja mullasta kurottaa pieni vihreä käsi koskettamaan sen kättä',
      },
    },
    'seed',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Whatever the kneeler's size, the sprout is drawn big enough to read.
    const K = Math.max(k, 0.85);
    const ax = -18 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const fingerAt: Point = [ax + 34 * k, -34 * k];
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: afraid ? 10 : 24,
      front: { reach: toActor(where, fingerAt), hand: 'open' },
      back: afraid ? { angle: 60, bend: 120, hand: 'mitt' } : { angle: 30, bend: 50, hand: 'mitt' },
      turn: 0.65,
      headTilt: afraid ? 4 : 16,
      gaze: [0.6, 0.8],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };
    const tip: Point = [ax + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The sprout: out of a mound ahead of the fingertip, bending back towards it.
    // The sprout's hand is drawn about twice a child's, so it reads as a hand at phone size.
    const hk = 1.9 * K;
    const moundX = tip[0] + 27 * K;
    const wrist: Point = [moundX - 4 * K, Math.min(tip[1] + 6 * K, -20 * K)];
    const green = mix('#4f9a3a', p.ground, 0.15);
    const gap = 3 * K;
    const toTip: Point = [tip[0] - wrist[0], tip[1] - wrist[1]];
    const dist = Math.hypot(toTip[0], toTip[1]);
    const angle = (Math.atan2(toTip[1], toTip[0]) * 180) / Math.PI;
    const soil = mix('#4a3424', p.floor, 0.2);
    const stem = stroke(
      `M${n(moundX)} ${n(-2 * K)}Q${n(moundX + 4 * K)} ${n((wrist[1] - 2 * K) / 2)} ${n(wrist[0])} ${n(wrist[1])}`,
      green,
      3.2 * K,
      'plant',
    );
    const leaves: Node[] = [
      placed(T.leaf(lighter(green, 0.1), 1.1), [wrist[0] + 6 * K, wrist[1] + 8 * K], K, 50),
      placed(T.leaf(darker(green, 0.08), 1.1), [wrist[0] - 2 * K, wrist[1] + 10 * K], K, -40),
    ];
    const hand = group(
      greenHand(dist - gap, hk, green),
      `translate(${n(wrist[0])} ${n(wrist[1])}) rotate(${n(angle)})`,
    );
    // The bed: dark earth along the ground, the mound over the seed; the trowel stuck in the
    // ground behind the kneeler, put down for this.
    const bedX0 = ax + 4 * k;
    const bedX1 = moundX + 12 * K;
    const bed: Node[] = [
      fill(oval((bedX0 + bedX1) / 2, 0.6 * K, (bedX1 - bedX0) / 2, 3 * K), soil, 'floor', 0),
      fill(oval(moundX, -0.6 * K, 8 * K, 3.6 * K), lighter(soil, 0.12), 'floor'),
    ];
    const tx = ax - 16 * k;
    const trowel: Node[] = [
      fill(
        `M${n(tx - 2.6 * K)} ${n(-1 * K)}Q${n(tx)} ${n(3 * K)} ${n(tx + 2.6 * K)} ${n(-1 * K)}L${n(tx + 2.2 * K)} ${n(-7 * K)}H${n(tx - 2.2 * K)}Z`,
        '#9aa0a8',
        'metal',
      ),
      stroke(`M${n(tx)} ${n(-7 * K)}V${n(-11 * K)}`, '#6a6e74', 1 * K, 'metal', 0),
      fill(
        `M${n(tx - 1.4 * K)} ${n(-11 * K)}H${n(tx + 1.4 * K)}V${n(-20 * K)}Q${n(tx)} ${n(-21.5 * K)} ${n(tx - 1.4 * K)} ${n(-20 * K)}Z`,
        mix(p.accent, '#a0522d', 0.5),
        'wood',
      ),
    ];
    // A spark where the two fingers nearly meet.
    const meet: Point = [
      tip[0] - (toTip[0] / dist) * gap * 0.5,
      tip[1] - (toTip[1] / dist) * gap * 0.5,
    ];
    const rays = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const r = (i / 6) * Math.PI * 2 + 0.3;
        return `M${n(meet[0] + Math.cos(r) * 2.6 * K)} ${n(meet[1] + Math.sin(r) * 2.6 * K)}l${n(Math.cos(r) * 2.8 * K)} ${n(Math.sin(r) * 2.8 * K)}`;
      })
      .join('');
    const spark = stroke(rays, '#ffd95a', 1 * K, 'glow', 0);
    const nodes: Node[] = [...bed, ...trowel, stem, ...leaves, hand, actorNodes(a), spark];
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      Math.min(ax - 20 * k, tx - 4 * K),
      Math.min(headTop, wrist[1] - 10 * K),
      bedX1 + 2 * K,
      4,
    ];
    // A few seeds spilt by the bed, for the story's start.
    for (let i = 0; i < 4; i++) {
      nodes.unshift(
        fill(
          oval(bedX0 + rng.range(4, 14) * K, -0.4 * K, 0.9 * K, 0.6 * K),
          '#d8b878',
          'detail',
          0,
        ),
      );
    }
    return staged(facingBox(box, facing), mx(meet, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [(ax - 4 * k) * facing, 26 * k],
        [moundX * facing, 12 * K],
      ],
      glows: [{ at: mx(meet, facing), r: 6 * K, color: '#fff2b0' }],
    });
  },
};
