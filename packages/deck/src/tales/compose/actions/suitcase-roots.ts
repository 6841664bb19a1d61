/**
 * The suitcase that stayed: in the aisle of a train carriage a traveller grips the handle of a
 * suitcase to take it off the train, but the suitcase has put down roots: they have burst its
 * seams and gone down through the floorboards, and out of its lid a small tree has grown, in
 * full leaf, its label still hanging from the handle. Someone who cannot leave, or a place that
 * will not let them go.
 */
import { circle, n, rect, taper, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { FigurePose } from '../../kit/figure.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/**
 * A root from `a` bending through `c` to `b`, tapering from `wa` to a point: a filled outline
 * along the quadratic curve.
 */
function root(a: Point, c: Point, b: Point, wa: number): string {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const u = 1 - t;
    const x = u * u * a[0] + 2 * u * t * c[0] + t * t * b[0];
    const y = u * u * a[1] + 2 * u * t * c[1] + t * t * b[1];
    const dx = 2 * u * (c[0] - a[0]) + 2 * t * (b[0] - c[0]);
    const dy = 2 * u * (c[1] - a[1]) + 2 * t * (b[1] - c[1]);
    const len = Math.hypot(dx, dy) || 1;
    const w = (wa / 2) * (1 - t * 0.85);
    left.push([x - (dy / len) * w, y + (dx / len) * w]);
    right.push([x + (dy / len) * w, y - (dx / len) * w]);
  }
  return `M${[...left, ...right.reverse()].map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/**
 * The rooted suitcase standing on the floor at `x`, `k` a hundredth of a grown-up's height: a
 * leather case with two straps and brass corners, its handle on top at `handle`; roots bursting
 * from its bottom corners and seams and running down into the floor; a young tree growing out of
 * its lid beside the handle, with a round crown; a paper label on the handle.
 */
function rootedCase(
  x: number,
  k: number,
  p: Palette,
): { back: Node[]; front: Node[]; handle: Point; crown: Point } {
  const w = 44 * k;
  const h = 32 * k;
  const top = -h;
  const leather = mix('#9a5b32', p.wood, 0.25);
  const strap = darker(leather, 0.3);
  const brass = mix('#c9a24a', p.light, 0.1);
  const bark = mix('#6b4a2e', p.wood, 0.3);
  const hole = mix('#1f1712', p.ink, 0.4);
  const leaf = mix('#5e9a4a', p.light, 0.12);
  const leafDark = darker(leaf, 0.22);
  const paper = mix('#f4ecd8', p.light, 0.1);
  const x0 = x - w / 2;
  const handle: Point = [x - 7 * k, top - 5 * k];
  // The trunk rises from a split in the lid, right of the handle, and leans a little.
  const foot: Point = [x + 13 * k, top + 1 * k];
  const fork: Point = [x + 16 * k, top - 42 * k];
  const crown: Point = [x + 16 * k, top - 66 * k];
  const back: Node[] = [
    // Roots running over the floor and down between the boards, behind the case.
    ...(
      [
        [x0 + 4 * k, -3 * k, x0 - 16 * k, -3 * k, x0 - 30 * k, 2 * k, 4],
        [x0 + w - 4 * k, -3 * k, x0 + w + 16 * k, -3 * k, x0 + w + 30 * k, 1 * k, 4.4],
      ] as const
    ).flatMap(([ax, ay, cx, cy, bx, by, wd]) => [
      fill(root([ax, ay], [cx, cy], [bx, by], wd * k), bark, 'wood', 0.6),
      fill(oval(bx, by + 0.4 * k, 2.4 * k, 1 * k), hole, 'floor', 0),
    ]),
    // The crown, behind the trunk's top: a dark mass and a lighter one.
    fill(puff(crown[0], crown[1], 30 * k, 22 * k, 11, 1.2, 0.25), leafDark, 'plant', 0.6),
    fill(
      puff(crown[0] - 3 * k, crown[1] - 3 * k, 25 * k, 17 * k, 10, 1.2, 0.2),
      leaf,
      'plant',
      0.6,
    ),
    // The trunk and two limbs.
    fill(taper(foot, fork, 6 * k, 4 * k), bark, 'wood', 0.7),
    fill(taper(fork, [fork[0] - 14 * k, fork[1] - 16 * k], 3.6 * k, 1.8 * k), bark, 'wood', 0.6),
    fill(taper(fork, [fork[0] + 13 * k, fork[1] - 19 * k], 3.6 * k, 1.8 * k), bark, 'wood', 0.6),
    fill(taper(fork, [fork[0] + 1 * k, fork[1] - 14 * k], 3 * k, 1.6 * k), bark, 'wood', 0.6),
  ];
  const leaves: Node[] = (
    [
      [-18, -2, 5],
      [14, -8, 4.5],
      [-6, 12, 4.5],
      [22, 8, 4],
      [2, -14, 5],
    ] as const
  ).map(([dx, dy, r]) =>
    fill(
      oval(crown[0] + dx * k, crown[1] + dy * k, r * k, r * 0.75 * k),
      lighter(leaf, 0.18),
      'plant',
      0.4,
    ),
  );
  const front: Node[] = [
    ...leaves,
    // The case: body, lid seam, straps, brass corners.
    fill(rect(x0, top, w, h, 3 * k), leather, 'cloth'),
    fill(rect(x0, top, w, 6 * k, 3 * k), darker(leather, 0.12), 'cloth', 0.5),
    stroke(`M${n(x0 + 1 * k)} ${n(top + 6 * k)}H${n(x0 + w - 1 * k)}`, strap, 0.9 * k, 'detail', 0),
    fill(rect(x0 + 9 * k, top, 4 * k, h, 0.5 * k), strap, 'cloth', 0),
    fill(rect(x0 + w - 13 * k, top, 4 * k, h, 0.5 * k), strap, 'cloth', 0),
    ...(
      [
        [x0, top],
        [x0 + w, top],
        [x0, 0],
        [x0 + w, 0],
      ] as const
    ).map(([cx, cy]) => fill(circle(cx, cy, 2.4 * k), brass, 'detail', 0.5)),
    // The handle, an arch of leather on two brass lugs.
    stroke(
      `M${n(handle[0] - 6 * k)} ${n(top)}C${n(handle[0] - 6 * k)} ${n(top - 7 * k)} ${n(handle[0] + 6 * k)} ${n(top - 7 * k)} ${n(handle[0] + 6 * k)} ${n(top)}`,
      strap,
      2 * k,
      'detail',
      0.5,
    ),
    // The label on its string, hanging from the handle over the front.
    stroke(
      `M${n(handle[0] - 4 * k)} ${n(top - 3 * k)}Q${n(handle[0] - 9 * k)} ${n(top + 2 * k)} ${n(handle[0] - 11 * k)} ${n(top + 8 * k)}`,
      darker(paper, 0.4),
      0.6 * k,
      'detail',
      0,
    ),
    fill(rect(handle[0] - 16 * k, top + 8 * k, 10 * k, 6 * k, 1 * k), paper, 'paper', 0.5),
    // Roots bursting out of the seams and the bottom corners, over the leather, into the floor.
    ...(
      [
        [x0 + 3 * k, -12 * k, x0 - 8 * k, -6 * k, x0 - 16 * k, 5 * k, 4.2],
        [x0 + w - 3 * k, -10 * k, x0 + w + 8 * k, -5 * k, x0 + w + 18 * k, 6 * k, 4.4],
        [x - 6 * k, -2 * k, x - 10 * k, 3 * k, x - 22 * k, 8 * k, 4.6],
        [x + 8 * k, -2 * k, x + 14 * k, 3 * k, x + 28 * k, 9 * k, 4.2],
        [x + 1 * k, -1 * k, x + 1 * k, 4 * k, x + 3 * k, 10 * k, 3.6],
      ] as const
    ).flatMap(([ax, ay, cx, cy, bx, by, wd]) => [
      fill(oval(bx, by + 0.2 * k, 3.2 * k, 1.2 * k), hole, 'floor', 0),
      fill(root([ax, ay], [cx, cy], [bx, by], wd * k), bark, 'wood', 0.6),
    ]),
    // Where the trunk splits the lid.
    fill(
      taper([foot[0], foot[1] + 3 * k], [foot[0] + 0.5 * k, foot[1] - 6 * k], 7 * k, 6 * k),
      bark,
      'wood',
      0.6,
    ),
  ];
  return { back, front, handle, crown };
}

/** The traveller's pose, by feeling: tugging at the handle, looking up at the tree, or bowed. */
function poseFor(feeling: Feeling): Partial<FigurePose> {
  switch (feeling) {
    case 'resolve':
      return { legs: 'stride', lean: -14, turn: 0.6, headTilt: 4, gaze: [1, 0.3] };
    case 'grief':
      return { legs: 'stand', lean: 8, turn: 0.5, headTilt: 18, gaze: [0.6, 0.8] };
    default:
      return { legs: 'stand', lean: 10, turn: 0.7, headTilt: -20, gaze: [0.7, -0.8] };
  }
}

/**
 * Facing +x: the traveller stands in the aisle at the left, both hands (or one) on the handle of
 * the suitcase at the right; the tree grows out of the case over them.
 */
export const suitcaseRoots: Action = {
  id: 'suitcase-roots',
  objects: ['suitcase'],
  who: ['woman', 'man', 'old-man', 'old-woman', 'girl', 'boy', 'bear', 'fox'],
  feelings: ['resolve', 'wonder', 'grief'],
  settings: ['train'],
  framings: ['near', 'wide', 'high'],
  fixedFramings: true,
  // The rooted case is the dream; a twist beside it would crowd the aisle.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky', 'window'],
  family: () => 'suitcase-roots',
  concepts: [
    'a suitcase',
    'roots',
    'putting down roots',
    'staying',
    'a journey',
    'belonging',
    'a young tree',
    'settling down',
    'a train',
  ],
  say: sayFrom(
    {
      suitcase: {
        en: 'tries to take a suitcase off the train, but it has put down roots and a young tree has grown out of it',
        ja: '列車からスーツケースを降ろそうとするが、スーツケースは床に根を張り、中から若木が生えている',
        ru: 'пытается вынести чемодан из вагона, но чемодан пустил корни, и из него выросло молодое деревце',
        pt: 'tenta tirar uma mala do comboio, mas ela criou raízes e dela cresceu uma árvore nova',
        fi: 'yrittää nostaa matkalaukun pois junasta, mutta laukku on juurtunut lattiaan ja siitä on kasvanut nuori puu',
      },
    },
    'suitcase',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The case is drawn to a grown-up's measure, whoever holds it.
    const g = Math.max(H, 80) / 100;
    const cx = 22 * g;
    const rc = rootedCase(cx, g, p);
    const ax = cx - 22 * g - (ctx.feeling === 'resolve' ? 15 : 12) * k;
    const where = { x: ax, y: 0, facing: 1 as const, scale: s };
    const grip: Point = [rc.handle[0] - 1 * g, rc.handle[1] + 1 * g];
    const both = ctx.feeling === 'resolve';
    const fig = posed(ctx, {
      ...poseFor(ctx.feeling),
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: both
        ? { reach: toActor(where, [grip[0] - 3 * g, grip[1] + 1 * g]), hand: 'fist' }
        : { angle: 8, bend: 20, hand: 'open' },
      backArmOver: both,
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const faults: string[] = [];
    if (Math.hypot(hand[0] - grip[0], hand[1] - grip[1]) > 5 * g)
      faults.push('hand off the handle');
    const top = Math.min(rc.crown[1] - 30 * g, hc[1] - fig.headR * s * 2);
    const box: [number, number, number, number] = [ax - 30 * k, top, cx + 62 * g, 8 * g];
    const closeBox: [number, number, number, number] = [
      Math.min(hc[0] - 22 * k, ax - 16 * k),
      top + 8 * g,
      cx + 40 * g,
      -4 * g,
    ];
    const focus: Point = [(hc[0] + rc.handle[0]) / 2, (hc[1] + rc.handle[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      behind: mirror(rc.back, facing),
      actors: mirror([...rc.front, actorNodes(actor)], facing),
      contacts: [
        [mx([ax, 0], facing)[0], 26 * k],
        [mx([cx, 0], facing)[0], 50 * g],
      ],
      glows: [],
      faults,
    });
  },
};
