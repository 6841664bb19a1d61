import { composeScene, type Recipe } from './compose/compose.ts';
import { describeRecipe, type TaleMeta } from './compose/idea.ts';
import { looks, type LookId } from './looks/index.ts';

export type { Recipe };

/** A recipe drawn: its SVG (viewBox 400×600) and what the metadata says about it. */
export function drawTale(r: Recipe): {
  svg: string;
  meta: TaleMeta;
  subjectHeight: number;
  subjectArea: number;
} {
  const scene = composeScene(r);
  if (!(r.look in looks)) throw new Error(`unknown look ${r.look}`);
  const look = looks[r.look as LookId];
  return {
    svg: look(scene),
    meta: describeRecipe(r, scene.light.kind),
    subjectHeight: scene.subjectHeight,
    subjectArea: scene.subjectArea,
  };
}
