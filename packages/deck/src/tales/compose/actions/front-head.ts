import type { Point } from '../../geom.ts';
import type { Node } from '../../ir.ts';
import { animalHead } from '../../kit/animals.ts';
import { humanHead } from '../../kit/head.ts';
import type { StageContext } from '../types.ts';

/**
 * The head of the one the story is about seen from the front, face to us: leaning over a well's
 * rim (eyes down the well), looking up out of a maze (`gaze` up) or lying in a bath seen from
 * above (bare-headed: `hat` false).
 */
export function frontHead(ctx: StageContext, r: number, gaze: Point, hat = true): Node[] {
  const c = ctx.who;
  const worn = hat ? c.look.hat : 'none';
  const parts =
    c.species === 'human'
      ? humanHead({
          r,
          skin: c.look.skin,
          hair: c.look.hair,
          hairStyle: c.look.hairStyle,
          hat: worn,
          hatColor: c.look.hatColor,
          feeling: ctx.feeling,
          turn: 0,
          gaze,
          ink: ctx.ink,
          glasses: c.look.glasses ?? false,
          beard: c.look.beard ?? false,
          old: c.age === 'old',
        })
      : animalHead(c.species, {
          r,
          fur: c.look.skin,
          feeling: ctx.feeling,
          turn: 0,
          gaze,
          ink: ctx.ink,
          hat: worn,
          hatColor: c.look.hatColor,
        });
  return [...parts.back, ...parts.front];
}
