import { DeckError } from './errors.ts';
import { deckLimits } from './limits.ts';

/** Control characters and line breaks are never kept in names or words. */
function clean(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A deck's name: optional, trimmed, at most 80 characters. */
export function parseDeckName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const name = clean(raw);
  if (name === '') return null;
  if (Array.from(name).length > deckLimits.maxNameLength) {
    throw new DeckError(
      'name_invalid',
      `A deck name may have at most ${String(deckLimits.maxNameLength)} characters.`,
    );
  }
  return name;
}

function wordsFrom(value: unknown, file: string): string[] {
  const list =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? (value as unknown[])
        : null;
  if (list === null || !list.every((w) => typeof w === 'string')) {
    throw new DeckError(
      'words_invalid',
      `Words for "${file}" must be a list of strings or one comma-separated string.`,
    );
  }
  const words = [...new Set(list.map(clean).filter((w) => w !== ''))];
  if (words.length > deckLimits.maxWordsPerCard) {
    throw new DeckError(
      'words_invalid',
      `"${file}" has ${String(words.length)} words; a card may have at most ${String(deckLimits.maxWordsPerCard)}.`,
    );
  }
  const long = words.find((w) => Array.from(w).length > deckLimits.maxWordLength);
  if (long !== undefined) {
    throw new DeckError(
      'words_invalid',
      `A word for "${file}" is longer than ${String(deckLimits.maxWordLength)} characters.`,
    );
  }
  return words;
}

/**
 * The optional `words` field: JSON mapping a file name (for a zip entry, its path in the zip or
 * just its base name) to a list of words or one comma-separated string.
 */
export function parseWordsField(raw: string | undefined): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  if (raw === undefined || raw.trim() === '') return map;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new DeckError('words_invalid', 'The words field is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DeckError(
      'words_invalid',
      'The words field must be a JSON object mapping file names to words.',
    );
  }
  for (const [file, value] of Object.entries(parsed)) map.set(file, wordsFrom(value, file));
  return map;
}

/** Words for a file: by its full name, else by its base name (zip entries in folders). */
export function wordsFor(
  words: ReadonlyMap<string, readonly string[]>,
  name: string,
): readonly string[] | undefined {
  return words.get(name) ?? words.get(name.split('/').pop() ?? name);
}
