import { languages, type Lang } from '@fabula/deck';
import { abstractLines } from './abstract.ts';
import { concreteLines } from './concrete.ts';
import { figurativeLines } from './figurative.ts';
import { creaturesAndThingsLines } from './creatures-and-things.ts';
import { feelingsLines } from './feelings.ts';
import { sayingsLines } from './sayings.ts';
import { placesAndTimesLines } from './places-and-times.ts';
import { actionsLines } from './actions.ts';
import { qualitiesLines } from './qualities.ts';
import { proverbsLines } from './proverbs.ts';
import { natureAndSeasonsLines } from './nature-and-seasons.ts';
import { talesAndTreasuresLines } from './tales-and-treasures.ts';
import { moodsAndMusicLines } from './moods-and-music.ts';
import { idiomsLines } from './idioms.ts';
import { famousLinesLines } from './famous-lines.ts';

/**
 * The curated clue vocabulary: evocative words and phrases, each written in every room language
 * with an English anchor for the vector lookup. Bots give clues only from here, and understand
 * non-English clues through it.
 */
export type Style = 'concrete' | 'abstract' | 'figurative';

export interface VocabEntry {
  readonly index: number;
  readonly text: Readonly<Record<Lang, string>>;
  readonly style: Style;
  /** English words whose vectors carry the entry's meaning. */
  readonly anchor: readonly string[];
}

const styles: Readonly<Record<string, Style>> = { c: 'concrete', a: 'abstract', f: 'figurative' };

/** Parses one `en|ja|ru|pt|fi|style|anchor` line; throws on a malformed one (a data bug). */
export function parseVocabLine(line: string, index: number): VocabEntry {
  const parts = line.split('|').map((part) => part.trim());
  const [en, ja, ru, pt, fi, code, anchor] = parts;
  const style = code === undefined ? undefined : styles[code];
  if (
    parts.length < 6 ||
    parts.length > 7 ||
    style === undefined ||
    [en, ja, ru, pt, fi].some((t) => t === undefined || t.length === 0)
  ) {
    throw new Error(`Malformed vocabulary line ${index}: ${line}`);
  }
  const text = { en, ja, ru, pt, fi } as Record<Lang, string>;
  const anchorText = anchor !== undefined && anchor.length > 0 ? anchor : (en as string);
  return { index, text, style, anchor: englishWords(anchorText) };
}

/** Lower-case English word tokens (letters, inner apostrophes and hyphens). */
export function englishWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:['-][a-z]+)*/g) ?? []
  );
}

let parsed: readonly VocabEntry[] | null = null;

/** Every entry, parsed once. */
export function vocabulary(): readonly VocabEntry[] {
  parsed ??= [
    ...concreteLines,
    ...creaturesAndThingsLines,
    ...placesAndTimesLines,
    ...natureAndSeasonsLines,
    ...talesAndTreasuresLines,
    ...abstractLines,
    ...feelingsLines,
    ...actionsLines,
    ...qualitiesLines,
    ...moodsAndMusicLines,
    ...figurativeLines,
    ...sayingsLines,
    ...proverbsLines,
    ...idiomsLines,
    ...famousLinesLines,
  ].map(parseVocabLine);
  return parsed;
}

/** Normalises a clue or vocabulary text for matching: NFKC, lower case, plain apostrophes. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}

export { languages };
