import type { Lang } from '@fabula/deck';
import {
  emojiFor,
  emojiIsCharacter,
  emojiIsThing,
  emojiWords,
  understandEmoji,
} from '../meaning/emoji.ts';
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
 * How well an emoji clue fits a card (`meaningFit`), cached per card and clue: the storyteller
 * reads each of its few emoji clues against some hundred imagined cards, and the same clues and
 * the same cards come back decision after decision.
 */
export function emojiFit(clue: EmojiClue, card: CardProfile, language: Lang): number {
  let known = fitsByCard.get(card);
  if (!known) {
    known = new Map();
    fitsByCard.set(card, known);
  }
  const key = `${language}\u0000${clue.text}`;
  let fit = known.get(key);
  if (fit === undefined) {
    fit = meaningFit(clue.meaning, card);
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
 * The head noun of an emoji's English name: the last word before any "with" or ":" ("clock" of
 * "mantelpiece clock", "cloud" of "cloud with snow", "family" of "family: man, woman, girl").
 */
export function thingHead(name: string): string {
  return (
    name
      .split(/\s+with\s+|:/)[0]
      ?.trim()
      .split(/\s+/)
      .pop() ?? name
  );
}

/**
 * Whether a thing's name is one of the card's own things: its head noun (`thingHead`) is a word
 * of the card, and the picture shows it. "Mahjong red dragon" is no red balloon.
 */
export function isOwnThing(name: string, card: CardProfile): boolean {
  const head = thingHead(name);
  return saysBannedWord(head, card) && showsThing(head, card);
}

/** At most one thing in a clue: a feeling or an action with one thing of the picture, not a list. */
function oneThingAtMost(emoji: readonly string[]): boolean {
  return emoji.filter((e) => emojiIsThing(e) || emojiIsCharacter(e)).length <= 1;
}

/**
 * A vocabulary entry said in emoji for a card (null: a card-less Party clue): the emoji closest to
 * the entry's meaning that the card allows (`emojiFor`), with at most one thing and never a thing
 * alone, and what they mean to a listener in the room's language — which is what the storyteller
 * should aim with, since the emoji, not the entry, are what the table reads. Null when no emoji
 * is near the entry's meaning.
 */
export function emojiClue(
  entry: number,
  card: CardProfile | null,
  language: Lang,
): EmojiClue | null {
  const vector = entryVectors()[entry];
  if (!vector) return null;
  const emoji = emojiFor(vector, (e) => allowedFor(card, e), 3, entry, oneThingAtMost);
  // A thing of the card alone is the card's name in a picture, not a clue.
  if (!emoji || (card !== null && emoji.every((e) => emojiIsThing(e) || emojiIsCharacter(e))))
    return null;
  const text = emoji.join('');
  const { vector: meaning, parts } = understandEmoji(text, language);
  return meaning ? { text, meaning: { vector: meaning, parts } } : null;
}
