import { vocabulary, englishWords, type VocabEntry } from '../vocabulary/index.ts';
import { dot, meanVector, wordVector } from './embeddings.ts';
import type { Lang } from '@fabula/deck';
import { firstSentence, ideaForms, ideaWords, wordOverlap, type Descriptions } from './idea.ts';
import { pointsAway, shownShare, thingsNamed } from './things.ts';
import { stopwords } from './stopwords.ts';
import { drawnFeelings } from './drawn-feelings.ts';
import { baseForms, synonymsOf } from './wordnet.ts';
import { cached, cachedTwice } from '../memo.ts';
import { isCommon, pictureElements, scenicSentence, strictnessOf } from './picture-elements.ts';
import { sceneEntries } from './scene-clues.ts';

/** The words a bot may know about a card: the deck's metadata, or the words given at upload. */
export interface CardWords {
  readonly objects: readonly { readonly name: string; readonly weight: number }[];
  readonly setting: string;
  readonly mood: string;
  readonly concepts: readonly string[];
  /**
   * What the picture shows, per language, idea first (built-in cards: their alt text). Optional:
   * without it a card is read by its words alone.
   */
  readonly alt?: Descriptions;
}

/**
 * A card as the bots see it: its words as columns of a shared table (each distinct card word is
 * one column, so "moon" is compared with the vocabulary once for the whole deck) and how much each
 * word matters (the focal object most, then concepts, mood, setting).
 */
export interface CardProfile {
  readonly key: string;
  readonly columns: readonly number[];
  readonly weights: readonly number[];
  /** Words the storyteller must not say for this card (its words, their forms and synonyms). */
  readonly banned: ReadonlySet<string>;
  /**
   * The words of what the picture shows by name: its objects and its setting (their forms and
   * synonyms), not the concepts and mood it evokes (a bedroom's card evokes a home, and shows
   * no house).
   */
  readonly thingNames: ReadonlySet<string>;
  /** The idea sentence's content words as columns (empty without a sentence). */
  readonly ideaColumns: readonly number[];
  /**
   * What is in the picture: its objects, its setting and its idea sentence's words (not the
   * concepts and the mood, which it only evokes).
   */
  readonly pictureColumns: readonly number[];
  /**
   * What a person sees, as weighted columns: the things, the setting and the idea sentence's
   * words (what the figure does, with what, the twist) count most; the figure's feeling, drawn on a
   * small face, little; the concepts and the mood, which the picture only evokes, least.
   */
  readonly seenColumns: readonly number[];
  readonly seenWeights: readonly number[];
  /** The card's descriptions, for matching a clue's words in the room's language. */
  readonly descriptions: Descriptions | null;
  /**
   * The picture's elements a clue can tell of, as columns: its things (the objects) and its scene
   * (the setting, and the idea sentence's other words: what the figure does, the twist).
   */
  readonly things: readonly number[];
  readonly scene: readonly number[];
  /** The setting's columns among `scene`: its phrase, and its words where the sentence says them. */
  readonly setting: readonly number[];
}

export interface Column {
  readonly vector: Float32Array;
  /** Cosine with every vocabulary entry, filled on first use. */
  entryCos: Float32Array | null;
  /** Cosine with every word of the vocabulary's texts and anchors (`hookWords`), on first use. */
  wordCos: Float32Array | null;
  /**
   * Whether a clue's word touches it only when nearly the same: a word of who the card shows
   * (`figureWords`) for any clue word, one of the most frequent (`isCommon`) for another such.
   */
  readonly strictness: 'figure' | 'common' | 'none';
}

const columns: Column[] = [];
const columnIndex = new Map<string, number>();
const profiles = new Map<string, CardProfile | null>();

/** Weights of a card's kinds of words relative to an object of weight 1 (tuned by simulation). */
const conceptWeight = 0.7;
const moodWeight = 0.55;
const settingWeight = 0.45;
/** How much the best-matching word counts against the weighted mean of all of them. */
const maxShare = 0.55;
/** How much the idea sentence counts against the card's words (measured by `bots:eval`). */
const ideaShare = 0.2;
/** Weights of what a person sees (`seenColumns`): an object keeps its own weight. */
const seenWeight = { setting: 0.6, idea: 0.8, feeling: 0.3, evoked: 0.15 } as const;

function phraseVector(phrase: string): Float32Array | null {
  const parts = englishWords(phrase)
    .filter((w) => !stopwords.has(w))
    .flatMap((w) => {
      const v = wordVector(w) ?? wordVector(baseForms(w)[0] ?? '');
      return v ? [{ vector: v, weight: 1 }] : [];
    });
  return parts.length === 1 ? (parts[0]?.vector ?? null) : meanVector(parts);
}

function columnOf(word: string): number | null {
  const known = columnIndex.get(word);
  if (known !== undefined) return known;
  const vector = phraseVector(word);
  if (!vector) return null;
  const strictness = strictnessOf(word);
  columns.push({ vector, entryCos: null, wordCos: null, strictness });
  columnIndex.set(word, columns.length - 1);
  return columns.length - 1;
}

/** A column of the shared table (a card word): its vector and how strictly a clue touches it. */
export function columnAt(id: number): Column {
  return columns[id] as Column;
}

/** The profile of a card, or null when none of its words is known (such cards play at random). */
const byObject = new WeakMap<CardWords, CardProfile | null>();

export function profileOf(card: CardWords): CardProfile | null {
  const known = byObject.get(card);
  if (known !== undefined) return known;
  const profile = makeProfile(card);
  byObject.set(card, profile);
  return profile;
}

function makeProfile(card: CardWords): CardProfile | null {
  const key = [
    card.objects.map((o) => `${o.name}:${o.weight}`).join(','),
    card.setting,
    card.mood,
    card.concepts.join(','),
    firstSentence(card.alt?.en ?? ''),
  ].join('|');
  const cached = profiles.get(key);
  if (cached !== undefined) return cached;
  const weighted = new Map<number, number>();
  const add = (word: string, weight: number) => {
    const column = columnOf(word.toLowerCase());
    if (column !== null) weighted.set(column, Math.max(weighted.get(column) ?? 0, weight));
  };
  for (const o of card.objects) add(o.name, Math.max(0.1, Math.min(1, o.weight)));
  for (const c of card.concepts) add(c, conceptWeight);
  add(card.mood, moodWeight);
  add(card.setting, settingWeight);
  const idea = new Set<number>();
  for (const word of ideaWords(card.alt?.en ?? '')) {
    const column = columnOf(word);
    if (column !== null) idea.add(column);
  }
  // What the picture shows: not the house that a giant thing is "as big as".
  const picture = new Set<number>();
  for (const word of ideaWords(scenicSentence(card.alt?.en ?? ''))) {
    const column = columnOf(word);
    if (column !== null) picture.add(column);
  }
  for (const name of [...card.objects.map((o) => o.name), card.setting]) {
    const column = columnOf(name.toLowerCase());
    if (column !== null) picture.add(column);
  }
  const seen = new Map<number, number>();
  const see = (word: string, weight: number) => {
    const column = columnOf(word.toLowerCase());
    if (column !== null) seen.set(column, Math.max(seen.get(column) ?? 0, weight));
  };
  for (const o of card.objects) see(o.name, Math.max(0.1, Math.min(1, o.weight)));
  see(card.setting, seenWeight.setting);
  for (const word of ideaWords(card.alt?.en ?? ''))
    see(word, drawnFeelings.has(word) ? seenWeight.feeling : seenWeight.idea);
  for (const word of [...card.concepts, card.mood]) see(word, seenWeight.evoked);
  const { things, scene, setting } = pictureElements(card, columnOf);
  const profile =
    weighted.size === 0
      ? null
      : {
          key,
          columns: [...weighted.keys()],
          weights: [...weighted.values()],
          banned: bannedWords(card),
          thingNames: wordForms([...card.objects.map((o) => o.name), card.setting]),
          ideaColumns: [...idea],
          pictureColumns: [...picture],
          seenColumns: [...seen.keys()],
          seenWeights: [...seen.values()],
          descriptions: card.alt ?? null,
          things,
          scene,
          setting,
        };
  profiles.set(key, profile);
  return profile;
}

function bannedWords(card: CardWords): Set<string> {
  return wordForms([...card.objects.map((o) => o.name), card.setting, card.mood, ...card.concepts]);
}

/** Texts' words, their base forms and their WordNet synonyms. */
function wordForms(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const word of texts.flatMap((text) => [text.toLowerCase(), ...englishWords(text)])) {
    if (stopwords.has(word)) continue;
    for (const form of [word, ...baseForms(word)]) {
      out.add(form);
      for (const synonym of synonymsOf(form)) out.add(synonym);
    }
  }
  return out;
}

const stemIndexes = new WeakMap<CardProfile, ReadonlySet<string>>();

/** Every prefix of 4+ letters of a banned word: shared stems count as the same word. */
function stemIndex(profile: CardProfile): ReadonlySet<string> {
  let index = stemIndexes.get(profile);
  if (!index) {
    const prefixes = new Set<string>();
    for (const word of profile.banned) {
      for (let k = 4; k <= word.length; k++) prefixes.add(word.slice(0, k));
    }
    index = prefixes;
    stemIndexes.set(profile, index);
  }
  return index;
}

/**
 * Whether a word shares a stem with a banned one: "dreamy" for "dream", "moonlight" for "moon"
 * (a banned word of 4+ letters starts it), "dream" for "dreamer" (it starts a banned word), or
 * five letters in common ("freedom" / "freely").
 */
function sharesStem(form: string, profile: CardProfile, stems: ReadonlySet<string>): boolean {
  if (form.length >= 4 && stems.has(form)) return true;
  if (form.length >= 5 && stems.has(form.slice(0, 5))) return true;
  for (let k = 4; k < form.length; k++) if (profile.banned.has(form.slice(0, k))) return true;
  return false;
}

/** The word forms of an English text: tokens, hyphen parts and their base forms. */
function formsOf(text: string): string[] {
  const forms = new Set<string>();
  // "cat's" says cat: possessives and hyphen parts are words of their own.
  const tokens = englishWords(text).flatMap((t) => [t, ...t.replace(/'s$/, '').split('-')]);
  for (const token of tokens) {
    if (stopwords.has(token)) continue;
    forms.add(token);
    for (const base of baseForms(token)) forms.add(base);
  }
  return [...forms];
}

function saysAny(forms: readonly string[], profile: CardProfile): boolean {
  const stems = stemIndex(profile);
  return forms.some((form) => profile.banned.has(form) || sharesStem(form, profile, stems));
}

/** Whether an English text says one of the card's banned words (any form, synonym or stem). */
export function saysBannedWord(text: string, profile: CardProfile): boolean {
  return saysAny(formsOf(text), profile);
}

let entryForms: readonly (readonly string[])[] | null = null;

/** Per card profile and language: 0 unchecked, 1 allowed, 2 banned (hot: no key to build). */
const bannedEntries = new WeakMap<CardProfile, Map<Lang, Uint8Array>>();

/**
 * Whether the storyteller must not give this vocabulary entry for this card in a room of
 * `language`: its English text says one of the card's banned words; or its text in the room's
 * language says a word of the card's idea sentence in that language (a listener would read the
 * scene word for word: see `wordOverlap`); or it names a thing the picture does not show
 * ("mirror, mirror on the wall" for a girl asleep on a book: `things.ts`). Cached per card and
 * language.
 */
export function isBannedEntry(entry: VocabEntry, profile: CardProfile, language: Lang): boolean {
  let byLanguage = bannedEntries.get(profile);
  if (!byLanguage) {
    byLanguage = new Map();
    bannedEntries.set(profile, byLanguage);
  }
  let flags = byLanguage.get(language);
  if (!flags) {
    flags = new Uint8Array(vocabulary().length);
    byLanguage.set(language, flags);
  }
  let flag = flags[entry.index] ?? 0;
  if (flag === 0) {
    entryForms ??= vocabulary().map((e) => formsOf(e.text.en));
    const description = profile.descriptions?.[language];
    const saysIdea =
      description !== undefined &&
      wordOverlap(entry.text[language], ideaForms(description, language)) > 0;
    // A clue written for the card's scene may name what the scene calls to mind ("the calm
    // before the storm" for a lit bomb): its writer chose it for what the picture shows.
    const absent =
      !scenesOf(profile).has(entry.index) &&
      pointsAway(thingsNamed(entry.index), pictureOf(profile));
    flag = saysIdea || absent || saysAny(entryForms[entry.index] ?? [], profile) ? 2 : 1;
    flags[entry.index] = flag;
  }
  return flag === 2;
}

const sceneTables = new WeakMap<CardProfile, ReadonlySet<number>>();

/** The entries written for a card's scene (`scenes.ts`), once per card. */
export function scenesOf(profile: CardProfile): ReadonlySet<number> {
  return cached(sceneTables, profile, () => sceneEntries(profile.descriptions));
}

/**
 * Whether a card's picture shows what an English name says ("sunrise over mountains"): one of
 * its content words is close to one of the picture's words (cosine ≥ `shownAt`).
 */
export function showsThing(name: string, profile: CardProfile): boolean {
  const picture = pictureOf(profile);
  return englishWords(name).some((word) => {
    const vector = stopwords.has(word) ? null : wordVector(word);
    return vector !== null && shownShare([vector], picture) === 1;
  });
}

/** The vectors of what is in a card's picture (`pictureColumns`). */
function pictureOf(profile: CardProfile): Float32Array[] {
  return profile.pictureColumns.map((id) => (columns[id] as Column).vector);
}

let entryVectorCache: readonly (Float32Array | null)[] | null = null;

/** The meaning vector of every vocabulary entry (its anchor words' mean), null when unknown. */
export function entryVectors(): readonly (Float32Array | null)[] {
  entryVectorCache ??= vocabulary().map((entry) =>
    meanVector(
      entry.anchor.flatMap((w) => {
        const v = wordVector(w);
        return v ? [{ vector: v, weight: 1 }] : [];
      }),
    ),
  );
  return entryVectorCache;
}

/** How well a meaning fits a card's words: its best weighted cosine with one, and their mean. */
function wordsFit(cosines: (i: number) => number, weights: readonly number[]): number {
  let best = -1;
  let sum = 0;
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] ?? 0;
    const c = cosines(i);
    best = Math.max(best, c * w);
    sum += c * w;
    total += w;
  }
  return maxShare * best + (1 - maxShare) * (total > 0 ? sum / total : 0);
}

function entryCosines(column: Column): Float32Array {
  const vectors = entryVectors();
  const cos = new Float32Array(vectors.length);
  vectors.forEach((v, e) => {
    cos[e] = v ? dot(v, column.vector) : 0;
  });
  column.entryCos = cos;
  return cos;
}

const fitTables = new WeakMap<CardProfile, Float32Array>();

/** How well every vocabulary entry fits a card, computed once per card profile. */
export function entryFits(profile: CardProfile): Float32Array {
  return cached(fitTables, profile, () => {
    const count = entryVectors().length;
    const table = new Float32Array(count);
    for (let e = 0; e < count; e++) table[e] = computeEntryFit(e, profile);
    return table;
  });
}

const seenTables = new WeakMap<CardProfile, Float32Array>();

/**
 * How well every vocabulary entry fits what a person sees in a card (`seenColumns`), computed
 * once per card profile: the storyteller aims its clue at people looking at pictures.
 */
export function seenFits(profile: CardProfile): Float32Array {
  return cached(seenTables, profile, () => {
    const count = entryVectors().length;
    const table = new Float32Array(count);
    for (let e = 0; e < count; e++) {
      table[e] = wordsFit((i) => {
        const column = columns[profile.seenColumns[i] ?? 0] as Column;
        return (column.entryCos ?? entryCosines(column))[e] ?? 0;
      }, profile.seenWeights);
    }
    return table;
  });
}

/** The words of the vocabulary, each once, and each entry's: its anchor's, and its English text's. */
export interface HookWords {
  readonly vectors: readonly Float32Array[];
  /** Whether each word is a common one (`isCommon`). */
  readonly common: readonly boolean[];
  readonly anchors: readonly Int32Array[];
  readonly english: readonly Int32Array[];
}

let hookWordCache: HookWords | null = null;

export function hookWords(): HookWords {
  if (hookWordCache) return hookWordCache;
  const vectors: Float32Array[] = [];
  const common: boolean[] = [];
  const ids = new Map<string, number>();
  const idsOf = (words: readonly string[]) => {
    const out: number[] = [];
    for (const word of words) {
      if (stopwords.has(word) || word.length <= 2) continue;
      let id = ids.get(word);
      if (id === undefined) {
        const vector = wordVector(word) ?? wordVector(baseForms(word)[0] ?? '');
        if (!vector) continue;
        id = vectors.length;
        vectors.push(vector);
        common.push(isCommon(word));
        ids.set(word, id);
      }
      out.push(id);
    }
    return Int32Array.from(out);
  };
  const entries = vocabulary();
  hookWordCache = {
    vectors,
    common,
    anchors: entries.map((e) => idsOf(e.anchor)),
    english: entries.map((e) => idsOf(englishWords(e.text.en.replace(/\(.*?\)/g, '')))),
  };
  return hookWordCache;
}

/** Each word of `hookWords` against a column (a card word), filled on first use. */
export function wordCosines(id: number): Float32Array {
  const column = columns[id] as Column;
  column.wordCos ??= Float32Array.from(hookWords().vectors, (v) => dot(v, column.vector));
  return column.wordCos;
}

/** A seen word counts as a hook when a person surely sees it: a thing, the setting, the action. */
const hookFrom = 0.6;
const hookTables = new WeakMap<CardProfile, Map<boolean, Float32Array>>();

/**
 * How closely each vocabulary entry touches one thing a person surely sees in a card: the best
 * cosine between one of the entry's words (its anchor's, and in an English room its text's) and
 * one of the card's things, its setting or a word of its idea sentence other than the feeling.
 * People find a clue by such a hook — "Titanic" for a paper boat, "one small step" for a moon
 * hatching from an egg — where the mean of an entry's words ("breathing" for a hatching heart)
 * only blurs. The words of a Japanese or Finnish saying are not its English text's, so other
 * rooms hook by the anchor alone. Computed once per card and room kind.
 */
export function hookFits(profile: CardProfile, language: Lang): Float32Array {
  const english = language === 'en';
  return cachedTwice(hookTables, profile, english, () => {
    const words = hookWords();
    const cosines = profile.seenColumns.flatMap((id, i) =>
      (profile.seenWeights[i] ?? 0) < hookFrom ? [] : [wordCosines(id)],
    );
    const table = new Float32Array(words.anchors.length);
    const bestOf = (list: Int32Array | undefined, best: number) => {
      if (!list) return best;
      for (const cos of cosines) for (const w of list) best = Math.max(best, cos[w] ?? 0);
      return best;
    };
    for (let e = 0; e < table.length; e++) {
      const anchor = bestOf(words.anchors[e], 0);
      table[e] = english ? bestOf(words.english[e], anchor) : anchor;
    }
    return table;
  });
}

/** `hookFits` for a clue's meaning (an emoji clue: each emoji is a part). */
export function meaningHook(meaning: Meaning, profile: CardProfile): number {
  const parts = meaning.parts.length > 0 ? meaning.parts : [{ vector: meaning.vector, weight: 1 }];
  let best = 0;
  profile.seenColumns.forEach((id, i) => {
    if ((profile.seenWeights[i] ?? 0) < hookFrom) return;
    const vector = (columns[id] as Column).vector;
    for (const part of parts) best = Math.max(best, dot(part.vector, vector));
  });
  return best;
}

/** How well a clue's meaning fits what a person sees in a card (an emoji clue, say). */
export function seenMeaningFit(meaning: Meaning, profile: CardProfile): number {
  return wordsFit(
    (i) => dot(meaning.vector, (columns[profile.seenColumns[i] ?? 0] as Column).vector),
    profile.seenWeights,
  );
}

/** How well a vocabulary entry fits a card (a cosine-like score, about -0.2 … 0.9). Hot path. */
export function entryFit(entryIndex: number, profile: CardProfile): number {
  return entryFits(profile)[entryIndex] ?? 0;
}

function computeEntryFit(entryIndex: number, profile: CardProfile): number {
  const cos = (id: number | undefined) => {
    const column = columns[id ?? 0] as Column;
    return (column.entryCos ?? entryCosines(column))[entryIndex] ?? 0;
  };
  const words = wordsFit((i) => cos(profile.columns[i]), profile.weights);
  if (profile.ideaColumns.length === 0) return words;
  let idea = -1;
  for (const id of profile.ideaColumns) idea = Math.max(idea, cos(id));
  return (1 - ideaShare) * words + ideaShare * idea;
}

/** A clue's meaning: its mean vector and the parts (words, phrases, entries) it is the mean of. */
export interface Meaning {
  readonly vector: Float32Array;
  readonly parts: readonly { readonly vector: Float32Array; readonly weight: number }[];
}

/**
 * How well a clue's meaning fits a card: its mean vector against the card's words, blended with
 * its parts against the card's idea sentence — each part's best match among the sentence's words,
 * averaged by the parts' weights (so "catch a falling star" finds "star", "pulls" and "falls" one
 * by one in "a fox pulls a falling star on a string", instead of their blurred mean).
 */
export function meaningFit(meaning: Meaning, profile: CardProfile): number {
  const column = (id: number | undefined) => (columns[id ?? 0] as Column).vector;
  const words = wordsFit((i) => dot(meaning.vector, column(profile.columns[i])), profile.weights);
  if (profile.ideaColumns.length === 0) return words;
  const parts = meaning.parts.length > 0 ? meaning.parts : [{ vector: meaning.vector, weight: 1 }];
  let sum = 0;
  let total = 0;
  for (const part of parts) {
    let best = -1;
    for (const id of profile.ideaColumns) best = Math.max(best, dot(part.vector, column(id)));
    sum += best * part.weight;
    total += part.weight;
  }
  const idea = total > 0 ? sum / total : 0;
  return (1 - ideaShare) * words + ideaShare * idea;
}

/** How well a meaning vector fits a card (a meaning of one part). */
export function vectorFit(vector: Float32Array, profile: CardProfile): number {
  return meaningFit({ vector, parts: [] }, profile);
}

/** The word of a column (for scripts that explain a reading). */
export function columnWord(id: number): string {
  for (const [word, column] of columnIndex) if (column === id) return word;
  return '?';
}
