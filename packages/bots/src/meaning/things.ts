import { englishWords, vocabulary } from '../vocabulary/index.ts';
import { dot, wordVector } from './embeddings.ts';
import { stopwords } from './stopwords.ts';
import { baseForms } from './wordnet.ts';
import { stemOf } from './words.ts';
import { thingEmojiNames } from './emoji.ts';

/**
 * Things a clue can name. A saying or a title often names one ("mirror, mirror on the wall", "the
 * yellow brick road", "a pot of gold"); said for a card that does not show it, it points at
 * something that is not in the picture, which misleads and is the clue people enjoy least. The
 * things are the words of the vocabulary's concrete entries (its things, creatures and places,
 * plain words included) and of the names of emoji that picture things (a mule, a guitar).
 */
let thingWords: ReadonlySet<string> | null = null;

function things(): ReadonlySet<string> {
  if (!thingWords) {
    const out = new Set<string>();
    const add = (word: string) => {
      if (stopwords.has(word) || word.length <= 2) return;
      out.add(word);
      // Its stem too: "stairway" starts with stair, of "stairs".
      const stem = stemOf(word, 'en');
      if (stem.length >= 4) out.add(stem);
    };
    for (const entry of vocabulary()) {
      if (entry.style !== 'concrete') continue;
      // "hill (plain)": the note in brackets is not a word of the entry.
      for (const word of englishWords(entry.text.en.replace(/\(.*?\)/g, ''))) add(word);
    }
    for (const name of thingEmojiNames()) for (const word of englishWords(name)) add(word);
    thingWords = out;
  }
  return thingWords;
}

/** The things an entry names: in its words ("a pot of gold": pot, gold), and in its anchor. */
export interface NamedThings {
  readonly said: readonly Float32Array[];
  /** What its anchor names: a title's ("Momotaro": peach, island), a saying's. */
  readonly meant: readonly Float32Array[];
}

const entryThings = new Map<number, NamedThings>();

/** The things an entry names (none for most feelings and actions). */
export function thingsNamed(entryIndex: number): NamedThings {
  let named = entryThings.get(entryIndex);
  if (!named) {
    const entry = vocabulary()[entryIndex];
    named = {
      said: thingsIn(englishWords(entry?.text.en ?? '')),
      meant: thingsIn(entry?.anchor ?? []),
    };
    entryThings.set(entryIndex, named);
  }
  return named;
}

function thingsIn(words: readonly string[]): Float32Array[] {
  const set = things();
  const found: Float32Array[] = [];
  for (const word of words) {
    // "duckling" names a duck: a thing of four letters or more that starts the word counts.
    const thing =
      [word, ...baseForms(word)].find((form) => set.has(form)) ??
      prefixes(word).find((prefix) => set.has(prefix));
    const vector = thing === undefined ? null : wordVector(thing);
    if (vector) found.push(vector);
  }
  return found;
}

/** A word's starts of four letters or more, longest first ("duckling": duckl…, duck). */
function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let k = word.length - 1; k >= 4; k--) out.push(word.slice(0, k));
  return out;
}

/**
 * How close a thing must be to one of the picture's words to count as shown (a cosine: a
 * "lantern" for a card's lamp, "sea" for its waves; not "mirror" for a book).
 */
export const shownAt = 0.6;

/** The share of the things close to one of the given word vectors (the picture's words), 0…1. */
export function shownShare(
  named: readonly Float32Array[],
  picture: readonly Float32Array[],
): number {
  if (named.length === 0) return 1;
  const shown = named.filter((thing) => picture.some((word) => dot(thing, word) >= shownAt));
  return shown.length / named.length;
}

/**
 * Whether a clue would point at something the picture lacks: a thing its words name is not
 * shown, or fewer than half of the things its meaning names are ("Momotaro" is a peach and an
 * island; "Finding Nemo" a fish, the ocean and a reef: for a fish in the sea it will do).
 */
export function pointsAway(named: NamedThings, picture: readonly Float32Array[]): boolean {
  return shownShare(named.said, picture) < 1 || shownShare(named.meant, picture) < 0.5;
}
