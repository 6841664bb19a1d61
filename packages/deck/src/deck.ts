import deckData from './data/deck.json' with { type: 'json' };
import type { CardMeta } from './types.ts';

/**
 * The built-in deck: 336 curated cards (fabula-001 … fabula-336), each a template + seed +
 * palette with its metadata. Chosen by scripts/curate.ts; regenerate with that script, never by
 * hand, so the data always matches what the generator draws.
 */
export const builtInDeck: readonly CardMeta[] = deckData;

const byId = new Map(builtInDeck.map((card) => [card.id, card]));

/** A built-in card by id (bots look cards up on every decision: a map, not a search). */
export function cardById(id: string): CardMeta | undefined {
  return byId.get(id);
}
