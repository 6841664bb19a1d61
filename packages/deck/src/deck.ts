import deckData from './data/deck.json' with { type: 'json' };
import { talesDeck, type TaleCard } from './tales/deck.ts';
import type { SkyCard } from './types.ts';

/**
 * The Skies deck, Fabula's first edition: 336 curated silhouette cards (fabula-001 … fabula-336),
 * each a template + seed + palette. Off by default in new rooms; rooms and recorded games that
 * use its ids keep working. Chosen by scripts/curate.ts; regenerate with that script.
 */
export const skiesDeck: readonly SkyCard[] = deckData;

export { talesDeck, type TaleCard };

/** A built-in card of either deck. */
export type BuiltInCard = TaleCard | SkyCard;

/** The built-in decks a room can play with; Tales is on by default, Skies off. */
export const builtInDecks = {
  tales: { cards: talesDeck as readonly BuiltInCard[], byDefault: true },
  skies: { cards: skiesDeck as readonly BuiltInCard[], byDefault: false },
} as const;
export type BuiltInDeckId = keyof typeof builtInDecks;

/** The default built-in deck (Tales): what a new room plays with. */
export const builtInDeck: readonly TaleCard[] = talesDeck;

const byId = new Map<string, BuiltInCard>(
  [...talesDeck, ...skiesDeck].map((card) => [card.id, card]),
);

/** A built-in card of either deck by id (bots look cards up on every decision: a map, not a search). */
export function cardById(id: string): BuiltInCard | undefined {
  return byId.get(id);
}

/** Whether a card is from the Tales deck (drawn by the composer) rather than Skies. */
export function isTale(card: BuiltInCard): card is TaleCard {
  return 'recipe' in card;
}
