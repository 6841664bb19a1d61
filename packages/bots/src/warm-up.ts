import { embeddings } from './meaning/embeddings.ts';
import {
  entryFit,
  entryVectors,
  isBannedEntry,
  profileOf,
  type CardWords,
} from './meaning/space.ts';
import { vocabulary } from './vocabulary/index.ts';
import { understandClue } from './meaning/understand.ts';
import { mayTell } from './roles/storyteller.ts';
import { personFits } from './roles/person.ts';

/**
 * Loads the word vectors, WordNet and vocabulary and compares the vocabulary with every card's
 * words, so the first real decision is as fast as the others. Call at server start (optional).
 * Clues in Japanese, Russian, Portuguese and Finnish build their language's stem index on the
 * first clue read in it (about a tenth of a second, once per process).
 */
export function warmUp(cards: readonly CardWords[] = []): void {
  embeddings();
  const vectors = entryVectors();
  understandClue('warm up', 'en');
  // Only entries a storyteller may give are ever checked against a card's words.
  const tellable = vocabulary().filter((entry) => mayTell(entry, vectors[entry.index], none));
  for (const card of cards) {
    const profile = profileOf(card);
    if (!profile) continue;
    entryFit(0, profile);
    // How a person reads it, in an English room and in any other (`personFits`).
    personFits(profile, 'en');
    personFits(profile, 'fi');
    for (const entry of tellable) isBannedEntry(entry, profile, 'en');
  }
}

const none: ReadonlySet<string> = new Set();
