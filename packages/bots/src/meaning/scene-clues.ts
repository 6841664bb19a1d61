import { sceneClues } from '../vocabulary/scenes.ts';
import { vocabulary } from '../vocabulary/index.ts';
import { firstSentence } from './idea.ts';
import type { Descriptions } from './idea.ts';

/** Each group of `sceneClues` with its clues as vocabulary entries. */
let groups: readonly { readonly shows: RegExp; readonly entries: readonly number[] }[] | null =
  null;

function sceneGroups(): NonNullable<typeof groups> {
  if (groups) return groups;
  const byText = new Map(vocabulary().map((e) => [e.text.en, e.index]));
  groups = sceneClues.map(({ shows, clues }) => ({
    shows,
    entries: clues.map((clue) => {
      const text = clue.split('|')[0]?.split('/')[0]?.trim() ?? '';
      const entry = byText.get(text);
      if (entry === undefined) throw new Error(`scenes.ts: no vocabulary entry "${text}"`);
      return entry;
    }),
  }));
  return groups;
}

/**
 * The entries written for the scene a card's idea sentence says (`scenes.ts`): "the calm before
 * the storm" for a card whose sentence has someone hug a bomb. Empty for a card without a sentence.
 */
export function sceneEntries(descriptions: Descriptions | null): ReadonlySet<number> {
  const sentence = firstSentence(descriptions?.en ?? '').toLowerCase();
  const out = new Set<number>();
  if (sentence.length === 0) return out;
  for (const group of sceneGroups()) {
    if (group.shows.test(sentence)) for (const entry of group.entries) out.add(entry);
  }
  return out;
}
