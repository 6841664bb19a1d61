import { builtInDeck, cardById, type CardMeta } from '@fabula/deck';
import type { CardLookup } from '../src/index.ts';

export const deckIds: readonly string[] = builtInDeck.map((c) => c.id);
/** Any built-in card, of either deck: the rounds written by people are on the first deck's cards. */
export const lookup: CardLookup = (id) => cardById(id);
export function card(id: string): CardMeta {
  const found = cardById(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}
