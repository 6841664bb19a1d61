import {
  add,
  down,
  ellipse,
  length,
  lerp,
  limb,
  n,
  normal,
  rotate,
  scale,
  smoothClosed,
  sub,
  type Point,
} from '../geom.ts';
import { fill, stroke, type Color, type Node } from '../ir.ts';
import { darker } from './colors.ts';

export type Age = 'child' | 'adult' | 'old';

export interface Proportions {
  readonly headR: number;
  readonly neck: number;
  readonly torso: number;
  readonly shoulder: number;
  readonly hip: number;
  readonly upperArm: number;
  readonly foreArm: number;
  readonly armW: number;
  readonly thigh: number;
  readonly shin: number;
  readonly legW: number;
  readonly hand: number;
  readonly foot: number;
}

export const proportions: Record<Age, Proportions> = {
  child: {
    headR: 12.5,
    neck: 1.5,
    torso: 20,
    shoulder: 8.5,
    hip: 6.5,
    upperArm: 10.5,
    foreArm: 10,
    armW: 5.2,
    thigh: 12,
    shin: 11.5,
    legW: 6.2,
    hand: 2.8,
    foot: 4.4,
  },
  adult: {
    headR: 11.5,
    neck: 3.5,
    torso: 30,
    shoulder: 12,
    hip: 8.5,
    upperArm: 16.5,
    foreArm: 15.5,
    armW: 6,
    thigh: 22,
    shin: 21,
    legW: 7.4,
    hand: 3.2,
    foot: 5.4,
  },
  old: {
    headR: 11.2,
    neck: 2.5,
    torso: 27,
    shoulder: 11.5,
    hip: 9,
    upperArm: 15.5,
    foreArm: 14.5,
    armW: 5.8,
    thigh: 20,
    shin: 19,
    legW: 7,
    hand: 3.1,
    foot: 5.2,
  },
};

export type HandShape = 'mitt' | 'fist' | 'open' | 'point';

/**
 * How much bigger than `Proportions.hand` a hand is drawn: big enough that its shape (a fist's
 * knuckles, spread fingers, a thumb apart) reads at 480 px.
 */
const HAND_SCALE = 1.5;

/** How far an arm may stretch past its length to reach what it acts on. */
const REACH_STRETCH = 1.2;

/** An arm posed by angles (degrees from straight down, towards +x) or reaching for a point. */
export type ArmPose =
  | { readonly angle: number; readonly bend: number; readonly hand?: HandShape }
  | { readonly reach: Point; readonly hand?: HandShape; readonly elbowUp?: boolean };

/** A leg: hip angle from straight down (towards +x), knee bend (the shin swings back). */
export type LegAngles = readonly [hip: number, knee: number];

export const legPoses = {
  stand: [
    [4, 0],
    [-4, 0],
  ],
  walk: [
    [24, 8],
    [-18, 22],
  ],
  stride: [
    [32, 10],
    [-26, 30],
  ],
  run: [
    [50, 70],
    [-30, 70],
  ],
  tiptoe: [
    [12, 22],
    [-12, 36],
  ],
  sit: [
    [88, 88],
    [82, 84],
  ],
  'sit-ground': [
    [86, 10],
    [80, 150],
  ],
  kneel: [
    [82, 80],
    [0, 92],
  ],
  crouch: [
    [62, 125],
    [35, 118],
  ],
  jump: [
    [28, 70],
    [-12, 60],
  ],
  float: [
    [14, 18],
    [-8, 30],
  ],
  dangle: [
    [70, 60],
    [55, 80],
  ],
} as const satisfies Record<string, readonly [LegAngles, LegAngles]>;
export type LegPose = keyof typeof legPoses;

export type Outfit = 'shirt' | 'dress' | 'coat' | 'robe' | 'tunic';

export interface BodyLook {
  readonly skin: Color;
  readonly top: Color;
  readonly bottom: Color;
  readonly shoes: Color;
  readonly outfit: Outfit;
  /** Collar, buttons or a scarf in the card's accent colour. */
  readonly trim?: Color | undefined;
  readonly scarf?: Color | undefined;
  readonly round?: boolean | undefined;
}

export interface BodyPose {
  readonly lean?: number;
  readonly legs: LegPose | readonly [LegAngles, LegAngles];
  readonly front: ArmPose;
  readonly back: ArmPose;
  /** Lift off the ground (jumps, floating). */
  readonly lift?: number;
  /**
   * A named whole-body pose (kit/poses.ts): it rests on whatever part is lowest (a knee, a hip),
   * not only on its feet.
   */
  readonly kind?: string;
}

export interface Skeleton {
  readonly hip: Point;
  readonly neck: Point;
  readonly headCentre: Point;
  readonly lean: number;
  readonly shoulders: { readonly front: Point; readonly back: Point };
  readonly elbows: { readonly front: Point; readonly back: Point };
  readonly hands: { readonly front: Point; readonly back: Point };
  readonly knees: { readonly front: Point; readonly back: Point };
  readonly ankles: { readonly front: Point; readonly back: Point };
  readonly hipJoints: { readonly front: Point; readonly back: Point };
}

/** Two-bone inverse kinematics: the elbow for a hand at `target` (clamped to reach). */
export function solveArm(
  shoulder: Point,
  target: Point,
  a: number,
  b: number,
  elbowUp = false,
): { elbow: Point; hand: Point } {
  const v = sub(target, shoulder);
  const d0 = length(v) || 1e-6;
  const d = Math.min(Math.max(d0, Math.abs(a - b) + 0.5), a + b - 0.01);
  const dir = scale(v, 1 / d0);
  const hand = add(shoulder, scale(dir, d));
  const cosA = (a * a + d * d - b * b) / (2 * a * d);
  const ang = Math.acos(Math.max(-1, Math.min(1, cosA))) / (Math.PI / 180);
  const e1 = add(shoulder, scale(rotate(dir, ang), a));
  const e2 = add(shoulder, scale(rotate(dir, -ang), a));
  // A natural elbow hangs below the line shoulder→hand (or above it, when asked).
  const lower = e1[1] >= e2[1] ? e1 : e2;
  const upper = lower === e1 ? e2 : e1;
  return { elbow: elbowUp ? upper : lower, hand };
}

/** Joint positions for a pose; feet rest on y = 0 unless lifted. */
export function skeleton(p: Proportions, pose: BodyPose): Skeleton {
  const lean = pose.lean ?? 0;
  const legs = typeof pose.legs === 'string' ? legPoses[pose.legs] : pose.legs;
  const hipJoint = (side: number): Point => [side * p.hip * 0.45, 0];
  const legAt = (angles: LegAngles, side: number): { knee: Point; ankle: Point; hj: Point } => {
    const hj = hipJoint(side);
    const knee = add(hj, down(angles[0], p.thigh));
    const ankle = add(knee, down(angles[0] - angles[1], p.shin));
    return { knee, ankle, hj };
  };
  const fl = legAt(legs[0], 1);
  const bl = legAt(legs[1], -1);
  const feet = Math.max(fl.ankle[1], bl.ankle[1]) + p.foot * 0.45;
  const lowest =
    pose.kind === undefined
      ? feet
      : Math.max(feet, fl.knee[1] + p.legW * 0.5, bl.knee[1] + p.legW * 0.5, 2);
  const lift = pose.lift ?? 0;
  const dy = -lowest - lift;
  const shift = (q: Point): Point => [q[0], q[1] + dy];
  const hip: Point = [0, dy];
  const up = (len: number, extra = 0): Point => rotate([0, -len], lean + extra);
  const neck = add(hip, up(p.torso));
  const headCentre = add(neck, up(p.neck + p.headR * 0.92));
  const shoulderAt = (side: number): Point =>
    add(hip, rotate([side * p.shoulder * 0.78, -p.torso + 3.2], lean));
  const sf = shoulderAt(1);
  const sb = shoulderAt(-1);
  const arm = (s: Point, a: ArmPose): { elbow: Point; hand: Point } => {
    if ('reach' in a) {
      // A closed hand holds what it reaches for in its middle, not at the wrist.
      const v = sub(a.reach, s);
      const d = length(v) || 1;
      const grip = a.hand === 'fist' || a.hand === 'point' ? p.hand * HAND_SCALE * 0.8 : 0;
      const target = add(s, scale(v, Math.max(d - grip, d * 0.5) / d));
      // An arm stretches a little rather than stop short of the thing the action is about: a
      // hand that hovers beside the pot it stirs reads as a gesture, not an act.
      const k = Math.min(
        REACH_STRETCH,
        Math.max(1, length(sub(target, s)) / (p.upperArm + p.foreArm)),
      );
      return solveArm(s, target, p.upperArm * k, p.foreArm * k, a.elbowUp ?? false);
    }
    const elbow = add(s, down(a.angle, p.upperArm));
    return { elbow, hand: add(elbow, down(a.angle + a.bend, p.foreArm)) };
  };
  const af = arm(sf, pose.front);
  const ab = arm(sb, pose.back);
  return {
    hip,
    neck,
    headCentre,
    lean,
    shoulders: { front: sf, back: sb },
    elbows: { front: af.elbow, back: ab.elbow },
    hands: { front: af.hand, back: ab.hand },
    knees: { front: shift(fl.knee), back: shift(bl.knee) },
    ankles: { front: shift(fl.ankle), back: shift(bl.ankle) },
    hipJoints: { front: shift(fl.hj), back: shift(bl.hj) },
  };
}

/**
 * A hand at `wrist`, pointing along `dir`: one outline (palm, fingers and thumb together, so a
 * look that draws outlines draws one line round the hand, never a tangle of strokes), with the
 * thumb on the side of `normal(dir)` and, when it is big enough to see, the gaps between fingers.
 * Hand shapes are drawn in the hand's frame (x along the fingers, y towards the thumb, in units
 * of `size`) and turned into place.
 */
export function hand(
  wrist: Point,
  dir: Point,
  size: number,
  shape: HandShape,
  skin: Color,
): Node[] {
  const l = length(dir) || 1;
  const u = scale(dir, 1 / l);
  const v = normal([0, 0], u);
  const k = size * HAND_SCALE;
  const to = (q: Point): Point => add(wrist, add(scale(u, q[0] * k), scale(v, q[1] * k)));
  const outline = (pts: readonly Point[]): Node => fill(smoothClosed(pts.map(to)), skin, 'skin');
  const crease = (pts: readonly Point[]): Node =>
    stroke(
      pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(to(q)[0])} ${n(to(q)[1])}`).join(''),
      darker(skin, 0.3),
      k * 0.12,
      'skin',
      0,
    );
  switch (shape) {
    case 'fist':
      // A closed hand round a grip at about (0.9, 0): a row of knuckle bumps ahead (they still
      // read when the creases are too fine to see), the thumb folded over.
      return [
        outline([
          [-0.1, -0.55],
          [0.45, -0.85],
          [1.15, -0.9],
          [1.5, -0.76],
          [1.7, -0.5],
          [1.56, -0.32],
          [1.74, -0.12],
          [1.6, 0.08],
          [1.72, 0.28],
          [1.55, 0.48],
          [1.3, 0.62],
          [1.05, 0.98],
          [0.6, 1.0],
          [0.3, 0.7],
          [-0.1, 0.5],
        ]),
        crease([
          [1.55, -0.3],
          [1.2, -0.25],
        ]),
        crease([
          [1.55, 0.1],
          [1.2, 0.1],
        ]),
        crease([
          [0.55, 0.55],
          [1.15, 0.45],
        ]),
      ];
    case 'point':
      // A fist with the first finger out along `dir`.
      return [
        outline([
          [-0.1, -0.55],
          [0.5, -0.78],
          [1.2, -0.72],
          [1.45, -0.4],
          [1.45, -0.05],
          [2.5, 0.02],
          [2.75, 0.2],
          [2.5, 0.42],
          [1.45, 0.45],
          [1.1, 0.85],
          [0.6, 0.9],
          [0.3, 0.65],
          [-0.1, 0.5],
        ]),
        crease([
          [1.4, -0.45],
          [1.05, -0.4],
        ]),
      ];
    case 'open': {
      // Spread fingers and the thumb held apart: a wave, a reach, a hand raised in surprise.
      const pts: Point[] = [[-0.1, 0.5]];
      // The thumb, on its side, pointing out and forward.
      pts.push([0.35, 0.72], [0.85, 1.35], [1.05, 1.38], [1.05, 1.12], [0.85, 0.62]);
      const fingers: readonly (readonly [y: number, ang: number, len: number])[] = [
        [0.42, 16, 1.25],
        [0.12, 4, 1.4],
        [-0.2, -8, 1.32],
        [-0.5, -22, 1.05],
      ];
      for (const [y, ang, len] of fingers) {
        const base: Point = [1.1, y];
        const d = rotate([1, 0], ang);
        const side = rotate([0, 1], ang);
        const w = 0.2;
        pts.push(
          add(base, scale(side, w)),
          add(add(base, scale(d, len * 0.85)), scale(side, w)),
          add(base, scale(d, len)),
          add(add(base, scale(d, len * 0.85)), scale(side, -w)),
          add(add(base, scale(d, 0.08)), scale(side, -w * 1.1)),
        );
      }
      pts.push([0.5, -0.78], [-0.1, -0.55]);
      return [outline(pts)];
    }
    case 'mitt':
      // A relaxed hand: the fingers together and a little curled, the thumb held well apart
      // (a deep notch between them, so it is a hand and not a mitten at card size).
      return [
        outline([
          [-0.1, -0.55],
          [0.6, -0.75],
          [1.5, -0.72],
          [2.2, -0.5],
          [2.5, -0.12],
          [2.3, 0.28],
          [1.7, 0.38],
          [1.28, 0.4],
          [1.55, 0.75],
          [1.78, 1.05],
          [1.62, 1.27],
          [1.3, 1.15],
          [0.85, 0.8],
          [0.3, 0.62],
          [-0.1, 0.5],
        ]),
        crease([
          [2.15, -0.2],
          [1.5, -0.25],
        ]),
        crease([
          [2.05, 0.12],
          [1.5, 0.1],
        ]),
      ];
  }
}

export interface BodyParts {
  /** The far arm and leg, drawn behind the torso. */
  readonly behind: Node[];
  readonly torso: Node[];
  /** The near arm (sleeve), drawn over the torso. */
  readonly frontArm: Node[];
  readonly hands: { readonly front: Node[]; readonly back: Node[] };
}

/** The body for a skeleton, dressed. */
export function body(
  p: Proportions,
  s: Skeleton,
  look: BodyLook,
  pose: BodyPose,
  backArmOver = false,
): BodyParts {
  const legColor = look.outfit === 'dress' ? look.skin : look.bottom;
  const legW = p.legW;
  const sleeve = look.top;
  const behind: Node[] = [];
  const torso: Node[] = [];
  const frontArm: Node[] = [];
  const legShape = (hj: Point, knee: Point, ankle: Point, color: Color, shade: number): Node[] => {
    const c = shade > 0 ? darker(color, shade) : color;
    const foot = add(ankle, [p.foot * 0.55, p.foot * 0.05]);
    return [
      fill(limb(hj, knee, ankle, legW, legW * 0.78), c, look.outfit === 'dress' ? 'skin' : 'cloth'),
      fill(
        ellipse(foot[0], foot[1], p.foot, p.foot * 0.5),
        shade > 0 ? darker(look.shoes, shade) : look.shoes,
        'cloth',
      ),
    ];
  };
  const armShape = (sh: Point, el: Point, wr: Point, shade: number): Node =>
    fill(
      limb(sh, el, wr, p.armW, p.armW * 0.85),
      shade > 0 ? darker(sleeve, shade) : sleeve,
      'cloth',
    );
  const handShape = (a: ArmPose): HandShape => a.hand ?? 'mitt';
  const handAt = (el: Point, wr: Point, a: ArmPose, shade: number): Node[] =>
    hand(wr, sub(wr, el), p.hand, handShape(a), shade > 0 ? darker(look.skin, shade) : look.skin);

  // Far leg and far arm.
  behind.push(...legShape(s.hipJoints.back, s.knees.back, s.ankles.back, legColor, 0.18));
  if (!backArmOver) behind.push(armShape(s.shoulders.back, s.elbows.back, s.hands.back, 0.18));
  // Near leg.
  torso.push(...legShape(s.hipJoints.front, s.knees.front, s.ankles.front, legColor, 0));
  // Skirts: the hull of the waist and the knees, so it follows a sitting or striding pose.
  const lean = s.lean;
  const at = (q: Point): Point => add(s.hip, rotate(q, lean));
  const skirtTo =
    look.outfit === 'dress'
      ? 0.15
      : look.outfit === 'coat'
        ? 0.0
        : look.outfit === 'robe'
          ? 0.85
          : look.outfit === 'tunic'
            ? -0.35
            : null;
  if (skirtTo !== null) {
    const hem = (knee: Point, ankle: Point): Point =>
      skirtTo >= 0 ? lerp(knee, ankle, skirtTo) : lerp(knee, s.hip, -skirtTo);
    const hf = hem(s.knees.front, s.ankles.front);
    const hb = hem(s.knees.back, s.ankles.back);
    const flare = look.outfit === 'robe' ? 6 : 4.5;
    const wide = p.hip * (look.outfit === 'robe' ? 1.35 : 1.2);
    const pts: Point[] = [
      at([-p.hip * 1.0, -p.torso * 0.42]),
      at([p.hip * 1.0, -p.torso * 0.42]),
      at([wide, -1]),
      add(hf, [flare, 0]),
      lerp(add(hf, [flare, 1]), add(hb, [-flare, 1]), 0.5),
      add(hb, [-flare, 0]),
      at([-wide, -1]),
    ];
    torso.push(
      fill(
        smoothClosed(pts),
        look.outfit === 'dress' || look.outfit === 'robe' ? look.bottom : look.top,
        'cloth',
      ),
    );
  }
  // Torso: shoulders, a waist, hips; rounder for a round build.
  const sw = p.shoulder;
  const T = p.torso;
  const belly = look.round === true ? 4 : 0;
  torso.push(
    fill(
      smoothClosed([
        at([0, -T - 0.8]),
        at([sw * 0.82, -T + 0.6]),
        at([sw * 0.95, -T + 6]),
        at([sw * 0.82 + belly, -T * 0.45]),
        at([p.hip * 1.05 + belly * 0.5, 0]),
        at([0, 2]),
        at([-p.hip * 1.05, 0]),
        at([-sw * 0.8, -T * 0.45]),
        at([-sw * 0.95, -T + 6]),
        at([-sw * 0.82, -T + 0.6]),
      ]),
      look.top,
      'cloth',
    ),
  );
  if (look.trim !== undefined) {
    // A collar and a row of buttons.
    torso.push(
      fill(
        `M${n(at([-4, -T])[0])} ${n(at([-4, -T])[1])}L${n(at([0, -T + 5])[0])} ${n(at([0, -T + 5])[1])}L${n(at([4, -T])[0])} ${n(at([4, -T])[1])}Z`,
        look.trim,
        'cloth',
        0.5,
      ),
    );
    for (const k of [0.3, 0.55, 0.8]) {
      const b = at([0.6, -T * (1 - k)]);
      torso.push(fill(ellipse(b[0], b[1], 1, 1, 0), look.trim, 'detail', 0));
    }
  }
  if (look.scarf !== undefined) {
    const a = at([-sw * 0.7, -T + 1]);
    const b = at([sw * 0.7, -T + 1]);
    const tail = add(at([sw * 0.2, -T + 2]), rotate([-10, 14], lean));
    torso.push(
      stroke(
        `M${n(a[0])} ${n(a[1])}Q${n(s.neck[0])} ${n(s.neck[1] + 4)} ${n(b[0])} ${n(b[1])}`,
        look.scarf,
        4.2,
        'cloth',
      ),
    );
    torso.push(
      fill(
        `M${n(s.neck[0] + 1)} ${n(s.neck[1] + 2)}L${n(tail[0])} ${n(tail[1])}L${n(tail[0] + 4)} ${n(tail[1] + 1)}Z`,
        look.scarf,
        'cloth',
      ),
    );
  }
  if (backArmOver) frontArm.push(armShape(s.shoulders.back, s.elbows.back, s.hands.back, 0.08));
  frontArm.push(armShape(s.shoulders.front, s.elbows.front, s.hands.front, 0));
  return {
    behind,
    torso,
    frontArm,
    hands: {
      front: handAt(s.elbows.front, s.hands.front, pose.front, 0),
      back: handAt(s.elbows.back, s.hands.back, pose.back, backArmOver ? 0.05 : 0.18),
    },
  };
}
