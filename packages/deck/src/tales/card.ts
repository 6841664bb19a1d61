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
  inside: boolean;
} {
  const scene = composeScene(r);
  if (!(r.look in looks)) throw new Error(`unknown look ${r.look}`);
  const look = looks[r.look as LookId];
  return {
    svg: look(scene),
    meta: describeRecipe(r, scene.light.kind),
    subjectHeight: scene.subjectHeight,
    subjectArea: scene.subjectArea,
    inside: storyInside(scene.storyBox, r.framing),
  };
}

/**
 * Whether the characters and what they hold are drawn whole on the card (a few units of slack
 * for the control points a path's box counts). A close-up is framed on hands and faces and may
 * cut the body below them.
 */
export function storyInside(
  box: readonly [number, number, number, number],
  framing: string,
): boolean {
  const slack = 4;
  if (framing === 'close') return box[1] >= -slack;
  return box[0] >= -slack && box[1] >= -slack && box[2] <= 400 + slack && box[3] <= 600 + slack;
}
