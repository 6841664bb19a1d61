import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '@fabula/deck';
import { emojiOf } from '@fabula/rules';
import { englishWords } from '../vocabulary/index.ts';
import { emojiPhrases, type EmojiPhrase } from '../vocabulary/emoji-phrases.ts';
import { dot, meanVector, wordVector } from './embeddings.ts';
import { isStopword } from './stopwords.ts';
import { understandClue, type Understanding } from './understand.ts';

/**
 * Emoji as a bot reads them: each emoji's CLDR name and keywords from `emojibase-data` (a
 * maintained dataset of every emoji, with its names in the rulebooks' five languages), read as
 * words in the bot's word space. A whale (🐋) means what "whale" and its keywords mean in English
 * and what "valas" means to a Finnish bot; an emoji clue means the mean of its emoji.
 */
interface EmojiEntry {
  readonly label: string;
  readonly tags?: readonly string[];
  readonly unicode: string;
  readonly group?: number;
  readonly skins?: readonly EmojiEntry[];
}

/** The emoji data's folder name of each of our languages. */
const dataLang: Readonly<Record<Lang, string>> = {
  en: 'en',
  ja: 'ja',
  ru: 'ru',
  pt: 'pt',
  fi: 'fi',
};

const require = createRequire(import.meta.url);
const tables = new Map<Lang, ReadonlyMap<string, EmojiEntry>>();

/**
 * An emoji's lookup key: without emoji selectors and skin tones, which change how an emoji
 * looks, not what it means (👍🏽 is 👍).
 */
export function emojiKey(emoji: string): string {
  return emoji.replace(/\ufe0f|\p{Emoji_Modifier}/gu, '');
}

/** One language's emoji by key (read on first use: about half a megabyte of JSON). */
function table(lang: Lang): ReadonlyMap<string, EmojiEntry> {
  const known = tables.get(lang);
  if (known) return known;
  const file = require.resolve(`emojibase-data/${dataLang[lang]}/compact.json`);
  const list = JSON.parse(readFileSync(file, 'utf8')) as EmojiEntry[];
  const byKey = new Map<string, EmojiEntry>();
  for (const entry of list) {
    // Group undefined: regional indicator letters, which only mean something as a flag's half.
    if (entry.group === undefined) continue;
    byKey.set(emojiKey(entry.unicode), entry);
  }
  tables.set(lang, byKey);
  return byKey;
}

/** The words an emoji stands for in a language: its name, then its keywords. */
export function emojiWords(emoji: string, lang: Lang): { name: string; keywords: string[] } | null {
  const entry = table(lang).get(emojiKey(emoji));
  if (!entry) return null;
  // Flags are named "flag: Finland"; a keyword such as "+1" means nothing to a reader of words.
  const name = entry.label.replace(/^flag:\s*/, '');
  const keywords = (entry.tags ?? []).filter((tag) => /\p{L}/u.test(tag) && tag !== name);
  return { name, keywords };
}

/** Emojibase groups: 2 components (skin tones, hair), 8 symbols, 9 flags; 3–7 things. */
const componentGroup = 2;
const symbolGroup = 8;
const flagGroup = 9;

/** Emojibase groups of things: animals and nature, food, places and travel, activities, objects. */
const thingGroups: ReadonlySet<number> = new Set([3, 4, 5, 6, 7]);

/**
 * Whether an emoji pictures a thing (a whale, a pretzel, a castle) rather than a face, a
 * gesture or a symbol: a storyteller draws a thing only when its card shows it.
 */
export function emojiIsThing(emoji: string): boolean {
  const group = table('en').get(emojiKey(emoji))?.group;
  return group !== undefined && thingGroups.has(group);
}

/** The English names of the emoji that picture things ("mule", "guitar", "castle"). */
export function thingEmojiNames(): string[] {
  return [...table('en').values()].flatMap((entry) =>
    entry.group !== undefined && thingGroups.has(entry.group) ? [entry.label] : [],
  );
}

interface Part {
  readonly vector: Float32Array;
  readonly weight: number;
}

const meanings = new Map<string, Float32Array | null>();

/**
 * An emoji's meaning from its English words, looked up straight in the word vectors: the name's
 * words (weight 2 each) and its keywords' (1 each, up to six keywords). Fast enough to give every
 * emoji a meaning in a few milliseconds, for a storyteller choosing among all of them.
 */
function englishMeaning(emoji: string): Float32Array | null {
  const words = emojiWords(emoji, 'en');
  if (!words) return null;
  const parts: Part[] = [];
  const add = (text: string, weight: number) => {
    for (const word of englishWords(text)) {
      if (isStopword(word, 'en')) continue;
      const vector = wordVector(word);
      if (vector) parts.push({ vector, weight });
    }
  };
  add(words.name, 2);
  for (const keyword of words.keywords.slice(0, 6)) add(keyword, 1);
  return meanVector(parts);
}

/**
 * What one emoji means to a bot in a room of `language`: its English words (`englishMeaning`),
 * and in another room also its name and keywords in that language, read through
 * `understandClue` like a person's words. Null for an emoji nobody's data names.
 */
export function emojiMeaning(emoji: string, language: Lang): Float32Array | null {
  const key = `${language}\u0000${emojiKey(emoji)}`;
  const known = meanings.get(key);
  if (known !== undefined) return known;
  const parts: Part[] = [];
  const english = englishMeaning(emoji);
  if (english) parts.push({ vector: english, weight: 3 });
  const words = language === 'en' ? null : emojiWords(emoji, language);
  if (words) {
    const read = (text: string, weight: number) => {
      const vector = understandClue(text, language).vector;
      if (vector) parts.push({ vector, weight });
    };
    read(words.name, 2);
    for (const keyword of words.keywords.slice(0, 4)) read(keyword, 1);
  }
  const meaning = meanVector(parts);
  meanings.set(key, meaning);
  return meaning;
}

/**
 * What an emoji clue means: the mean of its emoji's meanings. `known` are the names of the emoji
 * understood (in the room's language), `unknown` the emoji themselves that were not.
 */
export function understandEmoji(text: string, language: Lang): Understanding {
  const phrase = knownEmojiPhrase(text);
  if (phrase) {
    // A known form is read as what people mean by it (🔥🐶☕ "this is fine"), not as its
    // emoji's names (a fire, a dog, a cup).
    const read = understandClue(phrase.anchor, 'en');
    if (read.vector) return { ...read, known: [phrase.says], unknown: [] };
  }
  const emoji = emojiOf(text) ?? [];
  const parts: Part[] = [];
  const known: string[] = [];
  const unknown: string[] = [];
  for (const e of emoji) {
    const vector = emojiMeaning(e, language);
    if (vector) {
      parts.push({ vector, weight: 1 });
      known.push(emojiWords(e, language)?.name ?? e);
    } else unknown.push(e);
  }
  return { vector: meanVector(parts), parts, known, unknown };
}

let everyEmoji: { emoji: string; vector: Float32Array }[] | null = null;

/**
 * The newest emoji a storyteller draws: Emoji 15 (2022). Newer ones (🫪, 🫩) are still a box on
 * many phones, and a clue nobody can see is no clue.
 */
const newestVersion = 15;

/**
 * Emojibase subgroups a storyteller does not draw from: single hands and fingers (🫷, 🤚: a
 * gesture alone says little) and body parts (🫁, 🦷: organs are no picture of a story).
 */
const illegibleSubgroups: ReadonlySet<number> = new Set([16, 17, 18, 19, 22]);
/** Emojibase subgroups of characters: roles (a pilot, a king) and fantasy (a fairy, a merman). */
const characterSubgroups: ReadonlySet<number> = new Set([25, 26]);

let details: ReadonlyMap<string, { version: number; subgroup: number }> | null = null;

/** Each emoji's Unicode version and subgroup (the full dataset has them; read once). */
function detailsOf(emoji: string): { version: number; subgroup: number } | undefined {
  if (!details) {
    const file = require.resolve('emojibase-data/en/data.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as {
      emoji: string;
      version: number;
      subgroup?: number;
    }[];
    details = new Map(
      list.map((e) => [emojiKey(e.emoji), { version: e.version, subgroup: e.subgroup ?? -1 }]),
    );
  }
  return details.get(emojiKey(emoji));
}

/** Whether an emoji pictures a character (🧑‍✈️, 🧚, 🤴): like a thing, a story's someone. */
export function emojiIsCharacter(emoji: string): boolean {
  return characterSubgroups.has(detailsOf(emoji)?.subgroup ?? -1);
}

/** Emojibase's subgroup of the marks comics draw beside a figure: 💤, 💨, 💢, 💦, 💫, 💭. */
const markSubgroup = 15;

/** Whether an emoji is a comic mark drawn beside a figure (💤 "ZZZ", 💨 "dashing away"). */
export function emojiIsMark(emoji: string): boolean {
  return detailsOf(emoji)?.subgroup === markSubgroup;
}

/** Emojibase subgroups of people doing something: an activity, a sport, resting (🚣, 🤹, 🧗). */
const activitySubgroups: ReadonlySet<number> = new Set([27, 28, 29]);

/** Whether an emoji pictures someone doing something (🚣 rowing, 🤹 juggling, 🧗 climbing). */
export function emojiIsActivity(emoji: string): boolean {
  return activitySubgroups.has(detailsOf(emoji)?.subgroup ?? -1);
}

/**
 * Whether an emoji is a heart of a colour other than red (🩵, 💜, 🩶): read alone, a colour, and
 * told apart by few (🩵 reads as 💙), so it points at nothing on a table of pictures.
 */
export function emojiIsColourHeart(emoji: string): boolean {
  const name = emojiWords(emoji, 'en')?.name ?? '';
  return /^(light blue|blue|green|yellow|orange|purple|brown|black|white|grey|pink) heart$/.test(
    name,
  );
}

/** Whether a storyteller leaves an emoji out: newer than `newestVersion`, or illegible. */
function leftOut(emoji: string): boolean {
  const known = detailsOf(emoji);
  return (
    known === undefined || known.version > newestVersion || illegibleSubgroups.has(known.subgroup)
  );
}

/** Every emoji with an English meaning (for a storyteller composing an emoji clue). */
export function emojiVectors(): readonly { emoji: string; vector: Float32Array }[] {
  if (everyEmoji) return everyEmoji;
  const out: { emoji: string; vector: Float32Array }[] = [];
  for (const entry of table('en').values()) {
    if (leftOut(entry.unicode)) continue;
    // Flags and keycaps say a country or a digit, not a picture: not for a storyteller; nor do
    // components (a skin tone or a hair style alone is no emoji) and symbols (🚱, ✳️, ♑).
    if (entry.label.startsWith('flag') || entry.label.startsWith('keycap')) continue;
    if (entry.group === componentGroup || entry.group === symbolGroup || entry.group === flagGroup)
      continue;
    const emoji = emojiOf(entry.unicode)?.[0];
    const vector = emoji === undefined ? null : emojiMeaning(emoji, 'en');
    if (emoji !== undefined && vector) out.push({ emoji, vector });
  }
  everyEmoji = out;
  return out;
}

type Ranked = { emoji: string; vector: Float32Array; fit: number };
const nearestCache = new Map<number, readonly Ranked[]>();

/**
 * The 96 emoji closest to a meaning, closest first; cached by `cacheKey` (a vocabulary entry's
 * index: a storyteller weighs the same entries again and again, and ranking every emoji costs a
 * millisecond).
 */
function nearestEmoji(meaning: Float32Array, cacheKey?: number): readonly Ranked[] {
  const known = cacheKey === undefined ? undefined : nearestCache.get(cacheKey);
  if (known) return known;
  const ranked = emojiVectors()
    .map((e) => ({ ...e, fit: dot(meaning, e.vector) }))
    .sort((a, b) => b.fit - a.fit)
    .slice(0, 96);
  if (cacheKey !== undefined) nearestCache.set(cacheKey, ranked);
  return ranked;
}

/**
 * The emoji that say `meaning` best: the closest emoji, then up to `max − 1` more, each added
 * only when the clue's meaning (the mean of its emoji) comes clearly closer to `meaning` with it.
 * Null when no emoji is near (a cosine below 0.35): that meaning has no picture. `allowed`
 * leaves emoji out (a storyteller's: those that name what its card shows); `together` says
 * which emoji may stand side by side. `cacheKey` names `meaning` for the cache of the nearest.
 */
export function emojiFor(
  meaning: Float32Array,
  allowed: (emoji: string) => boolean = () => true,
  max = 3,
  cacheKey?: number,
  together: (emoji: readonly string[]) => boolean = () => true,
): string[] | null {
  const ranked: Ranked[] = [];
  for (const e of nearestEmoji(meaning, cacheKey)) {
    if (ranked.length === 24) break;
    if (allowed(e.emoji)) ranked.push(e);
  }
  const first = ranked[0];
  if (!first || first.fit < 0.35) return null;
  const chosen = [first];
  let fit = first.fit;
  while (chosen.length < max) {
    let next: (typeof ranked)[number] | null = null;
    let nextFit = fit + 0.03;
    for (const candidate of ranked) {
      if (chosen.includes(candidate)) continue;
      if (!together([...chosen, candidate].map((c) => c.emoji))) continue;
      const mean = meanVector([...chosen, candidate].map((c) => ({ vector: c.vector, weight: 1 })));
      const f = mean ? dot(meaning, mean) : -1;
      if (f > nextFit) {
        next = candidate;
        nextFit = f;
      }
    }
    if (next === null) break;
    chosen.push(next);
    fit = nextFit;
  }
  return chosen.map((c) => c.emoji);
}

let phrasesByKey: ReadonlyMap<string, EmojiPhrase> | null = null;

/** An emoji clue's lookup key: its emoji's keys, without spaces. */
function clueKey(text: string): string {
  return (emojiOf(text) ?? []).map(emojiKey).join('');
}

/**
 * The known emoji form (`emoji-phrases.ts`) a clue is, whatever its selectors, skin tones and
 * spaces ("🔥 🐶 ☕" is "this is fine"); null for any other emoji clue.
 */
export function knownEmojiPhrase(text: string): EmojiPhrase | null {
  phrasesByKey ??= new Map(emojiPhrases.map((p) => [clueKey(p.emoji), p]));
  return phrasesByKey.get(clueKey(text)) ?? null;
}
