import { setImmediate as nextTurn } from 'node:timers/promises';
import { embeddings } from './meaning/embeddings.ts';
import {
  entryFit,
  entryVectors,
  isBannedEntry,
  profileOf,
  type CardWords,
} from './meaning/space.ts';
import { situationFits } from './meaning/situations.ts';
import { vocabulary, type VocabEntry } from './vocabulary/index.ts';
import { understandClue } from './meaning/understand.ts';
import { mayTell } from './roles/storyteller.ts';
import { personFits } from './roles/person.ts';

/**
 * Loads the word vectors, WordNet and vocabulary and compares the vocabulary with every card's
 * words, so the first real decision is as fast as the others. Every table it fills is also built
 * on first use, so warming up is optional and only moves the work earlier.
 * Clues in Japanese, Russian, Portuguese and Finnish build their language's stem index on the
 * first clue read in it (about a tenth of a second, once per process).
 */
export function warmUp(cards: readonly CardWords[] = []): void {
  const tellable = warmUpWords();
  for (const card of cards) warmUpCard(card, tellable);
}

/**
 * `warmUp` a card at a time, letting the event loop run between cards, so a server can listen at
 * once and still answer while the bots' per-card tables fill (3–6 s of CPU for the built-in
 * decks). Stops early when `signal` aborts (the server closing).
 */
export async function warmUpInTurns(
  cards: readonly CardWords[],
  signal: AbortSignal,
): Promise<void> {
  // A function, not the property: TypeScript would keep `aborted` narrowed across the awaits.
  const stopped = (): boolean => signal.aborted;
  await nextTurn();
  if (stopped()) return;
  const tellable = warmUpWords();
  for (const card of cards) {
    await nextTurn();
    if (stopped()) return;
    warmUpCard(card, tellable);
  }
}

/** The vectors and vocabulary; the entries a storyteller may give. */
function warmUpWords(): readonly VocabEntry[] {
  embeddings();
  const vectors = entryVectors();
  understandClue('warm up', 'en');
  // Only entries a storyteller may give are ever checked against a card's words.
  return vocabulary().filter((entry) => mayTell(entry, vectors[entry.index], none));
}

function warmUpCard(card: CardWords, tellable: readonly VocabEntry[]): void {
  const profile = profileOf(card);
  if (!profile) return;
  entryFit(0, profile);
  // How a person reads it, in an English room and in any other (`personFits`).
  personFits(profile, 'en');
  personFits(profile, 'fi');
  // Which clues tell of a situation it shows (a storyteller aiming at people says only those).
  situationFits(profile);
  for (const entry of tellable) isBannedEntry(entry, profile, 'en');
}

const none: ReadonlySet<string> = new Set();
