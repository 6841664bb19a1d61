import { languages, type Lang } from '@fabula/deck';
import { englishWords, normalise, vocabulary } from '../vocabulary/index.ts';
import { meanVector, wordVector } from './embeddings.ts';
import { entryVectors } from './space.ts';
import { lemmaCandidates } from './lemmas.ts';
import { isStopword } from './stopwords.ts';
import { baseForms, idiomMeaning, legendMeaning } from './wordnet.ts';
import { foldKana, stemOf, wordsOf } from './words.ts';

/**
 * What a bot made of a clue: a meaning vector, or null when it understood nothing (then it
 * guesses at random, as a person would with a clue in a language they do not speak).
 */
export interface Understanding {
  readonly vector: Float32Array | null;
  /** What the vector is the mean of: one meaning per recognised word, phrase or entry. */
  readonly parts: readonly Part[];
  /** The words or phrases it recognised, and the ones it did not. */
  readonly known: readonly string[];
  readonly unknown: readonly string[];
}

export interface Part {
  readonly vector: Float32Array;
  readonly weight: number;
}

const cache = new Map<string, Understanding>();

/**
 * Understands a text clue given in a room of `language`. English through word vectors, WordNet
 * and the vocabulary; the other languages through the vocabulary (its entries' forms, matched
 * stem by stem), with English words typed in any room understood too. A word is looked up only
 * in the room's language and English: an unknown Russian word is unknown, never a Portuguese
 * word that happens to start alike.
 */
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
  const inRoom = exactEntries(clue, [language]);
  if (inRoom.length > 0) {
    // A whole English clue that is an entry is what bots mostly say to each other in English
    // rooms: read by its meaning alone, as before (with its words too, Teams 8p bots scored
    // 0.595, under the aim's bound of 0.60, for +0.01 on people's English clues).
    const literal = language === 'en' ? [] : literalParts(clue, language);
    return finish([...inRoom.map((e) => entryPart(e)), ...literal], [clue], []);
  }
  const read = language === 'en' ? readEnglish(clue) : readOther(clue, language);
  if (read.vector) return read;
  // A whole title or saying typed in another language is unambiguous ("Laputa" is no prefix).
  const elsewhere = exactEntries(
    clue,
    languages.filter((l) => l !== language),
  );
  return elsewhere.length > 0 ? finish(elsewhere.map(entryPart), [clue], []) : read;
}

function readEnglish(clue: string): Understanding {
  const english = parseEnglish(englishWords(clue));
  return finish(english.parts, english.known, english.unknown);
}

function readOther(clue: string, language: Lang): Understanding {
  const found = scanVocabulary(clue, language);
  const parts = found.entries.flatMap((f) => [
    entryPart(f.entry),
    ...literalParts(f.text, language),
  ]);
  const known = found.entries.map((f) => f.text);
  // People type English words in any room ("Moby Dick" in Finnish): the leftover Latin words.
  const leftover = found.rest.filter((w) => /^[a-z][a-z'-]*$/.test(w));
  const english = parseEnglish(leftover);
  const unknown = found.rest.filter((w) => !english.known.includes(w));
  return finish([...parts, ...english.parts], [...known, ...english.known], unknown);
}

function finish(parts: readonly Part[], known: string[], unknown: string[]): Understanding {
  return { vector: meanVector(parts), parts, known, unknown };
}

function entryPart(entry: number, weight = 1.5): Part {
  const vector = entryVectors()[entry];
  return vector ? { vector, weight } : { vector: new Float32Array(0), weight: 0 };
}

/**
 * The picture a saying's own words paint, faintly, beside what it means: a person hearing
 * "Kielletty hedelmä" or 井の中の蛙 looks for the fruit or the frog too. English phrases had
 * this already (`parseEnglish`); a phrase of one word has no other picture. Each word is read
 * alone, as a one-word entry of the room's language (English: its vector).
 */
function literalParts(phrase: string, language: Lang): Part[] {
  if (language === 'en') {
    const words = englishWords(phrase);
    return words.length >= 2 ? words.flatMap((w) => vecPart(w, literalWeight)) : [];
  }
  const words = wordsOf(phrase, language);
  if (words.length < 2) return [];
  return words.flatMap((word) =>
    scanVocabulary(word, language).entries.map((f) => entryPart(f.entry, literalWeight)),
  );
}

/** How much a phrase's literal words weigh beside its meaning (1.5): as in `parseEnglish`. */
const literalWeight = 0.3;

interface IndexedForm {
  readonly entry: number;
  /** The form's words as matched: stems (Japanese: kana-folded segments). */
  readonly keys: readonly string[];
  readonly text: string;
}

let exactIndex: Map<string, number[]> | null = null;
const formIndexes = new Map<Lang, Map<string, IndexedForm[]>>();

/** A form's matching key sequence: the stems of its words (Japanese: its folded segments). */
function keysOf(text: string, lang: Lang): string[] {
  return wordsOf(text, lang).map((w) => stemOf(w, lang));
}

/** Whole written forms → entries, every language (cheap: normalising only). */
function exactEntryIndex(): Map<string, number[]> {
  if (exactIndex) return exactIndex;
  const exact = new Map<string, number[]>();
  for (const entry of vocabulary()) {
    for (const lang of languages) {
      for (const form of entry.forms[lang]) {
        const text = normalise(form);
        if (text.length === 0) continue; // "—": no such word in this language
        const key = `${lang}\u0000${lang === 'ja' ? foldKana(text) : text}`;
        const list = exact.get(key) ?? [];
        if (!list.includes(entry.index)) list.push(entry.index);
        exact.set(key, list);
      }
    }
  }
  exactIndex = exact;
  return exact;
}

/**
 * One language's forms by their first stem, longest first. Built on the first clue read in that
 * language (stemming every form takes about a tenth of a second), so a server warms up with
 * English only and a Finnish room pays once.
 */
function formIndex(lang: Lang): Map<string, IndexedForm[]> {
  const known = formIndexes.get(lang);
  if (known) return known;
  const byFirst = new Map<string, IndexedForm[]>();
  for (const entry of vocabulary()) {
    for (const form of entry.forms[lang]) {
      const text = normalise(form);
      const keys = keysOf(text, lang);
      const first = keys[0];
      if (first === undefined) continue;
      const list = byFirst.get(first);
      const indexed = { entry: entry.index, keys, text };
      if (list) list.push(indexed);
      else byFirst.set(first, [indexed]);
    }
  }
  for (const list of byFirst.values()) list.sort((x, y) => y.keys.length - x.keys.length);
  formIndexes.set(lang, byFirst);
  return byFirst;
}

/** Entries whose whole text is the clue in one of `langs` (the first that has one). */
function exactEntries(clue: string, langs: readonly Lang[]): number[] {
  const exact = exactEntryIndex();
  for (const lang of langs) {
    const found = exact.get(`${lang}\u0000${lang === 'ja' ? foldKana(clue) : clue}`);
    if (found) return found;
  }
  return [];
}

/**
 * Vocabulary entries said in the clue, in the room's language: the longest form starting at
 * each word, matched stem by stem ("маяка" is маяк; "sumussa" is sumu), else a one-word form
 * whose stem is nearly the word's (`nearStem`: "kuun" is kuu, "рыбка" is рыба). Finnish
 * compounds ("autiosaari") are read as two known words, and Japanese words the segmenter kept
 * whole (夜汽車) as the entries written inside them. Returns the entries and the words left.
 */
function scanVocabulary(
  clue: string,
  lang: Lang,
): { entries: { entry: number; text: string }[]; rest: string[] } {
  const byFirst = formIndex(lang);
  const words = wordsOf(clue, lang);
  const keys = words.map((w) => stemOf(w, lang));
  const entries: { entry: number; text: string }[] = [];
  const rest: string[] = [];
  let i = 0;
  while (i < keys.length) {
    const key = keys[i] ?? '';
    const word = words[i] ?? '';
    const candidates = (byFirst.get(key) ?? []).filter(
      (form) =>
        form.keys.every((k, j) => keys[i + j] === k) &&
        (form.keys.length > 1 || (!isStopword(word, lang) && sameWord(word, form.text, lang))),
    );
    const match = closest(candidates, words.slice(i).join(' '));
    if (match) {
      entries.push({ entry: match.entry, text: match.text });
      i += match.keys.length;
      continue;
    }
    i++;
    if (isStopword(word, lang)) continue;
    const lemma = lemmaEntry(word, lang);
    if (lemma) {
      entries.push(lemma);
      continue;
    }
    const compound = lang === 'fi' ? compoundParts(word, byFirst) : null;
    const near = compound || lang === 'ja' ? undefined : nearStem(key, lang, word);
    const parts = compound ?? (near ? [near] : lang === 'ja' ? insideJapanese(word) : null);
    if (parts && parts.length > 0) entries.push(...parts);
    else rest.push(word);
  }
  return { entries, rest };
}

/**
 * Whether a word and a one-word form with the same stem are one word written in two forms. A
 * stemmer cuts short words to the bone, so unrelated words can share a stem (Portuguese mão and
 * mãe, hand and mother; Finnish haavi and haave, a net and a dream; costas and costurar): they
 * are one word when they are written alike up to an ending — the shorter is the other's start,
 * or, both longer than three letters, they differ only after all but one of the shorter's
 * letters (маяка / маяк, taivaan / taivas, sumussa / sumu).
 */
function sameWord(word: string, form: string, lang: Lang): boolean {
  if (lang === 'ja' || word === form) return true;
  let p = 0;
  while (p < word.length && word[p] === form[p]) p++;
  const shorter = Math.min(word.length, form.length);
  return p === shorter || (shorter > 3 && p >= shorter - 1);
}

/** Of forms with the same stems, the one written most like the clue (longest first). */
function closest(forms: readonly IndexedForm[], said: string): IndexedForm | undefined {
  let best: IndexedForm | undefined;
  let bestScore = -1;
  for (const form of forms) {
    let p = 0;
    while (p < form.text.length && form.text[p] === said[p]) p++;
    const score = form.keys.length * 1000 + p;
    if (score > bestScore) {
      bestScore = score;
      best = form;
    }
  }
  return best;
}

const wholeWords = new Map<Lang, Map<string, IndexedForm>>();

/**
 * A one-word entry the word is a regular inflection of (`lemmaCandidates`: спи is спать, тихая
 * is тихий, mailla is maa), written whole: a stemmer leaves these apart (Snowball cuts спи to
 * сп, and Finnish gradation changes the stem), and a guessed lemma counts only when it is a
 * word the vocabulary knows exactly as guessed.
 */
function lemmaEntry(word: string, lang: Lang): { entry: number; text: string } | undefined {
  let whole = wholeWords.get(lang);
  if (!whole) {
    whole = new Map();
    for (const form of [...formIndex(lang).values()].flat()) {
      if (form.keys.length === 1 && !whole.has(form.text)) whole.set(form.text, form);
    }
    wholeWords.set(lang, whole);
  }
  for (const lemma of lemmaCandidates(word, lang)) {
    const form = whole.get(lemma);
    if (form && !isStopword(lemma, lang)) return { entry: form.entry, text: form.text };
  }
  return undefined;
}

const stemLists = new Map<Lang, { stem: string; form: IndexedForm }[]>();

/**
 * A one-word form of the same language whose stem differs from the word's only at the end:
 * they share at least three letters, all but one of the shorter stem's, and all but two of
 * the longer's (three when both are five letters or more), and what they do not share could be
 * an ending (`isEnding`), and the two are written alike (`sameWord`). Stemmers leave some case forms apart
 * (Finnish kuu / kuun, taivas / taivaan; Russian тьма / тьме) and diminutives too (рыба /
 * рыбка); this joins them, in one language.
 */
function nearStem(
  stem: string,
  lang: Lang,
  word: string,
): { entry: number; text: string } | undefined {
  if (stem.length < 3) return undefined;
  let list = stemLists.get(lang);
  if (!list) {
    list = [...formIndex(lang).values()]
      .flat()
      .filter((f) => f.keys.length === 1)
      .map((form) => ({ stem: form.keys[0] ?? '', form }));
    stemLists.set(lang, list);
  }
  let best: { entry: number; text: string } | undefined;
  let bestShared = 0;
  for (const { stem: other, form } of list) {
    if (other[0] !== stem[0] || other[1] !== stem[1]) continue;
    let p = 0;
    while (p < other.length && other[p] === stem[p]) p++;
    const shorter = Math.min(other.length, stem.length);
    const longer = Math.max(other.length, stem.length);
    const slack = shorter >= 5 ? 3 : 2;
    const apart = other.slice(p) + stem.slice(p);
    if (
      p >= 3 &&
      p >= shorter - 1 &&
      longer - p <= slack &&
      p > bestShared &&
      isEnding(apart, lang) &&
      sameWord(word, form.text, lang)
    ) {
      bestShared = p;
      best = { entry: form.entry, text: form.text };
    }
  }
  return best;
}

/**
 * Consonants a case ending or a diminutive adds to a stem, and how many different ones an ending
 * may have (Finnish -n, -ta, -lla, -hun, -uuden; Russian -к, -й, and the -н Snowball leaves on
 * one form of туман and not the other).
 */
const endings: Readonly<Record<Lang, { consonants: string; most: number }>> = {
  en: { consonants: 's', most: 1 },
  ja: { consonants: '', most: 0 },
  ru: { consonants: 'кйн', most: 1 },
  pt: { consonants: 'sr', most: 1 },
  fi: { consonants: 'nstlhd', most: 2 },
};
const vowels = new Set('aeiouyäöåáàâãéêíóôõúüаеёиоуыэюя');

/**
 * Whether the letters two stems do not share could be an inflection: vowels and the language's
 * ending consonants. "рыб" / "рыбк" and "taiva" / "taivas" are one word; "silm" / "silt" (eye,
 * bridge), "kark" / "kart" (candy, map) and "пор" / "порта" are not.
 */
function isEnding(apart: string, lang: Lang): boolean {
  const consonants = new Set<string>();
  for (const letter of apart) {
    if (vowels.has(letter)) continue;
    if (!endings[lang].consonants.includes(letter)) return false;
    consonants.add(letter);
  }
  return consonants.size <= endings[lang].most;
}

let japaneseForms: { text: string; entry: number }[] | null = null;

/** Entries written inside a Japanese word the segmenter kept whole (夜汽車: 夜, 汽車). */
function insideJapanese(word: string): { entry: number; text: string }[] {
  japaneseForms ??= [...formIndex('ja').values()]
    .flat()
    .map((f) => ({ text: f.keys.join(''), entry: f.entry }))
    // One kana alone is a syllable of a longer word (スター is no 巣 / す), not a word inside it.
    .filter((f) => f.text.length > 1 || !/^[\p{Script=Hiragana}ー]$/u.test(f.text))
    .sort((a, b) => b.text.length - a.text.length);
  const found: { entry: number; text: string }[] = [];
  let rest = word;
  for (const form of japaneseForms) {
    if (form.text.length > rest.length || !rest.includes(form.text)) continue;
    found.push({ entry: form.entry, text: form.text });
    rest = rest.split(form.text).join('\u0000');
  }
  return found;
}

/**
 * A Finnish compound read as two one-word entries ("kotisatama" = koti + satama), or, when only
 * its last part is known, as that part ("aarteenetsintä" is a search: a Finnish compound is the
 * kind of thing its last part names); null when neither.
 */
function compoundParts(
  word: string,
  byFirst: ReadonlyMap<string, readonly IndexedForm[]>,
): { entry: number; text: string }[] | null {
  const single = (text: string, stem: boolean) =>
    (byFirst.get(stem ? stemOf(text, 'fi') : text) ?? []).find(
      (f) => f.keys.length === 1 && (stem || f.text === text),
    );
  const part = (form: IndexedForm | undefined) =>
    form ? { entry: form.entry, text: form.text } : undefined;
  let last: { entry: number; text: string } | undefined;
  for (let cut = word.length - 3; cut >= 2; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    // The head of a compound is a base form, a genitive ("linnun-") or a bound form ("syys-");
    // the tail inflects.
    const second = part(single(tail, true));
    if (!second) continue;
    const first =
      part(single(head, false) ?? single(head, true)) ?? nearStem(stemOf(head, 'fi'), 'fi', head);
    if (first) return [first, second];
    if (cut >= 3 && tail.length >= 4) last ??= second;
  }
  return last ? [last] : leadingPart(word, single);
}

/**
 * A compound none of whose endings is known, read by its first part when that is a known word
 * written whole, as a base form or a genitive, before a tail of four letters or more
 * ("kruununperijä": a crown's heir is about a crown); null when none.
 */
function leadingPart(
  word: string,
  single: (text: string, stem: boolean) => IndexedForm | undefined,
): { entry: number; text: string }[] | null {
  for (let cut = word.length - 4; cut >= 4; cut--) {
    const head = word.slice(0, cut);
    const form =
      single(head, false) ?? (head.endsWith('n') ? single(head.slice(0, -1), false) : undefined);
    if (form) return [{ entry: form.entry, text: form.text }];
  }
  return null;
}

let enPhrases: Map<string, number> | null = null;

function englishPhrases(): Map<string, number> {
  if (!enPhrases) {
    enPhrases = new Map();
    for (const entry of vocabulary()) {
      for (const form of entry.forms.en) enPhrases.set(englishWords(form).join(' '), entry.index);
    }
  }
  return enPhrases;
}

/**
 * English: vocabulary phrases, WordNet idioms and legends' names (longest first), then words and
 * their lemmas.
 */
function parseEnglish(tokens: readonly string[]): {
  parts: Part[];
  known: string[];
  unknown: string[];
} {
  const phrases = englishPhrases();
  const parts: Part[] = [];
  const known: string[] = [];
  const unknown: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let n = Math.min(6, tokens.length - i); n >= 1 && matched === 0; n--) {
      const split = n === 1 ? splitPhrasalVerb(tokens, i) : null;
      if (split) {
        parts.push(split.part);
        for (const w of split.words) parts.push(...vecPart(w, literalWeight));
        known.push(tokens.slice(i, i + 3).join(' '));
        matched = 3;
        break;
      }
      const words = tokens.slice(i, i + n);
      const phrase = words.join(' ');
      // "castles in the air" is "castle in the air": try the base forms too.
      const base = words.map((w) => baseForms(w)[0] ?? w).join(' ');
      // A single little word inside a longer clue is no title ("up" in "give up").
      const entry =
        n === 1 && isStopword(phrase, 'en')
          ? undefined
          : (phrases.get(phrase) ?? phrases.get(base));
      // One word: only a vocabulary entry counts here (a title such as "Up"); others below.
      const idiom =
        entry === undefined && n >= 2 ? (idiomMeaning(phrase) ?? idiomMeaning(base)) : null;
      // A name paints no picture of its own words (Robin Hood is no bird in a hood).
      const legend = entry === undefined && n >= 2 && !idiom ? legendMeaning(phrase) : null;
      const meaning = idiom ?? legend;
      const vector =
        entry !== undefined
          ? (entryVectors()[entry] ?? null)
          : meaning
            ? meanVector(meaning.flatMap((w) => vecPart(w, 1)))
            : null;
      if (vector) {
        parts.push({ vector, weight: 1.5 });
        // The literal words still paint a picture ("swan song" shows a swan).
        if (n >= 2 && !legend) for (const w of words) parts.push(...vecPart(w, literalWeight));
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
    if (isStopword(token, 'en')) continue;
    const part = vecPart(token, 1);
    if (part.length > 0) {
      parts.push(...part);
      known.push(token);
    } else unknown.push(token);
  }
  if (parts.length === 0 && tokens.length > 0) {
    // Only little words ("Up", "Out of here"): then they are the meaning.
    const little = tokens.flatMap((t) => vecPart(t, 1, true));
    if (little.length > 0) return { parts: little, known: [...tokens], unknown };
  }
  return { parts, known, unknown };
}

/** What a phrasal verb is split by: its object, when a pronoun or an indefinite thing. */
const phrasalObjects = new Set(
  'it them him her me us you things something everything anything someone everyone'.split(' '),
);
/** The particles of English phrasal verbs (WordNet's idioms "patch up", "cheer up", "let down"). */
const particles = new Set('up down off out away back over on in'.split(' '));

/**
 * A phrasal verb split by its object ("patching things up", "cheer her up", "let them down"):
 * the WordNet idiom of the verb (or its base form) and the particle, read as contiguous ones
 * are, or null. The verb and the particle keep their literal weight; the object adds nothing.
 */
function splitPhrasalVerb(
  tokens: readonly string[],
  i: number,
): { part: Part; words: readonly string[] } | null {
  const [verb, object, particle] = tokens.slice(i, i + 3);
  if (verb === undefined || object === undefined || particle === undefined) return null;
  // The verb may be a little word ("let them down", "give it up"): WordNet must know the idiom.
  if (!phrasalObjects.has(object) || !particles.has(particle)) return null;
  for (const form of [verb, ...baseForms(verb), ...lemmaCandidates(verb, 'en')]) {
    const meaning = idiomMeaning(`${form} ${particle}`);
    const vector = meaning ? meanVector(meaning.flatMap((w) => vecPart(w, 1))) : null;
    if (vector) return { part: { vector, weight: 1.5 }, words: [verb, particle] };
  }
  return null;
}

function vecPart(word: string, weight: number, evenStopwords = false): Part[] {
  if (!evenStopwords && isStopword(word, 'en')) return [];
  // WordNet's lemma table knows the inflections of the vector words only: a rarer inflected
  // word ("mends", "patching") is read by its regular base form when that has a vector.
  for (const form of [word, ...baseForms(word), ...lemmaCandidates(word, 'en')]) {
    const vector = wordVector(form);
    if (vector) return [{ vector, weight }];
  }
  if (word.includes('-')) return word.split('-').flatMap((w) => vecPart(w, weight / 2));
  return compoundVectors(word, weight);
}

/**
 * An English word with no vector read as two words written together ("teatime", "starfisher"):
 * the longest first part that has a vector and leaves one, both of three letters or more and
 * neither a little word. None for anything else: a name stays unknown.
 */
function compoundVectors(word: string, weight: number): Part[] {
  if (!/^[a-z]{6,}$/.test(word)) return [];
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (isStopword(head, 'en') || isStopword(tail, 'en')) continue;
    const first = wordVector(head);
    const second =
      wordVector(tail) ??
      baseForms(tail)
        .map(wordVector)
        .find((v) => v !== null);
    if (first && second) {
      return [
        { vector: first, weight: weight / 2 },
        { vector: second, weight: weight / 2 },
      ];
    }
  }
  return [];
}
