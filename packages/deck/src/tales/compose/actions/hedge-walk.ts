/**
 * The topiary walks off: the gardener has just clipped a hedge into an elephant (a turtle), and
 * the green animal has pulled its roots out of the lawn and is walking away, one leafy foot in the
 * air, leaving a hole of bare earth ringed with clippings. The gardener, shears hanging from one
 * hand, reaches after it. A thing made with care that leaves its maker.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as T from '../../kit/things.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** A clipped mass: a puff with many small, shallow scallops, as a trimmed hedge's outline is. */
function clipped(cx: number, cy: number, rx: number, ry: number, start = 0): string {
  const bumps = Math.max(8, Math.round((rx + ry) / 3.2));
  return puff(cx, cy, rx, ry, bumps, 1.07, start);
}

/** A leg of the topiary from its hip down to the foot: one clipped column `w` wide. */
function leg(hip: Point, foot: Point, w: number, color: Color): Node {
  const dx = foot[0] - hip[0];
  const dy = foot[1] - hip[1];
  const len = Math.hypot(dx, dy) + w * 0.3;
  const angle = (Math.atan2(-dx, dy) * 180) / Math.PI;
  return group(
    [fill(clipped(0, 0, w * 0.5, len * 0.5), color, 'plant')],
    `translate(${n((hip[0] + foot[0]) / 2)} ${n((hip[1] + foot[1]) / 2)}) rotate(${n(angle)})`,
  );
}

/** Roots trailing from a lifted foot at `at`, `u` the animal's unit. */
function roots(at: Point, u: number, color: Color): Node {
  const d = [-1, 0, 1]
    .map(
      (i) =>
        `M${n(at[0] + i * 2 * u)} ${n(at[1])}q${n(i * 1.5 * u - 1 * u)} ${n(3 * u)} ${n(i * 2.5 * u - 0.5 * u)} ${n(6 * u)}`,
    )
    .join('');
  return stroke(d, color, 0.9 * u, 'wood', 0);
}

/** Leaves sprinkled over a shape's box, lighter and darker than the hedge, for texture. */
function sprinkle(rng: Rng, box: readonly [number, number, number, number], green: Color): Node[] {
  const out: Node[] = [];
  const [x0, y0, x1, y1] = box;
  const count = Math.round(((x1 - x0) * (y1 - y0)) / 70);
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const c = rng.chance(0.5) ? lighter(green, 0.22) : darker(green, 0.18);
    out.push(placed(T.leaf(c, 0.32), [x, y], 1, rng.range(-80, 80)));
  }
  return out;
}

interface Topiary {
  readonly nodes: Node[];
  /** Its top, for the card's box. */
  readonly top: number;
  /** Its front end (towards +x), for the card's box. */
  readonly front: number;
  /** Its back end. */
  readonly back: number;
}

/** An eye on the hedge: a dark dot with a glint, so the green thing looks alive. */
function hedgeEye(at: Point, r: number): Node[] {
  return [
    fill(circle(at[0], at[1], r), '#1f2a1c', 'face'),
    fill(circle(at[0] - r * 0.3, at[1] - r * 0.35, r * 0.35), '#f4f8ee', 'face', 0),
  ];
}

/**
 * The elephant walking to +x, its feet on y = 0 (the front one lifted), its trunk raised; `u` is
 * its unit (about 75 u tall).
 */
function elephant(rng: Rng, u: number, green: Color): Topiary {
  const dark = darker(green, 0.22);
  const w = 12 * u;
  const trunk = `M${n(38 * u)} ${n(-50 * u)}Q${n(52 * u)} ${n(-52 * u)} ${n(54 * u)} ${n(-66 * u)}Q${n(55 * u)} ${n(-74 * u)} ${n(50 * u)} ${n(-76 * u)}`;
  const nodes: Node[] = [
    leg([-18 * u, -34 * u], [-24 * u, 0], w, dark),
    leg([14 * u, -32 * u], [12 * u, 0], w, dark),
    fill(clipped(0, -44 * u, 31 * u, 22 * u), green, 'plant'),
    fill(clipped(-32 * u, -50 * u, 3.5 * u, 3.5 * u), green, 'plant'),
    stroke(trunk, green, 8 * u, 'plant'),
    fill(clipped(31 * u, -54 * u, 15 * u, 14 * u, 0.4), green, 'plant'),
    leg([-8 * u, -32 * u], [-4 * u, 0], w, green),
    // The front foot up and forward, mid-step, its roots trailing.
    leg([22 * u, -34 * u], [33 * u, -10 * u], w, green),
    ...sprinkle(rng, [-28 * u, -62 * u, 42 * u, -30 * u], green),
    // The ear, flapping back over the shoulder.
    fill(clipped(22 * u, -52 * u, 9 * u, 12 * u, 0.2), dark, 'plant'),
    ...hedgeEye([37 * u, -58 * u], 2 * u),
    roots([34 * u, -6 * u], u, '#7a5a3a'),
  ];
  return { nodes, top: -80 * u, front: 60 * u, back: -36 * u };
}

/** The turtle walking to +x under its domed shell, head stretched out, one front foot lifted. */
function turtle(rng: Rng, u: number, green: Color): Topiary {
  const dark = darker(green, 0.22);
  const w = 11 * u;
  const nodes: Node[] = [
    leg([-22 * u, -12 * u], [-28 * u, 0], w, dark),
    leg([10 * u, -12 * u], [8 * u, 0], w, dark),
    // The neck and head stretched out ahead.
    leg([24 * u, -20 * u], [40 * u, -30 * u], 10 * u, green),
    fill(clipped(46 * u, -33 * u, 9 * u, 8 * u, 0.3), green, 'plant'),
    fill(clipped(-35 * u, -12 * u, 5 * u, 3.5 * u), green, 'plant'),
    // The shell: a high dome, clipped into plates.
    fill(clipped(0, -26 * u, 34 * u, 26 * u), green, 'plant'),
    fill(clipped(0, -9 * u, 36 * u, 5 * u), dark, 'plant'),
    ...sprinkle(rng, [-28 * u, -46 * u, 28 * u, -14 * u], green),
    stroke(
      `M${n(-14 * u)} ${n(-44 * u)}L${n(-20 * u)} ${n(-14 * u)}M${n(14 * u)} ${n(-44 * u)}L${n(20 * u)} ${n(-14 * u)}M${n(-30 * u)} ${n(-26 * u)}H${n(30 * u)}`,
      darker(green, 0.3),
      1.4 * u,
      'detail',
      0,
    ),
    leg([-10 * u, -10 * u], [-14 * u, 0], w, green),
    leg([22 * u, -10 * u], [32 * u, -9 * u], w, green),
    ...hedgeEye([49 * u, -35 * u], 1.9 * u),
    roots([34 * u, -5 * u], u, '#7a5a3a'),
  ];
  return { nodes, top: -58 * u, front: 56 * u, back: -40 * u };
}

function topiary(object: NounId, rng: Rng, u: number, green: Color): Topiary {
  return object === 'turtle' ? turtle(rng, u, green) : elephant(rng, u, green);
}

/**
 * The gardener on one side, shears open and hanging from the back hand, the front arm out after
 * the animal; between them the hole it stood in, ringed with clippings; the animal beyond,
 * walking away from the gardener.
 */
export const hedgeWalk: Action = {
  id: 'hedge-walk',
  objects: ['elephant', 'turtle'],
  // A mouse beside a hedge elephant is lost at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['surprise', 'grief', 'wonder', 'longing', 'fear'],
  // A lawn in open ground, where a hedge is clipped.
  settings: ['meadow', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A hedge that walks away is the dream; a twist beside it would crowd the lawn.
  untwisted: true,
  // The green of the hedge is what tells it from a real animal: a grey woodcut or a dark
  // silhouette draws a plain elephant.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: (o) => `hedge-walk:${o}`,
  concepts: [
    'topiary',
    'gardening',
    'creation',
    'letting go',
    'leaving home',
    'freedom',
    'craft',
    'farewell',
    'coming to life',
  ],
  say: sayFrom(
    {
      elephant: {
        en: 'has clipped a hedge into an elephant, and now it is walking off the lawn',
        ja: '生け垣を象の形に刈りこんだら、その象が芝生から歩いて出ていってしまう',
        ru: 'подстриг куст в виде слона, а слон взял и уходит с лужайки',
        pt: 'aparou uma sebe em forma de elefante, e agora ele vai-se embora do relvado',
        fi: 'on leikannut pensaasta norsun, ja nyt se kävelee pois nurmikolta',
      },
      turtle: {
        en: 'has clipped a hedge into a turtle, and now it is crawling off the lawn',
        ja: '生け垣を亀の形に刈りこんだら、その亀が芝生からのそのそ出ていってしまう',
        ru: 'подстриг куст в виде черепахи, а черепаха взяла и уползает с лужайки',
        pt: 'aparou uma sebe em forma de tartaruga, e agora ela vai-se embora do relvado',
        fi: 'on leikannut pensaasta kilpikonnan, ja nyt se mönkii pois nurmikolta',
      },
    },
    'elephant',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const green = mix(p.ground, '#3f8a3a', 0.75);
    const u = 0.95 * k;
    const beast = topiary(ctx.object, rng, u, green);
    // The gardener left, the hole next, the animal right and already past it.
    const ax = -30 * k;
    const holeX = 0;
    const bx = holeX + 12 * k - beast.back;
    const where = { x: ax, facing: 1 as const, scale: s };
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    // The front arm out after the animal, palm open ("wait!"); the back hand at the chest.
    const reachTo: Point = [ax + m.arm * s * 0.98, (m.shoulder + 3) * s];
    const fig = posed(ctx, {
      legs: ctx.feeling === 'fear' ? 'stand' : 'walk',
      lean: ctx.feeling === 'fear' ? -6 : 10,
      front: { reach: toActor(where, reachTo), hand: 'open' },
      back: { angle: 40, bend: 110, hand: 'mitt' },
      turn: 0.7,
      headTilt: sad ? 12 : -4,
      gaze: [1, sad ? 0.3 : 0.1],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };
    // The shears dropped open on the lawn by the hole.
    const steel = '#8d949c';
    const pivot: Point = [holeX - 14 * k, -2.2 * k];
    const blade = (r: number): string => {
      const tip: Point = [pivot[0] + Math.cos(r) * 20 * k, pivot[1] + Math.sin(r) * 20 * k];
      const side: Point = [-Math.sin(r) * 1.8 * k, Math.cos(r) * 1.8 * k];
      return `M${n(pivot[0] - side[0])} ${n(pivot[1] - side[1])}L${n(tip[0])} ${n(tip[1])}L${n(pivot[0] + side[0])} ${n(pivot[1] + side[1])}Z`;
    };
    const handle = (r: number): string =>
      `M${n(pivot[0])} ${n(pivot[1])}L${n(pivot[0] - Math.cos(r) * 16 * k)} ${n(pivot[1] - Math.sin(r) * 16 * k)}`;
    const shears: Node[] = [
      stroke(`${handle(0.14)}${handle(-0.12)}`, '#8a5a34', 2.4 * k, 'wood'),
      fill(`${blade(-0.16)}${blade(0.1)}`, steel, 'metal'),
      fill(circle(pivot[0], pivot[1], 1.4 * k), darker(steel, 0.4), 'metal', 0),
    ];
    // The hole in the lawn where it stood, clippings round it, a trail of earth to the animal.
    const earth = mix('#6a4a32', p.floor, 0.25);
    const hole: Node[] = [
      fill(oval(holeX, 0.5 * k, 17 * k, 4.2 * k), earth, 'floor', 0),
      fill(oval(holeX, 0.4 * k, 11 * k, 2.4 * k), darker(earth, 0.35), 'floor', 0),
    ];
    const clippings: Node[] = [];
    for (let i = 0; i < 12; i++) {
      const x = holeX + rng.range(-22, 22) * k;
      clippings.push(
        placed(
          T.leaf(rng.pick([green, lighter(green, 0.2)]), 0.42),
          [x, -1 * k],
          k,
          rng.range(60, 120),
        ),
      );
    }
    const trail: Node[] = [];
    for (let i = 0; i < 3; i++) {
      const x = holeX + 18 * k + i * 9 * k;
      if (x > bx + beast.back) break;
      trail.push(fill(oval(x, 0.4 * k, 2.6 * k, 0.9 * k), earth, 'floor', 0));
    }
    const animal = group(beast.nodes, `translate(${n(bx)} 0)`);
    const nodes: Node[] = [...hole, ...trail, animal, ...clippings, ...shears, actorNodes(a)];
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      ax - 16 * k,
      Math.min(headTop, beast.top - 4 * k),
      bx + beast.front + 4 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([(ax + bx) / 2, -45 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 22 * k],
        [bx * facing, (beast.front - beast.back) * 0.6],
      ],
      glows: [],
    });
  },
};
