import { builtInDeck, cardById, talesDeck, type CardMeta, type TaleCard } from '@fabula/deck';
import type { CardLookup } from '../src/index.ts';

export const deckIds: readonly string[] = builtInDeck.map((c) => c.id);
/** Any built-in card, of either deck: the rounds written by people are on the first deck's cards. */
export const lookup: CardLookup = (id) => cardById(id);
export function card(id: string): CardMeta {
  const found = cardById(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

/**
 * The first Tales card whose recipe (what it shows: subject, action, thing, twist…) fits: tests
 * find their cards by idea in the deck's metadata, not by id, so a re-pick of the deck keeps them.
 */
export function taleWhere(
  what: string,
  fits: (r: TaleCard['recipe'], c: TaleCard) => boolean,
): TaleCard {
  const found = talesDeck.find((c) => fits(c.recipe, c));
  if (!found) throw new Error(`no Tales card where ${what}`);
  return found;
}
