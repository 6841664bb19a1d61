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
  faults: readonly string[];
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
    faults: faultsOf(scene, r.framing),
  };
}

/** The drawing faults of a composed scene: its own, and a story cut at the card's edge. */
function faultsOf(scene: ReturnType<typeof composeScene>, framing: string): string[] {
  return [...(storyInside(scene.storyBox, framing) ? [] : ['cut at the edge']), ...scene.faults];
}

/**
 * The drawing faults of a recipe, without painting it (the curation's gate: a card with any is
 * rejected): the characters or what they hold cut at the card's edge, a crack off the thing it
 * cracks, a teapot sunk into its teacup, a band of water over a dry floor.
 */
export function drawingFaults(r: Recipe): string[] {
  return faultsOf(composeScene(r), r.framing);
}

/**
 * Whether the characters and what they hold are drawn whole on the card (a few units of slack
 * for the control points a path's box counts). A close-up is framed on hands and faces and may
 * cut the body below them, never at a side: a figure halved by the card's edge beside a teapot
 * halved by the other reads as a mistake (a blind review threw such a card out).
 */
export function storyInside(
  box: readonly [number, number, number, number],
  framing: string,
): boolean {
  const slack = 4;
  const sides = box[0] >= -slack && box[1] >= -slack && box[2] <= 400 + slack;
  // A near shot may crop the story at its sides and below, never the top of the head.
  if (framing === 'near') return box[1] >= -slack;
  return framing === 'close' ? sides : sides && box[3] <= 600 + slack;
}
