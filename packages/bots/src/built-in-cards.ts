import { builtInDecks, cardById, type BuiltInDeckId } from '@fabula/deck';
import type { CardLookup } from './mind.ts';

/** The words (and descriptions) of any built-in card by id: what `bots:eval` and the simulation use. */
export const builtInCards: CardLookup = (id) => cardById(id);

const deckIds = new Map<string, BuiltInDeckId>(
  Object.entries(builtInDecks).flatMap(([deck, { cards }]) =>
    cards.map((card) => [card.id, deck as BuiltInDeckId] as const),
  ),
);

/** Which built-in deck a card id is from ("tales" or "skies"), or undefined. */
export function builtInDeckOf(id: string): BuiltInDeckId | undefined {
  return deckIds.get(id);
}
