import { emojiOf } from '@fabula/protocol/catalogue';
import type { Lang } from '../i18n/index.ts';

/** One emoji the picker offers: its RGI form and its name (CLDR, in the picker's language). */
export interface PickerEmoji {
  readonly emoji: string;
  readonly label: string;
  /** Its name and keywords, lower-cased, for the search box. */
  readonly words: string;
}

/** The picker's groups, in emojibase's order (group 2, skin tones and hair, is no clue). */
export const emojiGroups = [
  'smileys',
  'people',
  'animals',
  'food',
  'travel',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const;
export type EmojiGroup = (typeof emojiGroups)[number];

const groupOf: Readonly<Record<number, EmojiGroup>> = {
  0: 'smileys',
  1: 'people',
  3: 'animals',
  4: 'food',
  5: 'travel',
  6: 'activities',
  7: 'objects',
  8: 'symbols',
  9: 'flags',
};

interface EmojiRecord {
  readonly unicode: string;
  readonly label: string;
  readonly hexcode: string;
  readonly group?: number;
  readonly order?: number;
  readonly tags?: readonly string[];
}

/**
 * emojibase-data's names of every emoji, one file per language; each is its own chunk, loaded
 * when a storyteller first opens the emoji picker (about 70 KB gzipped), never on the home page.
 */
const files: Readonly<Record<Lang, () => Promise<{ default: readonly EmojiRecord[] }>>> = {
  en: () => import('emojibase-data/en/compact.json'),
  ja: () => import('emojibase-data/ja/compact.json'),
  ru: () => import('emojibase-data/ru/compact.json'),
  pt: () => import('emojibase-data/pt/compact.json'),
  fi: () => import('emojibase-data/fi/compact.json'),
};

/**
 * Emoji from Emoji 15 (2022) on are left out: many phones in use cannot draw them yet, and a
 * clue nobody can see is no clue.
 */
const tooNew = ['15', '15.1', '16', '17'];

const loaded = new Map<Lang, Promise<ReadonlyMap<EmojiGroup, readonly PickerEmoji[]>>>();

/** The picker's emoji by group, in a language; each list in emoji order. */
export function loadPickerEmoji(
  lang: Lang,
): Promise<ReadonlyMap<EmojiGroup, readonly PickerEmoji[]>> {
  let known = loaded.get(lang);
  if (!known) {
    known = Promise.all([files[lang](), import('emojibase-data/versions/emoji.json')]).then(
      ([data, versions]) => group(data.default, versions.default as Record<string, string[]>),
    );
    // A failed load (offline) may be retried.
    known.catch(() => loaded.delete(lang));
    loaded.set(lang, known);
  }
  return known;
}

function group(
  records: readonly EmojiRecord[],
  versions: Readonly<Record<string, readonly string[]>>,
): ReadonlyMap<EmojiGroup, readonly PickerEmoji[]> {
  const skip = new Set(tooNew.flatMap((v) => versions[v] ?? []));
  const byGroup = new Map<EmojiGroup, PickerEmoji[]>(emojiGroups.map((g) => [g, []]));
  const sorted = [...records].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const record of sorted) {
    const name = record.group === undefined ? undefined : groupOf[record.group];
    if (name === undefined || skip.has(record.hexcode)) continue;
    // The form the rules accept (emoji data and the RGI set disagree on some selectors).
    const emoji = emojiOf(record.unicode)?.[0];
    if (emoji === undefined) continue;
    const words = [record.label, ...(record.tags ?? [])].join(' ').toLowerCase();
    byGroup.get(name)?.push({ emoji, label: record.label, words });
  }
  return byGroup;
}

/** The emoji whose name or keywords contain every word of `query` (at most `max`). */
export function searchEmoji(
  groups: ReadonlyMap<EmojiGroup, readonly PickerEmoji[]>,
  query: string,
  max = 120,
): PickerEmoji[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return [];
  const found: PickerEmoji[] = [];
  for (const list of groups.values()) {
    for (const e of list) {
      if (words.every((w) => e.words.includes(w))) found.push(e);
      if (found.length >= max) return found;
    }
  }
  return found;
}
