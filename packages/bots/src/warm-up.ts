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

/**
 * Loads the word vectors, WordNet and vocabulary and compares the vocabulary with every card's
 * words, so the first real decision is as fast as the others. Call at server start (optional).
 */
export function warmUp(cards: readonly CardWords[] = []): void {
  embeddings();
  entryVectors();
  understandClue('warm up', 'en');
  for (const card of cards) {
    const profile = profileOf(card);
    if (!profile) continue;
    entryFit(0, profile);
    for (const entry of vocabulary()) isBannedEntry(entry, profile);
  }
}
