import { drawCard } from './draw.ts';
import type { CardRecipe } from './types.ts';

/**
 * The SVG markup of a card (viewBox 400×600). Deterministic: the same recipe always gives the
 * same string, byte for byte.
 *
 * @example renderCardSvg(builtInDeck[0]) // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export function renderCardSvg(card: CardRecipe): string {
  return drawCard(card).svg;
}
