import { add, at, rect, rotate, type Point } from '../geom.ts';
import { fill, group, type Color, type Node } from '../ir.ts';
import {
  body,
  proportions,
  skeleton,
  type Age,
  type BodyLook,
  type BodyPose,
  type Skeleton,
} from './body.ts';
import type { Feeling } from './face.ts';
import { humanHead, type Hat, type HairStyle } from './head.ts';
import { animalHead, tail, type Species } from './animals.ts';
import { backQuills } from './animals-more.ts';
import type { PoseKind } from './poses.ts';

export interface FigureLook extends BodyLook {
  readonly hair: Color;
  readonly hairStyle: HairStyle;
  readonly hat: Hat;
  readonly hatColor: Color;
  readonly glasses?: boolean | undefined;
  readonly beard?: boolean | undefined;
}

export interface FigurePose extends BodyPose {
  /** Head turn, -1 … 1 (1: profile looking forward, towards +x). */
  readonly turn?: number;
  readonly headTilt?: number;
  /** Where the eyes look (x forward, y down), each -1 … 1. */
  readonly gaze?: Point;
  /** Draw the far arm over the body (both hands on something in front). */
  readonly backArmOver?: boolean;
  /** The named body pose this is (kit/poses.ts), for the deck's measures. */
  readonly kind?: PoseKind;
  /**
   * The whole figure turned about its hip, in degrees clockwise, then laid on the ground: -90 on
   * its back (head towards -x), 90 on its belly.
   */
  readonly roll?: number;
  /** Sits on a block of its own (a step, a crate) rather than on what the action draws. */
  readonly seat?: boolean;
}

export interface FigureSpec {
  readonly age: Age;
  readonly species?: Species;
  readonly look: FigureLook;
  readonly feeling: Feeling;
  readonly pose: FigurePose;
  readonly ink: Color;
}

export interface Figure {
  /** Far limbs, long hair, tails: behind the body. */
  readonly back: Node[];
  readonly body: Node[];
  /** The hands: drawn after what they hold, so the fingers close over it. */
  readonly hands: Node[];
  readonly skeleton: Skeleton;
  readonly headR: number;
}

/** Sees every figure drawn (scripts that measure the deck's poses); none by default. */
let watcher: ((spec: FigureSpec, f: Figure) => void) | undefined;

/** Calls `w` with every figure drawn from now on, until it is called with `undefined`. */
export function watchFigures(w: ((spec: FigureSpec, f: Figure) => void) | undefined): void {
  watcher = w;
}

/** A person or an animal standing on its hind legs, posed and feeling something. */
export function figure(spec: FigureSpec): Figure {
  const f = drawFigure(spec);
  watcher?.(spec, f);
  return f;
}

function drawFigure(spec: FigureSpec): Figure {
  const p = proportions[spec.age];
  const s = skeleton(p, spec.pose);
  const parts = body(p, s, spec.look, spec.pose, spec.pose.backArmOver ?? false);
  const turn = spec.pose.turn ?? 0.3;
  const gaze = spec.pose.gaze ?? [turn * 0.6, 0];
  const tilt = (spec.pose.headTilt ?? 0) + s.lean * 0.4;
  const species = spec.species ?? 'human';
  const head =
    species === 'human'
      ? humanHead({
          r: p.headR,
          skin: spec.look.skin,
          hair: spec.look.hair,
          hairStyle: spec.look.hairStyle,
          hat: spec.look.hat,
          hatColor: spec.look.hatColor,
          feeling: spec.feeling,
          turn,
          gaze,
          ink: spec.ink,
          glasses: spec.look.glasses ?? false,
          beard: spec.look.beard ?? false,
          old: spec.age === 'old',
        })
      : animalHead(species, {
          r: p.headR,
          fur: spec.look.skin,
          feeling: spec.feeling,
          turn,
          gaze,
          ink: spec.ink,
          hat: spec.look.hat,
          hatColor: spec.look.hatColor,
        });
  const place = at(s.headCentre[0], s.headCentre[1], 1, tilt);
  const seat: Node[] =
    spec.pose.seat === true
      ? [
          fill(
            rect(
              s.hip[0] - p.thigh * 0.55,
              s.hip[1] + p.legW * 0.45,
              p.thigh * 1.05,
              -s.hip[1] - p.legW * 0.45,
              1.5,
            ),
            '#8a7664',
            'wood',
          ),
        ]
      : [];
  const back: Node[] = [...seat];
  if (species !== 'human') {
    const t =
      species === 'hedgehog'
        ? backQuills(add(s.hip, [-p.hip * 0.5, 0]), s.neck, spec.look.skin, p.headR)
        : tail(species, add(s.hip, [-p.hip * 0.8, -2]), spec.look.skin, p.headR);
    if (t) back.push(t);
  }
  back.push(group(head.back, place));
  back.push(...parts.behind);
  const bodyNodes: Node[] = [...parts.torso, group(head.front, place), ...parts.frontArm];
  const over = spec.pose.backArmOver ?? false;
  const hands = over ? [...parts.hands.back, ...parts.hands.front] : [...parts.hands.front];
  if (!over) back.push(...parts.hands.back);
  const r = rolled(s, spec.pose, p.headR, p.foot);
  if (r.transform === null) return { back, body: bodyNodes, hands, skeleton: s, headR: p.headR };
  return {
    back: r.transform(back),
    body: r.transform(bodyNodes),
    hands: r.transform(hands),
    skeleton: r.skeleton,
    headR: p.headR,
  };
}

/**
 * Where a figure's joints end up for a pose, without drawing it: for an action that must know
 * how high a kneeling figure's hands come before it places what they hold.
 */
export function poseSkeleton(age: Age, pose: FigurePose): Skeleton {
  const p = proportions[age];
  return rolled(skeleton(p, pose), pose, p.headR, p.foot).skeleton;
}

/**
 * A pose with a roll turned about its hip and set down so its lowest part (a shoulder, the
 * head, a knee) rests on the ground, or `lift` above it: the moved skeleton and the transform
 * that moves the drawing with it.
 */
function rolled(
  s: Skeleton,
  pose: FigurePose,
  headR: number,
  foot: number,
): { skeleton: Skeleton; transform: ((nodes: Node[]) => Node[]) | null } {
  const roll = pose.roll ?? 0;
  if (roll === 0) return { skeleton: s, transform: null };
  const turn = (q: Point): Point => rotate(q, roll, s.hip);
  const low = [
    add(turn(s.ankles.front), [0, foot * 0.45]),
    add(turn(s.ankles.back), [0, foot * 0.45]),
    add(turn(s.knees.front), [0, 3]),
    add(turn(s.knees.back), [0, 3]),
    add(turn(s.hip), [0, 4]),
    add(turn(s.headCentre), [0, headR * 0.95]),
    add(turn(s.neck), [0, 4]),
    add(turn(s.elbows.front), [0, 3]),
    add(turn(s.elbows.back), [0, 3]),
  ];
  const shift = -Math.max(...low.map((q) => q[1])) - (pose.lift ?? 0);
  const move = (q: Point): Point => add(turn(q), [0, shift]);
  const both = (pair: { readonly front: Point; readonly back: Point }) => ({
    front: move(pair.front),
    back: move(pair.back),
  });
  return {
    skeleton: {
      hip: move(s.hip),
      neck: move(s.neck),
      headCentre: move(s.headCentre),
      lean: s.lean + roll,
      shoulders: both(s.shoulders),
      elbows: both(s.elbows),
      hands: both(s.hands),
      knees: both(s.knees),
      ankles: both(s.ankles),
      hipJoints: both(s.hipJoints),
    },
    transform: (nodes) => [
      group([group(nodes, at(-s.hip[0], -s.hip[1]))], at(s.hip[0], s.hip[1] + shift, 1, roll)),
    ],
  };
}

/** All of a figure in drawing order, for when nothing is held. */
export function figureNodes(f: Figure): Node[] {
  return [...f.back, ...f.body, ...f.hands];
}
