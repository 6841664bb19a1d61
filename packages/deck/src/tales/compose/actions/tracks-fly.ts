/**
 * Tracks that fly away: across a snowfield a line of small shoe prints comes up out of the
 * foreground, and half-way along, step by step, the shoes turn into a bird's three-toed feet;
 * the bird prints spread out in a run-up, end in two fans brushed into the snow by wings, and
 * one feather lies where they stop. The one who followed them stands beside the last shoe
 * prints, looking up into the empty sky: someone they knew flew away. Nothing is seen fly;
 * the story is told by the snow alone.
 */
import { n, poly, type Point } from '../../geom.ts';
import { fill, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** How the follower stands at the end of the shoe prints. */
function stanceFor(feeling: Feeling): {
  lean: number;
  tilt: number;
  raised: 'point' | 'open' | 'none';
} {
  if (feeling === 'surprise') return { lean: -6, tilt: -18, raised: 'open' };
  if (feeling === 'grief') return { lean: 3, tilt: -12, raised: 'open' };
  return { lean: -2, tilt: -16, raised: 'point' };
}

/** A point along the line of prints, t from 0 (the foreground) to 1 (where they stop). */
function along(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
}

/**
 * A shoe print on the snow seen at a slant: a sole with a waist and a heel apart from it,
 * squashed by the ground's foreshortening, turned along the way it walks.
 */
function shoePrint(at: Point, dir: Point, size: number, squash: number): string {
  const side: Point = [-dir[1], dir[0]];
  const pt = (f: number, w: number): Point => [
    at[0] + dir[0] * f * size + side[0] * w * size,
    at[1] + (dir[1] * f * size + side[1] * w * size) * squash,
  ];
  const sole = poly([
    pt(0.02, -0.13),
    pt(0.3, -0.17),
    pt(0.46, -0.12),
    pt(0.52, 0),
    pt(0.46, 0.12),
    pt(0.3, 0.17),
    pt(0.02, 0.12),
    pt(-0.06, 0),
  ]);
  const heel = poly([
    pt(-0.2, -0.12),
    pt(-0.14, 0),
    pt(-0.2, 0.12),
    pt(-0.4, 0.12),
    pt(-0.48, 0),
    pt(-0.4, -0.12),
  ]);
  return sole + heel;
}

/** A bird's print: three toes forward in a fan and one back, each a thin wedge. */
function birdPrint(at: Point, dir: Point, size: number, squash: number): string {
  const a = Math.atan2(dir[1], dir[0]);
  const toe = (turn: number, len: number): string => {
    const b = a + turn;
    const w = size * 0.075;
    const tip: Point = [at[0] + Math.cos(b) * len, at[1] + Math.sin(b) * len * squash];
    return poly([
      [at[0] - Math.sin(b) * w, at[1] + Math.cos(b) * w * squash],
      tip,
      [at[0] + Math.sin(b) * w, at[1] - Math.cos(b) * w * squash],
    ]);
  };
  return (
    toe(-0.6, size * 0.5) + toe(0, size * 0.58) + toe(0.6, size * 0.5) + toe(Math.PI, size * 0.28)
  );
}

/**
 * A line of shoe prints in the snow turns into a bird's prints and stops at a feather: the one
 * who followed them looks up into the sky.
 */
export const tracksFly: Action = {
  id: 'tracks-fly',
  objects: ['feather'],
  // People: the one who followed the prints is the one left behind (an animal's own prints
  // would muddle which line is whose).
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'],
  // Left behind: longing after them, astonished, or bereft.
  feelings: ['longing', 'surprise', 'grief'],
  settings: ['snowfield'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  untwisted: true,
  // The sentence says its place (in the snow).
  ownPlace: true,
  family: () => 'tracks-fly',
  concepts: [
    'footprints',
    'a trail',
    'winter',
    'longing',
    'following',
    'mystery',
    'metamorphosis',
    'a lost friend',
    'migration',
    'wanderlust',
  ],
  say: sayFrom(
    {
      feather: {
        en: 'stands where a line of footprints in the snow turns into bird tracks and stops at a single feather',
        ja: '雪の上の足跡が途中から鳥の足跡に変わり、一枚の羽根のところでぷっつり途切れている場所に立っている',
        ru: 'стоит там, где цепочка следов на снегу превращается в птичьи следы и обрывается у одного пёрышка',
        pt: 'está parado onde uma fila de pegadas na neve se transforma em rasto de pássaro e acaba numa única pena',
        fi: 'seisoo kohdassa, jossa jalanjäljet lumessa muuttuvat linnunjäljiksi ja loppuvat yhteen sulkaan',
      },
    },
    'feather',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const snow = mix(p.ground, '#ffffff', 0.75);
    const dent = mix(darker(snow, 0.42), '#3a4c86', 0.35);
    // The line of prints: out of the foreground at the bottom left, up past the follower's
    // feet and away to the right (receding, so smaller), the change from shoe to bird where the
    // follower stands.
    const a: Point = [-0.6 * H, 0.94 * H];
    const c: Point = [-0.2 * H, 0.22 * H];
    const b: Point = [0.6 * H, 0.17 * H];
    const squash = 0.5;
    const shoes: string[] = [];
    const claws: string[] = [];
    const steps = 11;
    const change = 0.42;
    for (let i = 0; i < steps; i++) {
      const t = i / (steps - 1) + rng.range(-0.01, 0.01);
      const q = along(a, c, b, Math.min(1, t));
      const q2 = along(a, c, b, Math.min(1, t + 0.01));
      const d0: Point = [q2[0] - q[0], (q2[1] - q[1]) / squash];
      const len = Math.hypot(d0[0], d0[1]) || 1;
      const dir: Point = [d0[0] / len, d0[1] / len];
      const side = i % 2 === 0 ? 1 : -1;
      const size = (0.3 - 0.14 * t) * H;
      // Left, right: the prints sit either side of the line, closer together once they are a bird's.
      const off = (t < change ? 0.16 : 0.09) * size * side;
      const at: Point = [q[0] - dir[1] * off, q[1] + dir[0] * off * squash];
      if (t < change - 0.06) shoes.push(shoePrint(at, dir, size, squash));
      else if (t < change + 0.04) {
        // The step between: a smaller shoe print with claws breaking out of its toe.
        shoes.push(shoePrint(at, dir, size * 0.75, squash));
        claws.push(
          birdPrint(
            [at[0] + dir[0] * size * 0.32, at[1] + dir[1] * size * 0.32 * squash],
            dir,
            size * 0.8,
            squash,
          ),
        );
      } else claws.push(birdPrint(at, dir, size * 0.85, squash));
    }
    const end = along(a, c, b, 1);
    // Where the wings swept the snow at the take-off: the long feathers of each wing pressed
    // into it either side of the last print, fanned out like fingers.
    const fans: string[] = [];
    for (const side of [-1, 1] as const) {
      for (let k = 0; k < 5; k++) {
        const th = -0.95 + k * 0.42;
        const d: Point = [side * Math.cos(th), Math.sin(th) * squash];
        const base: Point = [end[0] + side * 0.05 * H, end[1]];
        const r1 = (0.27 - 0.03 * Math.abs(k - 2)) * H;
        const hw = 0.022 * H;
        fans.push(
          poly([
            [base[0] - d[1] * hw, base[1] + d[0] * hw * squash],
            [base[0] + d[0] * r1, base[1] + d[1] * r1],
            [base[0] + d[1] * hw, base[1] - d[0] * hw * squash],
          ]),
        );
      }
    }
    // The feather, lying where the prints stop.
    const fx = end[0] + 0.04 * H;
    const fy = end[1] + 0.07 * H;
    const quill = poly([
      [fx - 0.13 * H, fy + 0.02 * H],
      [fx + 0.13 * H, fy - 0.025 * H],
      [fx + 0.13 * H, fy - 0.015 * H],
    ]);
    const vane = `M${n(fx - 0.11 * H)} ${n(fy + 0.015 * H)}Q${n(fx - 0.02 * H)} ${n(fy - 0.09 * H)} ${n(fx + 0.13 * H)} ${n(fy - 0.022 * H)}Q${n(fx + 0.02 * H)} ${n(fy + 0.045 * H)} ${n(fx - 0.11 * H)} ${n(fy + 0.015 * H)}Z`;
    const featherColor = mix(p.accent, '#f4efe6', 0.3);
    const ground: Node[] = [
      fill(shoes.join(''), dent, 'floor', 0),
      fill(claws.join(''), dent, 'floor', 0),
      fill(fans.join(''), mix(dent, snow, 0.1), 'floor', 0),
      fill(oval(fx, fy + 0.015 * H, 0.13 * H, 0.025 * H), mix(dent, snow, 0.55), 'floor', 0),
      fill(vane, featherColor, 'cloth'),
      fill(quill, darker(featherColor, 0.45), 'cloth', 0),
    ];
    // High in the sky over the end of the prints, a bird far off: two arcs, nearly gone.
    const sky: Point = [0.5 * H, -1.08 * H];
    const w = 0.13 * H;
    const far = fill(
      `M${n(sky[0] - w)} ${n(sky[1] - w * 0.3)}Q${n(sky[0] - w * 0.45)} ${n(sky[1] - w * 0.6)} ${n(sky[0])} ${n(sky[1])}Q${n(sky[0] + w * 0.45)} ${n(sky[1] - w * 0.6)} ${n(sky[0] + w)} ${n(sky[1] - w * 0.3)}Q${n(sky[0] + w * 0.45)} ${n(sky[1] - w * 0.4)} ${n(sky[0])} ${n(sky[1] + w * 0.2)}Q${n(sky[0] - w * 0.45)} ${n(sky[1] - w * 0.4)} ${n(sky[0] - w)} ${n(sky[1] - w * 0.3)}Z`,
      mix(p.ink, '#6a7898', 0.3),
      'detail',
    );

    // The follower, behind the line where the shoes give way to claws, looking up after them.
    const how = stanceFor(ctx.feeling);
    const x = -0.4 * H;
    const own = (q: Point): Point => [(q[0] - x) / s, q[1] / s];
    const point: Point = [x + 0.5 * H, -1.1 * H];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: how.lean,
      front:
        how.raised === 'none'
          ? { angle: 8, bend: 40 }
          : { reach: own(point), hand: how.raised === 'point' ? 'point' : 'open' },
      back: how.raised === 'open' ? { angle: -14, bend: 30 } : { angle: -6, bend: 20 },
      turn: 0.55,
      headTilt: how.tilt,
      gaze: [0.6, -1],
    });
    const actor: Actor = { fig, x, facing: 1, scale: s };
    const box: [number, number, number, number] = [-0.68 * H, -1.22 * H, 0.86 * H, 0.98 * H];
    const focus: Point = [0.2 * H, 0.1 * H];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([far, ...ground], facing),
      actors: mirror([actorNodes(actor)], facing),
      contacts: [[x * facing, 0.3 * H]],
    });
  },
};
