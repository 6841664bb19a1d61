import type { Lang } from '@fabula/deck';
import { englishWords, normalise } from '../vocabulary/index.ts';
import { wordVector } from './embeddings.ts';
import { lemmaCandidates } from './lemmas.ts';
import { isStopword, stopwords } from './stopwords.ts';
import { baseForms } from './wordnet.ts';
import { foldKana, stemOf, wordsOf } from './words.ts';
import { cachedTwice } from '../memo.ts';

/**
 * A card's idea sentence: what its picture shows, said as a person would ("a frightened owl rows
 * an umbrella like a boat in a street"). Built-in cards describe themselves in five languages
 * (their alt text) and say the idea first, then the look and the light; a listener reads a clue
 * against that sentence as well as against the card's words, the way a person reads the picture
 * as a scene and not as a list of things.
 */
export type Descriptions = Readonly<Partial<Record<Lang, string>>>;

/** The first sentence of a description (Western stops before a space or the end; 。！？ anywhere). */
export function firstSentence(text: string): string {
  const match = /^.*?(?:[.!?](?=\s|$)|[。！？])/su.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** The English idea sentence's content words that have a vector (or whose base form has), each once. */
export function ideaWords(description: string): string[] {
  const out = new Set<string>();
  for (const token of englishWords(firstSentence(description))) {
    if (stopwords.has(token) || token.length < 2) continue;
    const word = wordVector(token)
      ? token
      : [...baseForms(token), ...lemmaCandidates(token, 'en')].find((b) => wordVector(b) !== null);
    if (word !== undefined) out.add(word);
  }
  return [...out];
}

/**
 * The forms a listener matches a clue's words against, in one language: Snowball stems of the
 * idea sentence's words; in Japanese the sentence itself (matched by substring, see `keyOf`).
 */
export interface IdeaForms {
  readonly lang: Lang;
  readonly stems: readonly string[];
  readonly text: string;
}

/** Per description, per language (looked up on every listener decision: no keys to build). */
const formCache = new Map<string, Map<Lang, IdeaForms>>();

export function ideaForms(description: string, lang: Lang): IdeaForms {
  return cachedTwice(formCache, description, lang, () => {
    const text = normalise(firstSentence(description));
    const stems =
      lang === 'ja'
        ? []
        : wordsOf(text, lang)
            .filter((w) => !isStopword(w, lang))
            .map((w) => stemOf(w, lang));
    return { lang, stems, text: lang === 'ja' ? foldKana(text.replace(/ /g, '')) : text };
  });
}

const kanjiStart = /^[\u3400-\u9fff々]+/u;

/**
 * What of a Japanese clue word to look for in the sentence: its leading kanji (描く → 描, so
 * 描いている matches), or the whole word when it is kana of two or more letters.
 */
function keyOf(word: string): string | null {
  const kanji = kanjiStart.exec(word);
  if (kanji) return kanji[0];
  return word.length >= 2 ? word : null;
}

/** Whether two stems are one word: equal, or a shared start of 4+ letters off by 2 at most. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

/**
 * Whether an English sentence word is a compound with the clue word as one of its two parts
 * ("teapot" for tea, "rooftop" for roof, "flowerpot" for pot): the other part a word of three
 * letters or more with a vector of its own.
 */
function compoundOf(sentenceWord: string, key: string): boolean {
  if (key.length < 3 || sentenceWord.length < key.length + 3) return false;
  if (sentenceWord.startsWith(key)) return wordVector(sentenceWord.slice(key.length)) !== null;
  if (sentenceWord.endsWith(key)) return wordVector(sentenceWord.slice(0, -key.length)) !== null;
  return false;
}

const clueCache = new Map<string, readonly string[]>();

/**
 * A clue's content words as matched against sentences in a language: Snowball stems, or in
 * Japanese the keys of `keyOf` ("" for a word that cannot be matched). Cached: a listener
 * compares one clue with every card on the board.
 */
function clueKeys(clue: string, lang: Lang): readonly string[] {
  const cacheKey = `${lang}\u0000${clue}`;
  let keys = clueCache.get(cacheKey);
  if (!keys) {
    const words = wordsOf(normalise(clue), lang).filter((w) => !isStopword(w, lang));
    keys = words.map((word) => (lang === 'ja' ? (keyOf(word) ?? '') : stemOf(word, lang)));
    if (clueCache.size > 5000) clueCache.clear();
    clueCache.set(cacheKey, keys);
  }
  return keys;
}

/**
 * The share of a clue's content words (in the room's language) that the card's idea sentence in
 * that language also says, 0…1: "золотая рыбка" against «…выпускает золотую рыбку…» is 1. It lets
 * a listener read a word it has no meaning for but sees in the scene, as a person would.
 */
export function wordOverlap(clue: string, forms: IdeaForms): number {
  const keys = clueKeys(clue, forms.lang);
  if (keys.length === 0) return 0;
  let found = 0;
  for (const key of keys) {
    if (key.length === 0) continue;
    if (
      forms.lang === 'ja'
        ? forms.text.includes(key)
        : forms.stems.some((s) => sameStem(s, key) || (forms.lang === 'en' && compoundOf(s, key)))
    )
      found++;
  }
  return found / keys.length;
}
