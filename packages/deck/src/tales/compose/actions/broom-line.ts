import type { Point } from '../../geom.ts';

/**
 * A broom held in two hands: its handle runs from the upper hand `hb` through the lower one `hf`
 * on down to the ground (y = 0) ahead of the sweeper. Returns where its head meets the ground, the
 * handle's length from the upper hand, and its angle for a broom drawn pointing down +y.
 */
export function broomLine(hb: Point, hf: Point): { foot: Point; len: number; ang: number } {
  const dir: Point = [hf[0] - hb[0], hf[1] - hb[1]];
  const t = (0 - hb[1]) / (dir[1] || 1);
  const foot: Point = [hb[0] + dir[0] * t, -1];
  const len = Math.hypot(foot[0] - hb[0], foot[1] - hb[1]);
  const ang = (Math.atan2(foot[1] - hb[1], foot[0] - hb[0]) * 180) / Math.PI - 90;
  return { foot, len, ang };
}
