import type { Point } from '../../geom.ts';
import type { Figure } from '../../kit/figure.ts';
import { posed, type setUp } from '../helpers.ts';
import type { StageContext } from '../types.ts';

/**
 * A sweeper bent over a broom held in two fists, walking it along, head down by `headTilt`: the
 * figure and its hands on the card (scaled by `s`), upper hand `hb`, lower hand `hf`.
 */
export function sweeping(
  ctx: StageContext,
  m: ReturnType<typeof setUp>['m'],
  s: number,
  headTilt: number,
): { fig: Figure; hf: Point; hb: Point } {
  const fig = posed(ctx, {
    legs: 'walk',
    lean: 16,
    front: { reach: [m.arm * 0.7, m.hip + 4], hand: 'fist' },
    back: { reach: [m.arm * 0.55, m.shoulder + 8], hand: 'fist' },
    backArmOver: true,
    turn: 0.6,
    headTilt,
    gaze: [0.6, 0.8],
  });
  const { front, back } = fig.skeleton.hands;
  return { fig, hf: [front[0] * s, front[1] * s], hb: [back[0] * s, back[1] * s] };
}

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
