import { languages, type Lang } from '@fabula/deck';
import { englishWords, normalise, vocabulary } from '../vocabulary/index.ts';
import { meanVector, wordVector } from './embeddings.ts';
import { entryVectors } from './space.ts';
import { stopwords } from './stopwords.ts';
import { baseForms, idiomMeaning } from './wordnet.ts';

/**
 * What a bot made of a clue: a meaning vector, or null when it understood nothing (then it
 * guesses at random, as a person would with a clue in a language they do not speak).
 */
export interface Understanding {
  readonly vector: Float32Array | null;
  /** The words or phrases it recognised, and the ones it did not. */
  readonly known: readonly string[];
  readonly unknown: readonly string[];
}

interface Part {
  readonly vector: Float32Array;
  readonly weight: number;
}

const cache = new Map<string, Understanding>();

/** Understands a text clue given in a room of `language` (English fully, others via vocabulary). */
export function understandClue(text: string, language: Lang): Understanding {
  const key = `${language}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const result = understand(normalise(text), language);
  if (cache.size > 5000) cache.clear();
  cache.set(key, result);
  return result;
}

function understand(clue: string, language: Lang): Understanding {
  const exact = exactEntries(clue);
  if (exact.length > 0) {
    return finish(exact.map(entryPart), [clue], []);
  }
  const order: Lang[] = [language, ...languages.filter((l) => l !== language)];
  if (language === 'en') {
    const english = parseEnglish(clue);
    if (english.parts.length > 0) return finish(english.parts, english.known, english.unknown);
  }
  // Other languages: through the vocabulary, the room's language first.
  for (const lang of order) {
    if (lang === 'en') continue;
    const found = scanVocabulary(clue, lang);
    if (found.length > 0) {
      return finish(
        found.map((f) => entryPart(f.entry)),
        found.map((f) => f.text),
        [],
      );
    }
  }
  // People sometimes type English in any room.
  const english = parseEnglish(clue);
  return finish(english.parts, english.known, english.unknown);
}

function finish(parts: readonly Part[], known: string[], unknown: string[]): Understanding {
  return { vector: meanVector(parts), known, unknown };
}

function entryPart(entry: number): Part {
  const vector = entryVectors()[entry];
  return vector ? { vector, weight: 1.5 } : { vector: new Float32Array(0), weight: 0 };
}

let exactIndex: Map<string, number[]> | null = null;
let tokenIndex: Map<Lang, { entry: number; tokens: string[]; text: string }[]> | null = null;

function buildIndexes(): void {
  exactIndex = new Map();
  tokenIndex = new Map(languages.map((l) => [l, []]));
  for (const entry of vocabulary()) {
    for (const lang of languages) {
      const text = normalise(entry.text[lang]);
      const list = exactIndex.get(text) ?? [];
      if (!list.includes(entry.index)) list.push(entry.index);
      exactIndex.set(text, list);
      tokenIndex.get(lang)?.push({ entry: entry.index, tokens: text.split(' '), text });
    }
  }
  for (const list of tokenIndex.values()) list.sort((a, b) => b.text.length - a.text.length);
}

function exactEntries(clue: string): number[] {
  if (!exactIndex) buildIndexes();
  return exactIndex?.get(clue) ?? [];
}

/** Inflected forms (Russian and Finnish cases, Portuguese plurals) share the entry's stem. */
function tokenMatches(token: string, entryToken: string): boolean {
  if (token === entryToken) return true;
  if (entryToken.length < 4) return false;
  const stem = entryToken.slice(0, Math.max(3, entryToken.length - 2));
  return token.startsWith(stem) && token.length <= entryToken.length + 4;
}

/** Vocabulary entries said in the clue (longest first, without overlaps). */
function scanVocabulary(clue: string, lang: Lang): { entry: number; text: string }[] {
  if (!tokenIndex) buildIndexes();
  const entries = tokenIndex?.get(lang) ?? [];
  const found: { entry: number; text: string }[] = [];
  if (lang === 'ja') {
    // No spaces in Japanese: find entry texts as substrings, longest first.
    let rest = clue.replace(/ /g, '');
    for (const e of entries) {
      const text = e.text.replace(/ /g, '');
      if (text.length === 0 || !rest.includes(text)) continue;
      found.push({ entry: e.entry, text });
      rest = rest.split(text).join('\u0000');
    }
    return found;
  }
  const tokens = clue.split(' ');
  const used = new Array<boolean>(tokens.length).fill(false);
  for (const e of entries) {
    const n = e.tokens.length;
    for (let i = 0; i + n <= tokens.length; i++) {
      let ok = true;
      for (let k = 0; k < n && ok; k++) {
        ok = !used[i + k] && tokenMatches(tokens[i + k] ?? '', e.tokens[k] ?? '');
      }
      if (!ok) continue;
      for (let k = 0; k < n; k++) used[i + k] = true;
      found.push({ entry: e.entry, text: e.text });
    }
  }
  return found;
}

const enPhrases = new Map<string, number>();

/** English: vocabulary phrases and WordNet idioms (longest first), then words and their lemmas. */
function parseEnglish(clue: string): { parts: Part[]; known: string[]; unknown: string[] } {
  if (enPhrases.size === 0) {
    for (const entry of vocabulary()) {
      enPhrases.set(englishWords(entry.text.en).join(' '), entry.index);
    }
  }
  const tokens = englishWords(clue);
  const parts: Part[] = [];
  const known: string[] = [];
  const unknown: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let n = Math.min(6, tokens.length - i); n >= 2 && matched === 0; n--) {
      const words = tokens.slice(i, i + n);
      const phrase = words.join(' ');
      // "castles in the air" is "castle in the air": try the base forms too.
      const base = words.map((w) => baseForms(w)[0] ?? w).join(' ');
      const entry = enPhrases.get(phrase) ?? enPhrases.get(base);
      const meaning = entry === undefined ? (idiomMeaning(phrase) ?? idiomMeaning(base)) : null;
      const vector =
        entry !== undefined
          ? (entryVectors()[entry] ?? null)
          : meaning
            ? meanVector(meaning.flatMap((w) => vecPart(w, 1)))
            : null;
      if (vector) {
        parts.push({ vector, weight: 1.5 });
        // The literal words still paint a picture ("swan song" shows a swan).
        for (const w of tokens.slice(i, i + n)) parts.push(...vecPart(w, 0.3));
        known.push(phrase);
        matched = n;
      }
    }
    if (matched > 0) {
      i += matched;
      continue;
    }
    const token = tokens[i] ?? '';
    i++;
    if (stopwords.has(token)) continue;
    const part = vecPart(token, 1);
    if (part.length > 0) {
      parts.push(...part);
      known.push(token);
    } else unknown.push(token);
  }
  return { parts, known, unknown };
}

function vecPart(word: string, weight: number): Part[] {
  if (stopwords.has(word)) return [];
  for (const form of [word, ...baseForms(word)]) {
    const vector = wordVector(form);
    if (vector) return [{ vector, weight }];
  }
  if (word.includes('-')) return word.split('-').flatMap((w) => vecPart(w, weight / 2));
  return [];
}
