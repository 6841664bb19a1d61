import type { CardLookup, CardWords } from '@fabula/bots';
import { builtInDeck, cardById, skiesDeck } from '@fabula/deck';
import type { LoadedDeck } from '../decks/deck-store.ts';
import { parseCustomCardId } from '../decks/deck-store.ts';

/**
 * The cards a room can play with: the built-in decks (Tales, and Skies, the first edition) and
 * uploaded decks. It merges a room's
 * chosen decks into the game's card ids, and gives bots each card's words: the built-in deck's
 * metadata, or the words given at upload (a card without words is played at random).
 */
export class CardLibrary {
  readonly builtInIds: readonly string[] = builtInDeck.map((card) => card.id);
  readonly classicIds: readonly string[] = skiesDeck.map((card) => card.id);
  private readonly customWords = new Map<string, CardWords>();
  private readonly loaded = new Set<string>();
  private readonly loadDeck: (id: string) => Promise<LoadedDeck | null>;

  constructor(loadDeck: (id: string) => Promise<LoadedDeck | null>) {
    this.loadDeck = loadDeck;
  }

  /** What bots know of a card. */
  readonly lookup: CardLookup = (id) => cardById(id) ?? this.customWords.get(id);

  /** The decks that exist among `ids`. */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const id of ids) if (await this.load(id)) found.add(id);
    return found;
  }

  /** The card ids of a game with these decks (null: a deck is gone). */
  async cardsFor(
    decks: readonly string[],
    builtIn: boolean,
    classic = false,
  ): Promise<string[] | null> {
    const ids = [...(builtIn ? this.builtInIds : []), ...(classic ? this.classicIds : [])];
    for (const id of decks) {
      const deck = await this.load(id);
      if (!deck) return null;
      ids.push(...deck.cardIds);
    }
    return ids;
  }

  /** Makes sure the words of every uploaded deck among `cardIds` are known (before bots think). */
  async prepare(cardIds: readonly string[]): Promise<void> {
    const decks = new Set<string>();
    for (const id of cardIds) {
      const custom = parseCustomCardId(id);
      if (custom && !this.loaded.has(custom.deckId)) decks.add(custom.deckId);
    }
    for (const id of decks) await this.load(id);
  }

  private async load(id: string): Promise<LoadedDeck | null> {
    const deck = await this.loadDeck(id);
    if (!deck) return null;
    if (!this.loaded.has(id)) {
      for (const [cardId, words] of deck.words) {
        if (words.length > 0) {
          this.customWords.set(cardId, {
            objects: words.map((name, i) => ({ name, weight: i === 0 ? 1 : 0.6 })),
            setting: '',
            mood: '',
            concepts: words,
          });
        }
      }
      this.loaded.add(id);
    }
    return deck;
  }
}
