/**
 * A scene drawn at a grown-up's size and scaled to its subject at the end: the staging is laid
 * out in units where the subject stands 100 tall, whoever it is, and the whole scene is then
 * scaled by k (the subject's real height over 100). A child's, a cat's or a rabbit's frog, wheel
 * or house is its own size, and the shot frames it as big on the card as a grown-up's (down to
 * the narrowest box a shot frames, 120 wide: a mouse's scene is narrower still, so it comes out
 * smaller).
 */
import { n, type Point } from '../../geom.ts';
import { group, type Node } from '../../ir.ts';
import type { measure } from '../helpers.ts';
import { mirror } from './water.ts';

export interface GrownUp {
  /** The scale from the scene's units to the world's. */
  readonly k: number;
  /** The subject's drawing scale in the scene's units (100 tall standing). */
  readonly rs: number;
  /** Nodes in the scene's units, turned to face the card's way and scaled into the world. */
  readonly sized: (nodes: readonly Node[]) => Node[];
  /** A point in the scene's units, turned and scaled into the world. */
  readonly at: (p: Point) => Point;
  /**
   * The staged box in the world from a box drawn in the scene's units ([x0, y0, x1, y1]), a
   * little margin round it, its foot at `bottom` (scene units).
   */
  readonly box: (
    drawn: readonly [number, number, number, number],
    bottom: number,
  ) => [number, number, number, number];
}

/** The grown-up scale of a subject of measures `m` drawn at scale `s`, facing `facing`. */
export function grownUp(m: ReturnType<typeof measure>, s: number, facing: 1 | -1): GrownUp {
  const k = (m.height * s) / 100;
  return {
    k,
    rs: s / k,
    sized: (nodes) => [group(mirror([...nodes], facing), `scale(${n(k)})`)],
    at: (p) => [p[0] * k * facing, p[1] * k],
    box: (drawn, bottom) => [
      (facing > 0 ? drawn[0] : -drawn[2]) * k - 4,
      drawn[1] * k - 6,
      (facing > 0 ? drawn[2] : -drawn[0]) * k + 4,
      bottom * k,
    ],
  };
}
