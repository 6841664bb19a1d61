import { Canvas } from './canvas.ts';
import { paletteById, palettes } from './palettes.ts';
import { createRng } from './random.ts';
import type { SceneFacts } from './template.ts';
import { templateById } from './templates/index.ts';
import type { CardRecipe } from './types.ts';

export interface DrawnCard {
  readonly svg: string;
  readonly facts: SceneFacts;
}

/**
 * Draw a card. The composition depends only on template and seed; the palette recolours it. So a
 * recipe is the whole definition of a card's picture.
 */
export function drawCard(recipe: CardRecipe): DrawnCard {
  const template = templateById(recipe.template);
  const canvas = new Canvas(
    paletteById(recipe.palette),
    createRng(`${recipe.template}#${String(recipe.seed)}`),
  );
  const facts = template.draw(canvas);
  return { svg: canvas.toSvg(), facts };
}

/** The palette a candidate gets when none is stored: drawn from the seed among the allowed ones. */
export function defaultPalette(templateId: string, seed: number): string {
  const template = templateById(templateId);
  const allowed = template.palettes ?? palettes.map((p) => p.id);
  return createRng(`palette:${templateId}#${String(seed)}`).pick(allowed);
}
