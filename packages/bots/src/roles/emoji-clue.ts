import type { Lang } from '@fabula/deck';
import {
  emojiFor,
  emojiIsActivity,
  emojiIsCharacter,
  emojiIsColourHeart,
  emojiIsThing,
  emojiKey,
  emojiVectors,
  emojiWords,
  understandEmoji,
} from '../meaning/emoji.ts';
import { dot } from '../meaning/embeddings.ts';
import { drawnFeelings } from '../meaning/drawn-feelings.ts';
import { ideaWords } from '../meaning/idea.ts';
import { figuresOf, scenicSentence } from '../meaning/picture-elements.ts';
import { englishWords } from '../vocabulary/index.ts';
import { baseForms } from '../meaning/wordnet.ts';
import { personMeaningFit } from './person.ts';
import type { Reader } from './calibrate.ts';
import {
  entryVectors,
  meaningFit,
  saysBannedWord,
  showsThing,
  type CardProfile,
  type Meaning,
} from '../meaning/space.ts';

const fitsByCard = new WeakMap<CardProfile, Map<string, number>>();

/**
 * How well an emoji clue fits a card as a person reads it (`personMeaningFit`: the emoji against
 * what the picture shows) or as a bot reads its words, cached per card and clue: the storyteller
 * reads each of its few emoji clues against some hundred imagined cards, and the same clues and
 * the same cards come back decision after decision.
 */
export function emojiFit(
  clue: EmojiClue,
  card: CardProfile,
  language: Lang,
  reader: Reader = 'person',
): number {
  let known = fitsByCard.get(card);
  if (!known) {
    known = new Map();
    fitsByCard.set(card, known);
  }
  const key = `${reader}\u0000${language}\u0000${clue.text}`;
  let fit = known.get(key);
  if (fit === undefined) {
    fit =
      reader === 'person' ? personMeaningFit(clue.meaning, card) : meaningFit(clue.meaning, card);
    if (known.size > 2000) known.clear();
    known.set(key, fit);
  }
  return fit;
}

/** A clue said in emoji, and what it means to a listener reading those emoji. */
export interface EmojiClue {
  readonly text: string;
  readonly meaning: Meaning;
}

const allowedByCard = new WeakMap<CardProfile, Map<string, boolean>>();

/**
 * Whether a storyteller may draw this emoji for its card. A face, a person, a gesture or a
 * feeling: only one the card's words do not name (the card itself is no clue). A thing (a whale,
 * a key): only one of the card's own things (its words name it and the picture shows it) — a
 * near thing the picture lacks (a shrimp for a fish, custard for soup) sends a person looking
 * for it. Cached per card: a storyteller weighs many emoji for each.
 */
function allowedFor(card: CardProfile | null, emoji: string): boolean {
  if (card === null) return true;
  let known = allowedByCard.get(card);
  if (!known) {
    known = new Map();
    allowedByCard.set(card, known);
  }
  let allowed = known.get(emoji);
  if (allowed === undefined) {
    const name = emojiWords(emoji, 'en')?.name;
    allowed =
      name === undefined ||
      (emojiIsThing(emoji) || emojiIsCharacter(emoji)
        ? isOwnThing(name, card)
        : !saysBannedWord(name, card));
    known.set(emoji, allowed);
  }
  return allowed;
}

/**
 * The head noun of an emoji's English name: the last word before any "with", "at", "in", "on",
 * "over", "behind" or ":" ("clock" of "mantelpiece clock", "cloud" of "cloud with snow", "bridge"
 * of "bridge at night", "family" of "family: man, woman, girl"): 🌉 is a bridge, and a card of a
 * dance at night shows none (read blind, 🌉 pointed at nothing on two boards).
 */
export function thingHead(name: string): string {
  return (
    name
      .split(/\s+(?:with|without|at|in|on|over|behind)\s+|:/)[0]
      ?.trim()
      .split(/\s+/)
      .pop() ?? name
  );
}

/**
 * Whether a thing's name is one of the card's own things: its head noun (`thingHead`) is a word
 * of its objects or setting (`thingNames`: not of what it evokes — 🏠 for a bedroom's "home"),
 * and the picture shows it. "Mahjong red dragon" is no red balloon.
 */
export function isOwnThing(name: string, card: CardProfile): boolean {
  const head = thingHead(name).toLowerCase();
  // The card's word itself (or a form or synonym of it), not a word sharing its stem: a ball is
  // no balloon.
  // A plural's singular, not a verb's base: 🪚 "saw" is no "see".
  const forms = [head, head.replace(/s$/, '')];
  return forms.some((form) => card.thingNames.has(form)) && showsThing(head, card);
}

/**
 * Words of an emoji's name that never ground it in a picture: who it is (👩‍✈️ "woman pilot" is
 * no woman letting go of a balloon) and how it looks (🀄 "mahjong red dragon" is no red balloon).
 */
const notGrounding: ReadonlySet<string> = new Set([
  'person',
  'man',
  'woman',
  'men',
  'women',
  'boy',
  'girl',
  'old',
  'people',
  'child',
  'adult',
  'red',
  'blue',
  'green',
  'yellow',
  'white',
  'black',
  'orange',
  'purple',
  'brown',
  'pink',
  'grey',
  'light',
  'dark',
  'big',
  'small',
  'giant',
  'little',
  'face',
  'baby',
  'piece',
  'watch',
  'show',
  'showing',
  'shows',
]);

/** Reaction emoji that say no feeling of a story: read blind, filler (🔐🫡💯). */
const filler: ReadonlySet<string> = new Set(['💯', '🫡']);

/** Whether an emoji pictures a thing, a character or someone doing something. */
function pictures(emoji: string): boolean {
  return emojiIsThing(emoji) || emojiIsCharacter(emoji) || emojiIsActivity(emoji);
}

/** A word and its base forms ("sews": sews, sew). */
function withBases(word: string): string[] {
  return [word, ...baseForms(word)];
}

const groundedByCard = new WeakMap<
  CardProfile,
  readonly { emoji: string; vector: Float32Array }[]
>();

/**
 * The emoji that picture something a card visibly shows: one of its own things (🕯️ for a candle
 * in the rain: `isOwnThing`), or something its figure does — an emoji of a thing or of someone
 * doing something whose name says a word of the idea sentence (🪡 "sewing needle" for
 * a man who sews, 🚣 for an owl that rows, 🤹 for a girl who juggles), never its feeling. An emoji
 * clue starts from one of them, so that the table has something of the picture to look for.
 */
export function groundedEmoji(
  card: CardProfile,
): readonly { emoji: string; vector: Float32Array }[] {
  let known = groundedByCard.get(card);
  if (!known) {
    const description = card.descriptions?.en ?? '';
    const shown = new Set(
      ideaWords(scenicSentence(description))
        .filter((w) => !drawnFeelings.has(w))
        .flatMap(withBases),
    );
    const figures = new Set(figuresOf(description));
    known = emojiVectors().filter(({ emoji }) => {
      if (!pictures(emoji)) return false;
      const name = emojiWords(emoji, 'en')?.name;
      if (name === undefined) return false;
      const head = thingHead(name).toLowerCase();
      // Never who the card shows: the rabbit of a rabbit's card is the card (🎋🐇).
      if (figures.has(head) || figures.has(head.replace(/s$/, ''))) return false;
      // A game tile or card is not the thing it names (🀄 "mahjong red dragon", 🃏 "joker").
      if (notGrounding.has(head) || /mahjong|playing card/.test(name)) return false;
      const activity = emojiIsActivity(emoji);
      if (!activity && isOwnThing(name, card)) return true;
      // By its name only (keywords stray: "light" is a keyword of 🚥, "fishing" of 🚣), never
      // by a word of `notGrounding`; a thing by its head noun or the action it is for (🪡
      // "sewing needle" for a man who sews), not by any word: 🪩 "mirror ball" is no mirror,
      // 🔪 "kitchen knife" no kitchen.
      return englishWords(name).some(
        (w) =>
          w.length > 2 &&
          !notGrounding.has(w) &&
          (activity || w === head || w.endsWith('ing')) &&
          withBases(w).some((b) => shown.has(b)),
      );
    });
    groundedByCard.set(card, known);
  }
  return known;
}

/** Whether an emoji is one of those that picture something the card shows (`groundedEmoji`). */
export function isGrounded(emoji: string, card: CardProfile): boolean {
  const key = emojiKey(emoji);
  return groundedEmoji(card).some((g) => emojiKey(g.emoji) === key);
}

/**
 * Whether an emoji may say a clue's feeling or twist beside the picture's emoji: not a thing, a
 * character or an activity (one of those is enough), never a heart of a colour.
 */
function saysFeeling(emoji: string): boolean {
  return !pictures(emoji) && !emojiIsColourHeart(emoji) && !filler.has(emojiKey(emoji));
}

/**
 * A vocabulary entry said in emoji for a card (null: a card-less Party clue), with what the emoji
 * mean to a listener in the room's language — which is what the storyteller should aim with,
 * since the emoji, not the entry, are what the table reads. For a card: one emoji of something
 * the picture shows (`groundedEmoji`, the one closest to the entry) and one that says the
 * entry's feeling or twist (`emojiFor`, among those the card allows: no face its words name),
 * never one emoji alone. Null when the card shows nothing an emoji pictures or no emoji is near
 * the entry's meaning.
 */
export function emojiClue(
  entry: number,
  card: CardProfile | null,
  language: Lang,
): EmojiClue | null {
  return emojiClues(entry, card, language)[0] ?? null;
}

/**
 * `emojiClue` as a list (empty when the card shows nothing an emoji pictures): one thing or action
 * the picture shows and the entry's feeling or twist. Never two things of the picture: read
 * blind, 🎈🍄, 🏃⚓ and 🚣🛍️ were an inventory of the two things drawn on their card, found at
 * once and enjoyed by nobody.
 */
export function emojiClues(entry: number, card: CardProfile | null, language: Lang): EmojiClue[] {
  const vector = entryVectors()[entry];
  if (!vector) return [];
  const drawings: string[][] = [];
  if (card === null) {
    const emoji = emojiFor(vector, (e) => !emojiIsColourHeart(e), 3, entry);
    if (emoji) drawings.push(emoji);
  } else {
    const grounded = [...groundedEmoji(card)]
      .map((g) => ({ ...g, fit: dot(vector, g.vector) }))
      .sort((a, b) => b.fit - a.fit);
    const anchor = grounded[0];
    // One feeling beside the picture's emoji: read blind, a third emoji was filler (🔐🫡💯).
    const feeling = emojiFor(vector, (e) => saysFeeling(e) && allowedFor(card, e), 1, entry);
    if (anchor && feeling) drawings.push([anchor.emoji, ...feeling]);
  }
  return drawings.flatMap((emoji) => {
    // One emoji alone (🩵) is a colour or a thing, not a clue.
    if (emoji.length < 2) return [];
    const text = emoji.join('');
    const { vector: meaning, parts } = understandEmoji(text, language);
    return meaning ? [{ text, meaning: { vector: meaning, parts } }] : [];
  });
}
