import { englishWords } from '../vocabulary/index.ts';
import { embeddings } from './embeddings.ts';
import { firstSentence, ideaWords } from './idea.ts';
import { drawnFeelings } from './drawn-feelings.ts';
import type { CardWords } from './space.ts';

/*
 * The elements of a card's picture a clue can tell of: its things (the objects, and who it
 * shows) and its scene (the setting, and what the idea sentence says happens: the action, the
 * twist). `situations.ts` tells whether a clue touches them.
 */

/**
 * Words of an idea sentence that place things rather than show one ("between the pages", "onto
 * the night", "everything around floats"): not elements of its scene a clue could tell of.
 */
const relationWords: ReadonlySet<string> = new Set(
  (
    'about above across after against along among around away behind below beneath beside ' +
    'between beyond down during everything full inside into near nothing off onto out outside ' +
    'over past round show shows something through toward towards under up upon watch watches ' +
    'while whole within without little old'
  ).split(' '),
);

/** Colours: how a thing looks, not an element of what happens. */
const colourWords: ReadonlySet<string> = new Set(
  'red blue green yellow orange purple pink white black grey gray golden silver brown'.split(' '),
);

/**
 * Whether a word is among the thousand most frequent of the vectors' corpus: such words ("time",
 * "way", "old", "night") are close to many others, so a clue touches a picture's element through
 * two of them only when they are nearly the same word.
 */
export function isCommon(word: string): boolean {
  return (embeddings().index.get(word) ?? Infinity) < 1000;
}

/**
 * Who a card shows, said plainly: nearly every card shows someone, and any word of people
 * ("friend", "family") is near them, so a clue touches the figure only by nearly its word ("a
 * boy" for a girl in "David and Goliath").
 */
const figureWords: ReadonlySet<string> = new Set(
  'man woman boy girl old child grandfather grandmother people person lady'.split(' '),
);

/**
 * A card's idea sentence as its picture shows it: "a birdcage as big as a house" shows a giant
 * birdcage, not a house (🏘️ "houses" was drawn for a tower of teacups beside a giant teacup), and
 * someone watering a plant shows no sea, and a paw that presses back shows no back.
 */
export function scenicSentence(description: string): string {
  return (
    firstSentence(description)
      .replace(/\bas big as an? \w+/g, 'giant')
      // Someone who waters a plant is watering it: "waters" alone is the sea to the vectors
      // ("Jaws" and "Finding Nemo" for a fish watered in a flowerpot).
      .replace(/\bwaters\b/g, 'watering')
      // "Back" after what someone does is the way it goes ("a paw presses back"), no back drawn:
      // as an element it touched "singing out loud" and "drifting off" by their "out" and "off".
      // "On the back", "back turned" keep it: a back is drawn there.
      .replace(/\b(\w+s) back\b/g, '$1')
  );
}

/**
 * Who a card's idea sentence shows acting: its figure ("a calm rabbit picks…"), whoever it is
 * with, hides from, gives to or follows, and who its shadow or mirror shows — the one word each
 * ("rabbit", "man", "fox"). Drawn as an emoji, who a card shows is the card itself (🎋🐇 for the
 * only rabbit, 🌉🦊 for the fox in a mirror: found at once, enjoyed by nobody).
 */
export function figuresOf(description: string): string[] {
  const sentence = firstSentence(description).toLowerCase();
  const who =
    /^an? [\w-]+ (?:old |little )?(\w+)|(?:dances with|hides from|gives [\w ]+? to|feeds [\w ]+? to|follows|shows|wall is) an? (?:old |little )?(\w+)/g;
  return [...sentence.matchAll(who)].flatMap((m) => {
    const word = m[1] ?? m[2];
    return word === undefined ? [] : [word];
  });
}

/** How strictly a clue's word must match a card word to touch it (`situations.ts`). */
export function strictnessOf(word: string): 'figure' | 'common' | 'none' {
  return figureWords.has(word) ? 'figure' : isCommon(word) ? 'common' : 'none';
}

/**
 * A card's picture as elements, each a column of the shared table (`columnOf`): its things, its
 * scene, and the setting's columns among the scene (its phrase, and its words where the sentence
 * says them).
 */
export function pictureElements(
  card: CardWords,
  columnOf: (word: string) => number | null,
): { things: number[]; scene: number[]; setting: number[] } {
  // A thing by its head noun: "red balloon" is a balloon (its colour is no element a clue tells:
  // "blue" is near "red" to the vectors, and "Avatar" is no red balloon).
  const things = new Set<number>();
  for (const o of card.objects) {
    const head = englishWords(o.name)
      .filter((w) => !colourWords.has(w))
      .pop();
    const column = head === undefined ? null : columnOf(head);
    if (column !== null) things.add(column);
  }
  const scene = new Set<number>();
  // "A birdcage as big as a house" shows a giant birdcage, not a house.
  const scenic = scenicSentence(card.alt?.en ?? '');
  const sceneWords = [
    card.setting,
    ...ideaWords(scenic).filter(
      (w) => !drawnFeelings.has(w) && !relationWords.has(w) && !colourWords.has(w),
    ),
  ];
  for (const word of sceneWords) {
    const column = columnOf(word.toLowerCase());
    // Who the sentence says is one of the things a card shows, not what happens to them.
    if (column !== null && figureWords.has(word)) things.add(column);
    else if (column !== null && !things.has(column)) scene.add(column);
  }
  const settingWords = new Set([card.setting.toLowerCase(), ...englishWords(card.setting)]);
  const setting = [...settingWords].flatMap((word) => {
    const column = columnOf(word);
    return column !== null && scene.has(column) ? [column] : [];
  });
  return { things: [...things], scene: [...scene], setting };
}
