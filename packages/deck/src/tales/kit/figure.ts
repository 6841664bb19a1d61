import { add, at, type Point } from '../geom.ts';
import { group, type Color, type Node } from '../ir.ts';
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

/** A person or an animal standing on its hind legs, posed and feeling something. */
export function figure(spec: FigureSpec): Figure {
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
  const back: Node[] = [];
  if (species !== 'human') {
    const t = tail(species, add(s.hip, [-p.hip * 0.8, -2]), spec.look.skin, p.headR);
    if (t) back.push(t);
  }
  back.push(group(head.back, place));
  back.push(...parts.behind);
  const bodyNodes: Node[] = [...parts.torso, group(head.front, place), ...parts.frontArm];
  const over = spec.pose.backArmOver ?? false;
  const hands = over ? [...parts.hands.back, ...parts.hands.front] : [...parts.hands.front];
  if (!over) back.push(...parts.hands.back);
  return { back, body: bodyNodes, hands, skeleton: s, headR: p.headR };
}

/** All of a figure in drawing order, for when nothing is held. */
export function figureNodes(f: Figure): Node[] {
  return [...f.back, ...f.body, ...f.hands];
}
