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
import {
  knownOnlyIn,
  referencesByKind,
  referencesLines,
  type ReferenceKind,
} from './references.ts';
import { plainWordsLines } from './plain-words.ts';
import { scenesLines } from './scenes.ts';

/**
 * The curated clue vocabulary: evocative words and phrases, each written in every room language
 * with an English anchor for the vector lookup. Bots give clues only from here, and understand
 * non-English clues through it.
 */
export type Style = 'concrete' | 'abstract' | 'figurative';

export interface VocabEntry {
  readonly index: number;
  /** What a bot says in each language (the first of its forms). */
  readonly text: Readonly<Record<Lang, string>>;
  /**
   * Every way a person may write it, the said text first: a field may list alternatives split by
   * "/" ("鯨/くじら" for whale; a title and its short name). Bots understand all of them.
   */
  readonly forms: Readonly<Record<Lang, readonly string[]>>;
  readonly style: Style;
  /** English words whose vectors carry the entry's meaning. */
  readonly anchor: readonly string[];
  /** False for plain words (plain-words.ts): understood in every language, never said. */
  readonly sayable: boolean;
  /**
   * What kind of clue it makes: a bare quality (qualities.ts: a colour, a texture, a size —
   * "pink", "wet": true but flat, so storytellers hold it against a clue), an action
   * (actions.ts: "looking back", "sailing away": what literal storytellers like), or other.
   */
  readonly kind: ClueKind;
}

export type ClueKind = 'quality' | 'action' | 'other';

const styles: Readonly<Record<string, Style>> = { c: 'concrete', a: 'abstract', f: 'figurative' };

/** Parses one `en|ja|ru|pt|fi|style|anchor` line; throws on a malformed one (a data bug). */
export function parseVocabLine(
  line: string,
  index: number,
  sayable = true,
  kind: ClueKind = 'other',
): VocabEntry {
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
  const fields = { en, ja, ru, pt, fi } as Record<Lang, string>;
  const forms = Object.fromEntries(
    languages.map((l) => [
      l,
      fields[l]
        .split('/')
        .map((f) => f.trim())
        .filter((f) => f.length > 0),
    ]),
  ) as Record<Lang, string[]>;
  if (languages.some((l) => forms[l].length === 0)) {
    throw new Error(`Malformed vocabulary line ${index}: ${line}`);
  }
  const text = Object.fromEntries(languages.map((l) => [l, forms[l][0]])) as Record<Lang, string>;
  const anchorText = anchor !== undefined && anchor.length > 0 ? anchor : text.en;
  return { index, text, forms, style, anchor: englishWords(anchorText), sayable, kind };
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
const kinds: ReadonlyMap<string, ClueKind> = new Map([
  ...qualitiesLines.map((line) => [line, 'quality'] as const),
  ...actionsLines.map((line) => [line, 'action'] as const),
]);
/**
 * Colours, listed with the moods and music: bare qualities too ("yellow" for a red balloon was
 * a bot's clue on a blind review; a colour points at any card of that colour).
 */
const colours: ReadonlySet<string> = new Set([
  'emerald',
  'violet',
  'indigo',
  'amber',
  'black',
  'white',
  'red',
  'blue',
  'green',
  'yellow',
  'grey',
  'pink',
  'colourful',
  'monochrome',
]);
const kindOf = (line: string): ClueKind =>
  kinds.get(line) ?? (colours.has(line.split('|')[0] ?? '') ? 'quality' : 'other');

/** Every entry, parsed once: the entries bots say, then the plain words they only understand. */
export function vocabulary(): readonly VocabEntry[] {
  if (!parsed) {
    const said = [
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
      ...referencesLines,
      ...scenesLines,
    ].map((line, i) => parseVocabLine(line, i, true, kindOf(line)));
    const plain = plainWordsLines.map((line, i) => parseVocabLine(line, said.length + i, false));
    parsed = [...said, ...plain];
  }
  return parsed;
}

let sayable: readonly number[] | null = null;

/** The indices of the entries bots may say (all but the plain words). */
export function sayableEntries(): readonly number[] {
  sayable ??= vocabulary().flatMap((e) => (e.sayable ? [e.index] : []));
  return sayable;
}

let titles: ReadonlySet<string> | null = null;

/** Whether an entry is the title of a work (a film, a book, a tale, a song: `references.ts`). */
export function isTitle(entry: VocabEntry): boolean {
  titles ??= new Set(
    referencesLines.map((line) => line.split('|')[0]?.split('/')[0]?.trim() ?? ''),
  );
  return titles.has(entry.text.en);
}

let referenceKinds: ReadonlyMap<string, ReferenceKind> | null = null;

/** What kind of work an entry names (a film, a book, a myth…), or null for any other entry. */
export function referenceKind(entry: VocabEntry): ReferenceKind | null {
  referenceKinds ??= new Map(
    Object.entries(referencesByKind).flatMap(([kind, lines]) =>
      lines.map((line) => [line.split('|')[0]?.split('/')[0]?.trim() ?? '', kind as ReferenceKind]),
    ),
  );
  return referenceKinds.get(entry.text.en) ?? null;
}

/** Whether most players of a room language know an entry (a reference may be known in a few). */
export function isKnownIn(entry: VocabEntry, lang: Lang): boolean {
  return knownOnlyIn[entry.text.en]?.includes(lang) ?? true;
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
