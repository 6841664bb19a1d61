import type { BuiltInCard } from './deck.ts';
import { drawCard } from './draw.ts';
import { drawTale } from './tales/card.ts';
import type { CardRecipe } from './types.ts';

/**
 * The SVG markup of a built-in card (viewBox 400×600). Deterministic: the same recipe always
 * gives the same string, byte for byte.
 *
 * @example renderCardSvg(builtInDeck[0]) // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export function renderCardSvg(card: BuiltInCard | CardRecipe): string {
  return 'recipe' in card ? drawTale(card.recipe).svg : drawCard(card).svg;
}
