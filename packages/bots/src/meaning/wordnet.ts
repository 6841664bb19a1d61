import { readFileSync } from 'node:fs';

/** The reduced WordNet (scripts/reduce-wordnet.ts): lemmas, synonyms and idioms. */
interface WordNetData {
  readonly lemmas: Readonly<Record<string, string>>;
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
  readonly idioms: Readonly<Record<string, readonly string[]>>;
}

let loaded: WordNetData | null = null;

function wordnet(): WordNetData {
  loaded ??= JSON.parse(
    readFileSync(new URL('../../data/wordnet.json', import.meta.url), 'utf8'),
  ) as WordNetData;
  return loaded;
}

/** Base forms of an inflected word ("dreams" → ["dream"]); empty when it is already a base. */
export function baseForms(word: string): readonly string[] {
  const bases = wordnet().lemmas[word];
  return bases === undefined ? [] : bases.split(' ');
}

/** Single-word synonyms and derivationally related words (deck and vocabulary words only). */
export function synonymsOf(word: string): readonly string[] {
  return Object.hasOwn(wordnet().synonyms, word) ? (wordnet().synonyms[word] ?? []) : [];
}

/** The meaning words of a WordNet idiom ("swan song" → final, performance, effort), or null. */
export function idiomMeaning(phrase: string): readonly string[] | null {
  return Object.hasOwn(wordnet().idioms, phrase) ? (wordnet().idioms[phrase] ?? null) : null;
}

let legends: Readonly<Record<string, readonly string[]>> | null = null;

/**
 * The story words of a legend's or a fictional character's name of two words or more
 * (scripts/reduce-wordnet-legends.ts: "william tell" → archer, shoot, apple…), or null.
 */
export function legendMeaning(phrase: string): readonly string[] | null {
  legends ??= (
    JSON.parse(readFileSync(new URL('../../data/legends.json', import.meta.url), 'utf8')) as {
      legends: Record<string, readonly string[]>;
    }
  ).legends;
  return Object.hasOwn(legends, phrase) ? (legends[phrase] ?? null) : null;
}
