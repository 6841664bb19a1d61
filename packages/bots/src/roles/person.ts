import type { Lang } from '@fabula/deck';
import { cachedTwice } from '../memo.ts';
import {
  entryFits,
  hookFits,
  meaningFit,
  meaningHook,
  seenFits,
  seenMeaningFit,
  type CardProfile,
  type Meaning,
} from '../meaning/space.ts';

/**
 * How the storyteller imagines a person reads a card against a clue: mostly by what the picture
 * shows — the clue's meaning against its things, what the figure does, where and the twist
 * (`seenFits`), and whether one of the clue's words touches one of those (`hookFits`: "Titanic"
 * for a paper boat) — and a little by the card's words as a bot reads them (its concepts and
 * mood, the feeling of its idea sentence). Read blind, bot clues aimed at the words
 * ("breathing", "legend", "meeting again" for a grieving man sewing up the night) were found 3
 * times in 12: people look at pictures, not at metadata.
 */
export const personShares = { seen: 0.35, hook: 0.3, words: 0.35 } as const;

const tables = new WeakMap<CardProfile, Map<boolean, Float32Array>>();

/** Every vocabulary entry's fit to a card as a person reads it, once per card and room kind. */
export function personFits(profile: CardProfile, language: Lang): Float32Array {
  // Only an English room hooks by the English text's words (`hookFits`).
  const english = language === 'en';
  return cachedTwice(tables, profile, english, () => {
    const seen = seenFits(profile);
    const hook = hookFits(profile, language);
    const words = entryFits(profile);
    const table = new Float32Array(seen.length);
    for (let e = 0; e < seen.length; e++) {
      table[e] =
        personShares.seen * (seen[e] ?? 0) +
        personShares.hook * (hook[e] ?? 0) +
        personShares.words * (words[e] ?? 0);
    }
    return table;
  });
}

/** A clue's meaning (an emoji clue, say) against a card, as a person reads it. */
export function personMeaningFit(meaning: Meaning, profile: CardProfile): number {
  return (
    personShares.seen * seenMeaningFit(meaning, profile) +
    personShares.hook * meaningHook(meaning, profile) +
    personShares.words * meaningFit(meaning, profile)
  );
}
