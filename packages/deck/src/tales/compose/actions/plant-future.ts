/**
 * Planting for someone else's shade: an old one kneels pressing the earth round a sapling no
 * taller than a hand, a child crouched across from it cupping its leaves, and over them both the
 * great tree it will become stands faintly, as if already there, a swing hanging from its
 * branch. "A society grows great when old men plant trees whose shade they know they shall
 * never sit in." Patience, legacy, hope, the generations.
 */
import { n, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, cast, toActor, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/**
 * The tree the sapling at (0, 0) will become, `k` a hundredth of a grown-up's height: a broad
 * trunk, two limbs, a wide crown, and a swing on ropes from the lower limb. Drawn in the
 * palette's light, see-through: it is not there yet.
 */
function futureTree(k: number, p: Palette): Node {
  const bark = mix(lighter(p.wood, 0.35), p.light, 0.35);
  const leaf = mix(lighter('#6a9a58', 0.3), p.light, 0.3);
  const crownY = -172 * k;
  const limbL: Point = [-58 * k, -122 * k];
  const limbR: Point = [64 * k, -114 * k];
  const seatY = -34 * k;
  const ropeX = [40 * k, 58 * k] as const;
  const nodes: Node[] = [
    fill(puff(0, crownY, 86 * k, 48 * k, 12, 1.18, 0.3), leaf, 'plant', 0),
    fill(taper([0, 0], [0, -140 * k], 28 * k, 15 * k), bark, 'wood', 0),
    fill(taper([-2 * k, -92 * k], limbL, 12 * k, 6 * k), bark, 'wood', 0),
    fill(taper([2 * k, -84 * k], limbR, 13 * k, 6 * k), bark, 'wood', 0),
    stroke(
      `M${n(ropeX[0])} ${n(-98 * k)}V${n(seatY)}M${n(ropeX[1])} ${n(-106 * k)}V${n(seatY)}`,
      bark,
      1.4 * k,
      'detail',
      0,
    ),
    fill(
      `M${n(ropeX[0] - 4 * k)} ${n(seatY)}H${n(ropeX[1] + 4 * k)}V${n(seatY + 4 * k)}H${n(ropeX[0] - 4 * k)}Z`,
      bark,
      'wood',
      0,
    ),
    // Roots spreading into the ground, faint too.
    stroke(
      `M${n(-10 * k)} 0q${n(-14 * k)} ${n(2 * k)} ${n(-28 * k)} ${n(6 * k)}M${n(10 * k)} 0q${n(14 * k)} ${n(2 * k)} ${n(30 * k)} ${n(5 * k)}`,
      bark,
      3 * k,
      'wood',
      0,
    ),
  ];
  return { ...group(nodes), opacity: 0.42 };
}

/** The sapling: a thin stem with four leaves, in a mound of fresh dark earth. */
function sapling(k: number, p: Palette): Node[] {
  const earth = mix(darker(p.ground, 0.45), '#4a3424', 0.5);
  const green = '#5aa04a';
  const leaves = [
    [-5, -13, -30],
    [5, -15, 30],
    [-4, -19, -20],
    [4, -21, 25],
  ] as const;
  return [
    fill(oval(0, -1 * k, 18 * k, 4.5 * k), earth, 'floor'),
    stroke(
      `M0 ${n(-3 * k)}Q${n(1.5 * k)} ${n(-12 * k)} 0 ${n(-23 * k)}`,
      darker(green, 0.3),
      1.4 * k,
      'plant',
      0,
    ),
    ...leaves.map(([x, y, r]) =>
      group(
        [fill(oval(0, 0, 4.2 * k, 2 * k), green, 'plant')],
        `translate(${n(x * k)} ${n(y * k)}) rotate(${String(r)})`,
      ),
    ),
  ];
}

/** The child who crouches across from the main character. */
const childOf: Readonly<Partial<Record<Who, Who>>> = {
  'old-man': 'girl',
  'old-woman': 'boy',
  man: 'girl',
  woman: 'boy',
};

/**
 * Facing +x: the main character kneels at the left, both hands on the earth round the sapling;
 * the child crouches at the right facing it, hands cupped round the leaves; the future tree
 * stands faintly over the sapling, its crown above them both.
 */
export const plantFuture: Action = {
  id: 'plant-future',
  objects: ['sapling'],
  // People: the idea says "with a child".
  who: ['old-man', 'old-woman', 'man', 'woman'],
  feelings: ['calm', 'longing', 'joy', 'wonder', 'resolve'],
  // Open land, where the tree to come stands clear (a street's houses showed through it).
  settings: ['meadow', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The tree to come is the dream; a twist beside it would crowd the two planters.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'plant-future',
  concepts: [
    'planting',
    'a sapling',
    'the future',
    'patience',
    'legacy',
    'generations',
    'grandparents',
    'hope',
    'growth',
    'shade',
  ],
  say: sayFrom(
    {
      sapling: {
        en: 'plants a sapling with a child, and the great tree it will become stands faintly over them',
        ja: '子どもといっしょに苗木を植える。ふたりの上に、いつか育つ大きな木がうっすらと立っている',
        ru: 'сажает с ребёнком саженец, а над ними уже смутно стоит огромное дерево, которым он станет',
        pt: 'planta uma arvorezinha com uma criança, e a grande árvore que ela há de ser ergue-se, ténue, sobre os dois',
        fi: 'istuttaa taimen lapsen kanssa, ja suuri puu, joksi se kasvaa, seisoo himmeänä heidän yllään',
      },
    },
    'sapling',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The tree is drawn to a grown-up's measure, whoever plants it.
    const g = Math.max(H, 80) / 100;
    const ax = -34 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 22,
      front: { reach: toActor(where, [-5 * k, -3 * k]), hand: 'open' },
      back: { reach: toActor(where, [-9 * k, -2 * k]), hand: 'open' },
      backArmOver: true,
      turn: 0.5,
      headTilt: 14,
      gaze: [0.8, 0.6],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const child = cast(childOf[ctx.who.who] ?? 'girl', rng.fork('child'), p);
    const cs = child.scale;
    const cx = 32 * k;
    const cwhere = { x: cx, facing: -1 as const, scale: cs };
    const childFig = posed(
      { ...ctx, who: child, feeling: ctx.feeling === 'resolve' ? 'wonder' : ctx.feeling },
      {
        legs: 'crouch',
        lean: 18,
        front: { reach: toActor(cwhere, [3 * k, -18 * k]), hand: 'open' },
        back: { reach: toActor(cwhere, [5 * k, -12 * k]), hand: 'open' },
        turn: 0.5,
        headTilt: 12,
        gaze: [0.8, 0.5],
      },
    );
    const kid: Actor = { fig: childFig, x: cx, facing: -1, scale: cs };
    const tree = futureTree(g, p);
    const nodes: Node[] = [tree, ...sapling(k, p), actorNodes(actor), actorNodes(kid)];
    const box: [number, number, number, number] = [-96 * g, -232 * g, 96 * g, 4];
    const focus: Point = [0, -60 * g];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [
        [ax * facing, 30 * k],
        [cx * facing, 20 * k],
      ],
    });
  },
};
