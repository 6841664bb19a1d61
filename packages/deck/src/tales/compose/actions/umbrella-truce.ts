/**
 * A truce in the rain: the hunter and the deer stand close under one umbrella, the rain pouring
 * all round them, and glance at each other sideways; the hunting gun leans forgotten against a
 * tree behind, the rain running off its barrel. Enemies sheltering together, a truce, what the
 * weather makes of us, the kindness of strangers.
 */
import { n, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, cast, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Short slanting rain dashes over the box, left out under the canopy (x0…x1 above y). */
function rain(
  box: readonly [number, number, number, number],
  under: readonly [number, number, number],
  k: number,
  rng: Rng,
): string {
  const [x0, y0, x1] = box;
  const [ux0, ux1, uy] = under;
  const dashes: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = x0 + rng.next() * (x1 - x0);
    const y = y0 + rng.next() * (0 - y0);
    if (x > ux0 && x < ux1 && y > uy) continue;
    const len = (7 + rng.next() * 5) * k;
    dashes.push(taper([x, y], [x - len * 0.25, y + len], 0.5 * k, 1 * k));
  }
  return dashes.join('');
}

/** A tree trunk at x with a fork and a stub of a branch, the gun leaning against it. */
function treeWithGun(x: number, k: number, p: Palette): Node[] {
  const bark = mix(p.wood, '#5a4430', 0.4);
  const barrel = '#2e2e36';
  const stock = '#8a5230';
  // Leaning on the trunk's near side, the side towards the two.
  const foot: Point = [x + 26 * k, 0];
  const muzzle: Point = [x + 9 * k, -74 * k];
  const grip: Point = [x + 21 * k, -24 * k];
  return [
    fill(taper([x, 4 * k], [x - 2 * k, -190 * k], 20 * k, 12 * k), bark, 'wood'),
    fill(taper([x - 2 * k, -120 * k], [x + 30 * k, -160 * k], 8 * k, 3 * k), bark, 'wood'),
    stroke(
      `M${n(x - 4 * k)} ${n(-30 * k)}q${n(2 * k)} ${n(-14 * k)} 0 ${n(-28 * k)}M${n(x + 3 * k)} ${n(-80 * k)}q${n(-2 * k)} ${n(-12 * k)} 0 ${n(-24 * k)}`,
      darker(bark, 0.3),
      1 * k,
      'detail',
      0,
    ),
    // The gun: stock on the ground, barrel up against the trunk.
    fill(taper(foot, grip, 9 * k, 4 * k), stock, 'wood'),
    fill(taper(grip, muzzle, 3.4 * k, 2.6 * k), barrel, 'metal'),
    // The trigger guard, and rain running off the barrel.
    stroke(
      `M${n(grip[0] + 1 * k)} ${n(grip[1] - 2 * k)}q${n(4 * k)} ${n(1 * k)} ${n(3 * k)} ${n(5 * k)}`,
      barrel,
      0.9 * k,
      'detail',
      0,
    ),
  ];
}

/**
 * Facing +x: the one with the umbrella at the left, holding it up over both; the deer close at
 * the right, turned to the front, head under the canopy; both glance sideways at each other.
 * The tree with the gun stands behind at the far left.
 */
export const umbrellaTruce: Action = {
  id: 'umbrella-truce',
  objects: ['umbrella'],
  // The hunters; the deer is the guest under the umbrella.
  who: ['man', 'old-man', 'woman', 'old-woman'],
  feelings: ['calm', 'surprise', 'mischief', 'longing'],
  settings: ['forest', 'meadow'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The truce under one umbrella is the dream; a twist beside it would crowd the two.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sky'],
  family: () => 'umbrella-truce',
  concepts: [
    'hunter',
    'deer',
    'truce',
    'shelter',
    'rain',
    'enemies',
    'kindness',
    'strangers',
    'peace',
    'a gun put down',
  ],
  say: sayFrom(
    {
      umbrella: {
        en: 'shares an umbrella with a deer in the rain, the hunting gun left leaning against a tree',
        ja: '雨の中、鹿とひとつの傘に入っている。猟銃は木に立てかけたまま',
        ru: 'делит зонтик с оленем под дождём, а охотничье ружьё стоит, прислонённое к дереву',
        pt: 'partilha um guarda-chuva com um veado à chuva, a espingarda de caça encostada a uma árvore',
        fi: 'jakaa sateenvarjon peuran kanssa sateessa, metsästyskivääri jätettynä puuta vasten',
      },
    },
    'umbrella',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const ax = -14 * k;
    const deerX = 22 * k;
    const deer = cast('deer', rng.fork('deer'), p);
    const ds = deer.scale;
    // The umbrella held high between them, its canopy over both heads.
    const uk = 1.7 * k;
    // Held at the chest, clear of the face, the long shaft carrying the canopy over both heads.
    const grip: Point = [ax + 16 * k, (m.shoulder + 10) * s];
    const where = { x: ax, facing: 1 as const, scale: s };
    const holder = posed(ctx, {
      legs: 'stand',
      lean: 0,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { angle: 10, bend: 20 },
      turn: 0.7,
      headTilt: 6,
      gaze: [1, 0.1],
    });
    const a: Actor = { fig: holder, x: ax, facing: 1, scale: s };
    const hand: Point = [
      ax + holder.skeleton.hands.front[0] * s,
      holder.skeleton.hands.front[1] * s,
    ];
    const um = placed(
      P.umbrella({ main: p.accent, ink: p.ink, light: p.light, metal: '#4c464c' }),
      hand,
      uk,
      4,
    );
    const deerFig = posed(
      { ...ctx, who: deer, feeling: ctx.feeling === 'mischief' ? 'surprise' : ctx.feeling },
      {
        legs: 'stand',
        lean: -4,
        front: { angle: 8, bend: 25 },
        back: { angle: 6, bend: 20 },
        turn: 0.55,
        headTilt: 4,
        gaze: [1, 0.1],
      },
    );
    const d: Actor = { fig: deerFig, x: deerX, facing: -1, scale: ds };
    const treeX = ax - 40 * k;
    const canopy: [number, number, number] = [
      hand[0] - 44 * uk,
      hand[0] + 44 * uk,
      hand[1] - 66 * uk,
    ];
    const box: [number, number, number, number] = [
      treeX - 16 * k,
      hand[1] - 78 * uk,
      deerX + 30 * k,
      4,
    ];
    const puddle = mix(p.water, p.ground, 0.35);
    const nodes: Node[] = [
      ...treeWithGun(treeX, k, p),
      fill(oval(4 * k, 1 * k, 52 * k, 5 * k), puddle, 'water', 0),
      actorNodes(d),
      actorNodes(a),
      um,
      // The rain everywhere but under the canopy; drops rolling off its rim.
      fill(
        rain(box, canopy, k, rng.fork('rain')),
        lighter(mix(p.water, '#cfe4f4', 0.6), 0.1),
        'water',
        0,
      ),
    ];
    const focus: Point = [(ax + deerX) / 2, (m.shoulder - 30) * s];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [
        [ax * facing, 22 * k],
        [deerX * facing, 22 * k],
        [treeX * facing, 20 * k],
      ],
    });
  },
};
