import { builtInDeck, cardById, talesDeck, type CardMeta, type TaleCard } from '@fabula/deck';
import { createGame, viewFor, type GameView } from '@fabula/rules';
import { profileOf, vocabulary, type CardLookup } from '../src/index.ts';
import type { VocabEntry } from '../src/vocabulary/index.ts';
import type { CardProfile } from '../src/meaning/space.ts';

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

/**
 * What the storyteller of a new Dixit game's first round sees (the built-in deck, `seats`
 * players): the same seed deals the same hand.
 */
export function storytellerView(seed: string, seats = 5): GameView {
  const created = createGame({ preset: 'dixit', seats, deck: deckIds, seed, at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  if (state.phase.kind !== 'clue') throw new Error('not a clue phase');
  return viewFor(state, { seat: state.phase.round.storyteller });
}

/** A Tales card as the bots see it. */
export function taleProfile(tale: TaleCard): CardProfile {
  const found = profileOf(tale);
  if (!found) throw new Error(`no profile for ${tale.id}`);
  return found;
}

/** A Tales card's idea sentence as the storyteller's patterns read it: English, lower case. */
export function ideaOf(tale: TaleCard): string {
  return (tale.alt.en.split('.')[0] ?? '').toLowerCase();
}

/** The vocabulary entry whose English text is `text`. */
export function entryNamed(text: string): VocabEntry {
  const entry = vocabulary().find((e) => e.text.en === text);
  if (!entry) throw new Error(`no entry "${text}"`);
  return entry;
}
