import type { Rng } from '../../random.ts';
import { at, type Point } from '../geom.ts';
import { group, type Node } from '../ir.ts';
import { proportions, skeleton } from '../kit/body.ts';
import type { Prop, PropColors } from '../kit/props.ts';
import type { Palette } from '../palette.ts';
import type { Character } from './cast.ts';
import type { StageContext, Staged } from './types.ts';
import { pose } from './cast.ts';
import type { Figure, FigurePose } from '../kit/figure.ts';

/** Key heights of a character standing (its own units, feet at 0, up is negative). */
export function measure(c: Character): {
  headTop: number;
  head: Point;
  headR: number;
  shoulder: number;
  hip: number;
  height: number;
  arm: number;
  reachTop: number;
} {
  const p = proportions[c.age];
  const s = skeleton(p, {
    legs: 'stand',
    front: { angle: 0, bend: 0 },
    back: { angle: 0, bend: 0 },
  });
  const headTop = s.headCentre[1] - p.headR;
  const arm = p.upperArm + p.foreArm;
  return {
    headTop,
    head: s.headCentre,
    headR: p.headR,
    shoulder: s.shoulders.front[1],
    hip: s.hip[1],
    height: -headTop,
    arm,
    reachTop: s.shoulders.front[1] - arm * 0.93,
  };
}

/** A prop placed with its grip at a point, scaled and turned. */
export function placed(prop: Prop, p: Point, scale = 1, rotate = 0, flip = false): Node {
  return group(prop.nodes, at(p[0], p[1], scale, rotate, flip));
}

/** A prop's named point, after placing it like `placed`. */
export function propPoint(prop: Prop, name: string, p: Point, scale = 1, rotate = 0): Point {
  const q = prop.points?.[name] ?? [0, 0];
  const r = (rotate * Math.PI) / 180;
  const x = q[0] * scale;
  const y = q[1] * scale;
  return [p[0] + x * Math.cos(r) - y * Math.sin(r), p[1] + x * Math.sin(r) + y * Math.cos(r)];
}

export function colorsFor(p: Palette, rng: Rng, main?: string): PropColors {
  return { main: main ?? rng.pick(p.cloth), ink: p.ink, light: p.light, metal: '#4c464c' };
}

/** An empty staging to fill in. */
export function staged(box: Staged['box'], focus: Point, extra: Partial<Staged> = {}): Staged {
  return { behind: [], actors: [], before: [], contacts: [], glows: [], box, focus, ...extra };
}

/** The box around points, padded. */
export function boxAround(points: readonly Point[], pad: number): [number, number, number, number] {
  const xs = points.map((q) => q[0]);
  const ys = points.map((q) => q[1]);
  return [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) + pad,
    Math.max(...ys) + pad,
  ];
}

/** A box drawn for a figure facing +x, mirrored for one facing `facing`. */
export function facingBox(
  box: readonly [number, number, number, number],
  facing: 1 | -1,
): [number, number, number, number] {
  return facing > 0 ? [box[0], box[1], box[2], box[3]] : [-box[2], box[1], -box[0], box[3]];
}

/**
 * What most stagings start from: the context's randomness and palette, the side the subject
 * faces (the first draw from the stage's stream), its measures and its scale.
 */
export function setUp(ctx: StageContext): {
  who: Character;
  rng: Rng;
  p: Palette;
  facing: 1 | -1;
  m: ReturnType<typeof measure>;
  s: number;
} {
  const facing = ctx.rng.chance(0.5) ? 1 : -1;
  return {
    who: ctx.who,
    rng: ctx.rng,
    p: ctx.palette,
    facing,
    m: measure(ctx.who),
    s: ctx.who.scale,
  };
}

/** The subject posed for the action, with the feeling's posture under it and the card's ink. */
export function posed(ctx: StageContext, over: Partial<FigurePose>): Figure {
  return pose(ctx.who, ctx.feeling, over, ctx.ink);
}

/**
 * The side a staging faces, never mirrored in a near shot: the shot keeps on the card the faces
 * the staging noted before it was mirrored (`headsIn` in frame.ts), so a mirrored near shot was
 * framed off its story (the match girl's vision, Pandora's box cut at the edge).
 */
export function nearFacing(ctx: StageContext, side: 1 | -1): 1 | -1 {
  return ctx.framing === 'near' ? 1 : side;
}
