import { englishWords, vocabulary } from '../vocabulary/index.ts';
import { dot, wordVector } from './embeddings.ts';
import { stopwords } from './stopwords.ts';
import { baseForms } from './wordnet.ts';

/**
 * Things a clue can name. A saying or a title often names one ("mirror, mirror on the wall", "the
 * yellow brick road", "a pot of gold"); said for a card that does not show it, it points at
 * something that is not in the picture, which misleads and is the clue people enjoy least. The
 * things are the words of the vocabulary's concrete entries (its things, creatures and places,
 * plain words included).
 */
let thingWords: ReadonlySet<string> | null = null;

function things(): ReadonlySet<string> {
  if (!thingWords) {
    const out = new Set<string>();
    for (const entry of vocabulary()) {
      if (entry.style !== 'concrete') continue;
      // "hill (plain)": the note in brackets is not a word of the entry.
      for (const word of englishWords(entry.text.en.replace(/\(.*?\)/g, ''))) {
        if (!stopwords.has(word) && word.length > 2) out.add(word);
      }
    }
    thingWords = out;
  }
  return thingWords;
}

const entryThings = new Map<number, readonly Float32Array[]>();

/** The vectors of the things an entry's English text names (empty for most feelings and actions). */
export function thingsNamed(entryIndex: number): readonly Float32Array[] {
  let named = entryThings.get(entryIndex);
  if (!named) {
    const entry = vocabulary()[entryIndex];
    const set = things();
    const found: Float32Array[] = [];
    for (const word of englishWords(entry?.text.en ?? '')) {
      // "duckling" names a duck: a thing of four letters or more that starts the word counts.
      const thing =
        [word, ...baseForms(word)].find((form) => set.has(form)) ??
        prefixes(word).find((prefix) => set.has(prefix));
      const vector = thing === undefined ? null : wordVector(thing);
      if (vector) found.push(vector);
    }
    named = found;
    entryThings.set(entryIndex, named);
  }
  return named;
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

/** Whether each thing is close to one of the given word vectors (the picture's words). */
export function allShown(
  named: readonly Float32Array[],
  picture: readonly Float32Array[],
): boolean {
  return named.every((thing) => picture.some((word) => dot(thing, word) >= shownAt));
}
