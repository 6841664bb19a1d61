import type { Lang } from '@fabula/deck';
import { emojiOf } from '@fabula/rules';
import {
  emojiIsActivity,
  emojiIsCharacter,
  emojiIsMark,
  emojiIsThing,
  emojiWords,
  understandEmoji,
} from '../meaning/emoji.ts';
import { dot } from '../meaning/embeddings.ts';
import { firstSentence } from '../meaning/idea.ts';
import { stopwords } from '../meaning/stopwords.ts';
import { stemOf } from '../meaning/words.ts';
import { englishWords } from '../vocabulary/index.ts';
import { emojiPhrases, type EmojiPhrase } from '../vocabulary/emoji-phrases.ts';
import { cached } from '../memo.ts';
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

/**
 * Whether an emoji is a face, a gesture or a feeling whose name says one of the card's words (the
 * card itself is no clue: 😴 "sleeping face" for a sleeper). Things and characters of a known form
 * are its picture (the 🐘 of "the elephant in the room"), not a label of the card.
 */
function namesCardWord(emoji: string, card: CardProfile): boolean {
  if (emojiIsThing(emoji) || emojiIsCharacter(emoji)) return false;
  // Every face is named "… face": its feeling is the word that may label the card, not "face"
  // (a card of a mask, whose words say "two faces", would otherwise refuse every face).
  const name = emojiWords(emoji, 'en')?.name.replace(/\bface\b/g, ' ');
  return name !== undefined && saysBannedWord(name, card);
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

const phraseClues = new Map<string, EmojiClue>();

/** A known emoji form as a clue: its emoji, and what a listener in the room's language reads. */
export function phraseClue(phrase: EmojiPhrase, language: Lang): EmojiClue | null {
  const key = `${language}\u0000${phrase.emoji}`;
  let clue = phraseClues.get(key);
  if (!clue) {
    const { vector, parts } = understandEmoji(phrase.emoji, language);
    if (!vector) return null;
    clue = { text: phrase.emoji, meaning: { vector, parts } };
    phraseClues.set(key, clue);
  }
  return clue;
}

/** The first English sentence of a card's idea, lower case: what `EmojiPhrase.fits` reads. */
function ideaOf(card: CardProfile): string {
  return firstSentence(card.descriptions?.en ?? '').toLowerCase();
}

/**
 * Whether a known emoji form would list the card's things: each of its emoji pictures a thing the
 * card shows (`isOwnThing`). Read blind, 🎈🍄 and 🚣🛍️ were an inventory of their card.
 */
export function listsThings(phrase: EmojiPhrase, card: CardProfile): boolean {
  const emoji = emojiOf(phrase.emoji) ?? [];
  return emoji.every((e) => {
    const name = emojiWords(e, 'en')?.name;
    return name !== undefined && isOwnThing(name, card);
  });
}

/**
 * Whether an emoji pictures what the card plainly draws: someone doing what the figure does (🤹
 * "juggle, balance" where someone balances a tower, 🏃 "run" for a chase), a comic mark of it
 * (💤 "sleep" where a sleeper is drawn with its Zzz, 💨 "away" for a lighthouse sailing away),
 * or a face or gesture whose name says a word of the card's idea sentence. Read blind, 🐑💤 on a
 * card that draws "Zzz" repeated the picture. A face's keywords are left out: they list every
 * use of it (🙈 "hide", 🤐 "secret"), where a known form reframes what is drawn ("see no evil"
 * for someone hiding); a thing or a character is judged by `listsThings`.
 */
export function picturesDrawn(emoji: string, card: CardProfile): boolean {
  if (emojiIsThing(emoji)) return false;
  const words = emojiWords(emoji, 'en');
  if (!words) return false;
  const doing = emojiIsActivity(emoji) || emojiIsMark(emoji);
  if (!doing && emojiIsCharacter(emoji)) return false;
  const stemsOf = (text: string) =>
    englishWords(text)
      .filter((word) => !stopwords.has(word))
      .map((word) => stemOf(word, 'en'));
  const drawn = new Set(stemsOf(ideaOf(card)));
  const said = doing ? [words.name, ...words.keywords] : [words.name];
  return said.some((text) => stemsOf(text).some((stem) => drawn.has(stem)));
}

/**
 * Whether an emoji is only a sign (⚠️ "warning", ❗, ❓, ⛔): beside a face it adds "careful" or
 * "what?", a mood tag that fits any card of that mood. Read blind (review -t), 😬⚠️ "awkward,
 * careful" fitted the nervous bear as well as the man on cracked ground.
 */
export function isOnlyASign(emoji: string): boolean {
  const name = emojiWords(emoji, 'en')?.name ?? '';
  return /^(?:warning|no entry|prohibited|(?:red |white |double )?(?:exclamation|question) mark|exclamation question mark)$/.test(
    name,
  );
}

/**
 * Whether an emoji is weather the card draws: a weather emoji (its keywords say "weather", or
 * its name is rain, lightning, snow or cloud) whose name says a word of the card's idea sentence.
 * Read blind (review -t), 🌈☔ "after the rain" on the one card where rain falls named the rain;
 * the rainbow added nothing.
 */
export function isDrawnWeather(emoji: string, card: CardProfile): boolean {
  const words = emojiWords(emoji, 'en');
  if (!words) return false;
  const weather =
    words.keywords.includes('weather') || /\b(?:rain|lightning|snow\w*|cloud)\b/.test(words.name);
  if (!weather) return false;
  const stemsOf = (text: string) =>
    englishWords(text)
      .filter((word) => !stopwords.has(word))
      .map((word) => stemOf(word, 'en'));
  const drawn = new Set(stemsOf(ideaOf(card)));
  return stemsOf(words.name).some((stem) => drawn.has(stem));
}

/**
 * Whether a known form is one emoji that labels one thing or one face: read alone, a person takes
 * it for that thing and looks for it on the board (review r: 🍵 "none of my business" for a bear
 * whispering into a well sent the reader to a giant teapot; 📬 named the letters drawn), a hand
 * for a gesture a figure on the board may be making (review s: 👋 sent the reader to the one card
 * where someone waves), and a face for a mood every card of that mood shares (review s: 🥺 fitted
 * every tender card of the board). Such a form is told only in a pair whose second emoji says what
 * it means (🥺🙏, 🤐🔒); a person (🕵️, 🧙), a mark or a symbol may stand alone.
 */
export function labelsOneThing(phrase: EmojiPhrase): boolean {
  const emoji = emojiOf(phrase.emoji) ?? [];
  const [only] = emoji;
  if (emoji.length !== 1 || only === undefined) return false;
  const name = emojiWords(only, 'en')?.name ?? '';
  if (/\b(?:hand|hands|fingers?|fist|palm|thumbs?)\b/.test(name)) return true;
  // Every face is named "… face" (🤯 "exploding head"): a lone face is a mood, not a story.
  if (/\b(?:face|head)\b/.test(name)) return true;
  return emojiIsThing(only);
}

const phrasesByCard = new WeakMap<CardProfile, readonly EmojiPhrase[]>();

/**
 * The known emoji forms (`emoji-phrases.ts`) that fit the situation a card shows: its idea
 * sentence matches the form's `fits` and not its `unless`, it is no lone thing (`labelsOneThing`),
 * none of its emoji is a face the card's
 * words name, pictures what the card draws (`picturesDrawn`), is only a sign (`isOnlyASign`) or
 * is weather the card draws (`isDrawnWeather`), and it is no list of the card's
 * things. Empty for a card without a sentence (a
 * custom deck's): the emoji bot then says its clue in words.
 */
export function emojiPhrasesFor(card: CardProfile): readonly EmojiPhrase[] {
  return cached(phrasesByCard, card, () => {
    const idea = ideaOf(card);
    if (idea === '') return [];
    return emojiPhrases.filter(
      (phrase) =>
        !labelsOneThing(phrase) &&
        phrase.fits.test(idea) &&
        !(phrase.unless?.test(idea) ?? false) &&
        !listsThings(phrase, card) &&
        !(emojiOf(phrase.emoji) ?? []).some(
          (e) =>
            namesCardWord(e, card) ||
            picturesDrawn(e, card) ||
            isOnlyASign(e) ||
            isDrawnWeather(e, card),
        ),
    );
  });
}

/**
 * The known emoji form closest in meaning to a vocabulary entry, for a Party clue (given before
 * any card): null when none is near (cosine under 0.45), and the bot says the entry in words.
 */
export function emojiPhraseNear(entry: number, language: Lang): EmojiClue | null {
  const vector = entryVectors()[entry];
  if (!vector) return null;
  let best: EmojiClue | null = null;
  let bestFit = 0.45;
  for (const phrase of emojiPhrases) {
    if (labelsOneThing(phrase)) continue;
    const clue = phraseClue(phrase, language);
    const fit = clue ? dot(vector, clue.meaning.vector) : -1;
    if (clue && fit > bestFit) {
      best = clue;
      bestFit = fit;
    }
  }
  return best;
}
