import type { LegAngles } from './body.ts';
import type { FigurePose } from './figure.ts';

/**
 * The body language of the deck beyond standing with an arm out: whole-body poses an action or
 * a feeling picks for its verb (one fishes sitting on a step, one who hides crouches, one who
 * listens leans in, one who is afraid turns and runs). Each sets the legs, the lean, the head and
 * arms that suit it; an action overrides the arms it needs and keeps the rest. Drawn so the pose
 * reads as a flat shape at 160 px (scripts/tales/kit-poses.ts draws them all as silhouettes).
 */
export const poseKinds = [
  'sit-chair',
  'sit-step',
  'sit-floor',
  'hug-knees',
  'kneel',
  'kneel-up',
  'sit-heels',
  'lie-back',
  'lie-belly',
  'curl',
  'run',
  'flee',
  'hide',
  'sneak',
  'lean-in',
  'look-back',
  'reach-forward',
  'pull',
  'push',
  'dance-turn',
  'fall',
  'climb',
] as const;
export type PoseKind = (typeof poseKinds)[number];

const legs = (front: LegAngles, back: LegAngles): readonly [LegAngles, LegAngles] => [front, back];

/** Each pose, in the figure's own frame (facing +x, up is negative y). */
export const poses: Record<PoseKind, FigurePose & { readonly kind: PoseKind }> = {
  // On a chair or stool the action draws: thighs level, shins down.
  'sit-chair': {
    kind: 'sit-chair',
    legs: 'sit',
    lean: 4,
    front: { angle: 45, bend: 50 },
    back: { angle: 35, bend: 55 },
  },
  // On a step or a crate the figure brings (a block under it): one foot forward.
  'sit-step': {
    kind: 'sit-step',
    legs: legs([80, 50], [88, 96]),
    lean: 8,
    seat: true,
    front: { angle: 50, bend: 60 },
    back: { angle: 40, bend: 50 },
  },
  // On the floor, legs out in front, leaning back on one hand.
  'sit-floor': {
    kind: 'sit-floor',
    legs: legs([84, 14], [78, 60]),
    lean: -6,
    front: { angle: 40, bend: 40 },
    back: { angle: -40, bend: 6, hand: 'open' },
  },
  // Knees drawn up to the chin, arms round them.
  'hug-knees': {
    kind: 'hug-knees',
    legs: legs([150, 150], [142, 146]),
    lean: 16,
    headTilt: 14,
    front: { reach: [17, -16], hand: 'mitt' },
    back: { reach: [15, -14], hand: 'mitt' },
    backArmOver: true,
    gaze: [0.4, 0.4],
  },
  // On one knee.
  kneel: {
    kind: 'kneel',
    legs: 'kneel',
    lean: 6,
    front: { angle: 50, bend: 40 },
    back: { angle: 20, bend: 30 },
  },
  // On both knees, upright: wonder, a plea, a gift offered up.
  'kneel-up': {
    kind: 'kneel-up',
    legs: legs([6, 100], [-2, 98]),
    lean: -4,
    headTilt: -10,
    front: { angle: 70, bend: 50, hand: 'open' },
    back: { angle: 55, bend: 55, hand: 'open' },
    gaze: [0.4, -0.6],
  },
  // Sitting back on the heels, bowed: grief, a prayer.
  'sit-heels': {
    kind: 'sit-heels',
    legs: legs([70, 168], [64, 166]),
    lean: 30,
    headTilt: 20,
    front: { reach: [16, -24], hand: 'mitt' },
    back: { reach: [13, -22], hand: 'mitt' },
    backArmOver: true,
    gaze: [0.2, 0.9],
  },
  // On the back, one knee up, an arm behind the head.
  'lie-back': {
    kind: 'lie-back',
    roll: -90,
    legs: legs([30, 60], [4, 4]),
    front: { angle: 30, bend: 20 },
    back: { angle: 170, bend: 40 },
    turn: 0.5,
    gaze: [0.6, -0.4],
  },
  // On the belly, chest propped up, chin in the hands, feet kicking up behind.
  'lie-belly': {
    kind: 'lie-belly',
    roll: 90,
    legs: legs([-4, 110], [-8, 70]),
    lean: -42,
    headTilt: -30,
    front: { angle: 110, bend: 120, hand: 'mitt' },
    back: { angle: 100, bend: 125, hand: 'mitt' },
    turn: 0.6,
    gaze: [0.6, 0.2],
  },
  // Curled up asleep: on the side, knees drawn up, a hand under the head for a pillow.
  curl: {
    kind: 'curl',
    roll: -90,
    legs: legs([52, 95], [40, 105]),
    lean: 14,
    headTilt: 16,
    front: { angle: 12, bend: -30 },
    back: { angle: -170, bend: -15 },
    turn: 0.3,
  },
  // A real stride: the front knee high, the back leg pushing off, the body leaning into it.
  run: {
    kind: 'run',
    legs: legs([58, 80], [-34, 95]),
    lean: 20,
    lift: 7,
    front: { angle: -50, bend: 95, hand: 'fist' },
    back: { angle: 60, bend: 80, hand: 'fist' },
    turn: 0.7,
    gaze: [1, 0],
  },
  // Running away, looking back over the shoulder at what follows.
  flee: {
    kind: 'flee',
    legs: legs([58, 85], [-36, 100]),
    lean: 22,
    lift: 7,
    front: { angle: 70, bend: 70, hand: 'open' },
    back: { angle: -75, bend: 10, hand: 'open' },
    turn: -0.6,
    headTilt: -6,
    gaze: [-1, 0],
  },
  // Crouched low, the head down, hands over the mouth.
  hide: {
    kind: 'hide',
    legs: legs([100, 150], [78, 150]),
    lean: 34,
    headTilt: 8,
    front: { reach: [19, -36], hand: 'mitt' },
    back: { reach: [16, -34], hand: 'open' },
    backArmOver: true,
    gaze: [1, -0.1],
  },
  // On tiptoe, leaning forward, the back foot lifted, the hands held close: sneaking.
  sneak: {
    kind: 'sneak',
    legs: legs([28, 40], [-30, 80]),
    lean: 14,
    lift: 2,
    front: { angle: 60, bend: 100, hand: 'mitt' },
    back: { angle: -30, bend: 60, hand: 'mitt' },
    turn: 0.6,
    gaze: [1, 0],
  },
  // Leaning in to whisper or to listen.
  'lean-in': {
    kind: 'lean-in',
    legs: legs([22, 6], [-14, 10]),
    lean: 28,
    headTilt: 10,
    front: { reach: [22, -58], hand: 'open' },
    back: { angle: -35, bend: 10 },
    turn: 0.8,
    gaze: [1, 0],
  },
  // Walking away, looking back over the shoulder.
  'look-back': {
    kind: 'look-back',
    legs: 'walk',
    lean: 6,
    front: { angle: -25, bend: 15 },
    back: { angle: 25, bend: 20 },
    turn: -0.65,
    headTilt: -4,
    gaze: [-1, 0],
  },
  // The whole body reaching forward, the back leg lifted behind.
  'reach-forward': {
    kind: 'reach-forward',
    legs: legs([12, 8], [-62, 14]),
    lean: 34,
    front: { angle: 125, bend: -15, hand: 'open' },
    back: { angle: -60, bend: 10, hand: 'open' },
    turn: 0.8,
    gaze: [1, -0.3],
  },
  // Leaning back against a rope: heels dug in, arms out straight.
  pull: {
    kind: 'pull',
    legs: legs([42, 2], [-4, 40]),
    lean: -26,
    front: { angle: 75, bend: 0, hand: 'fist' },
    back: { angle: 70, bend: 5, hand: 'fist' },
    backArmOver: true,
    turn: 0.7,
    gaze: [1, 0.2],
  },
  // Leaning into a push, the back leg straight, both hands flat on it.
  push: {
    kind: 'push',
    legs: legs([26, 60], [-42, 0]),
    lean: 40,
    front: { angle: 100, bend: 10, hand: 'open' },
    back: { angle: 92, bend: 15, hand: 'open' },
    backArmOver: true,
    turn: 0.8,
    gaze: [1, 0],
  },
  // A turn on one foot, the other knee up, arms curved.
  'dance-turn': {
    kind: 'dance-turn',
    legs: legs([80, 105], [-6, 0]),
    lean: -8,
    lift: 3,
    headTilt: -10,
    front: { angle: 100, bend: 30, hand: 'open' },
    back: { angle: -95, bend: -30, hand: 'open' },
    gaze: [0.4, -0.3],
  },
  // Falling backwards, arms flung out, feet off the ground.
  fall: {
    kind: 'fall',
    roll: -38,
    lift: 14,
    legs: legs([50, 50], [10, 40]),
    lean: -6,
    front: { angle: 120, bend: 20, hand: 'open' },
    back: { angle: 150, bend: -20, hand: 'open' },
    turn: 0.2,
    gaze: [0, -0.6],
  },
  // Climbing: one knee high on the next rung, both hands up on the one above.
  climb: {
    kind: 'climb',
    legs: legs([100, 115], [6, 12]),
    lean: 6,
    front: { angle: 160, bend: 10, hand: 'fist' },
    back: { angle: 150, bend: 25, hand: 'fist' },
    backArmOver: true,
    headTilt: -14,
    gaze: [0.4, -1],
  },
};

/** The name a figure's pose goes by in the deck's measures: its kind, or its legs' pose. */
export function poseName(pose: FigurePose): string {
  if (pose.kind !== undefined) return pose.kind;
  return typeof pose.legs === 'string' ? pose.legs : 'custom';
}

/**
 * A pose's body without its arms and head (legs, lean, roll, seat, lift): for an action whose
 * arms and gaze are its own and only the stance changes.
 */
export function stance(
  kind: PoseKind,
): Pick<FigurePose, 'kind' | 'legs' | 'lean' | 'roll' | 'seat' | 'lift'> {
  const p = poses[kind];
  return {
    kind,
    legs: p.legs,
    ...(p.lean === undefined ? {} : { lean: p.lean }),
    ...(p.roll === undefined ? {} : { roll: p.roll }),
    ...(p.seat === undefined ? {} : { seat: p.seat }),
    ...(p.lift === undefined ? {} : { lift: p.lift }),
  };
}
