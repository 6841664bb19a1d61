import { sceneClues } from '../vocabulary/scenes.ts';
import { sayingNeeds } from '../vocabulary/saying-needs.ts';
import { vocabulary } from '../vocabulary/index.ts';
import { firstSentence } from './idea.ts';
import type { Descriptions } from './idea.ts';

interface Group {
  readonly shows: RegExp;
  /** Each clue of the group with what it needs besides (`saying-needs.ts`), if anything. */
  readonly entries: readonly { readonly entry: number; readonly needs: RegExp | null }[];
}

/** Each group of `sceneClues` with its clues as vocabulary entries, and the sayings needs alone. */
let groups: readonly Group[] | null = null;

function sceneGroups(): readonly Group[] {
  if (groups) return groups;
  const byText = new Map(vocabulary().map((e) => [e.text.en, e.index]));
  const entryOf = (text: string, file: string): number => {
    const entry = byText.get(text);
    if (entry === undefined) throw new Error(`${file}: no vocabulary entry "${text}"`);
    return entry;
  };
  const inScenes = new Set<string>();
  const written: Group[] = sceneClues.map(({ shows, clues }) => ({
    shows,
    entries: clues.map((clue) => {
      const text = clue.split('|')[0]?.split('/')[0]?.trim() ?? '';
      inScenes.add(text);
      return { entry: entryOf(text, 'scenes.ts'), needs: sayingNeeds[text] ?? null };
    }),
  }));
  // A saying in no scene group is told wherever its need is met.
  const alone: Group[] = Object.entries(sayingNeeds)
    .filter(([text]) => !inScenes.has(text))
    .map(([text, needs]) => ({
      shows: needs,
      entries: [{ entry: entryOf(text, 'saying-needs.ts'), needs: null }],
    }));
  groups = [...written, ...alone];
  return groups;
}

/**
 * The entries written for the scene a card's idea sentence says (`scenes.ts`), each only when
 * what it needs to see is drawn too (`saying-needs.ts`: "walls have ears" needs a wall), and the
 * sayings whose need alone the card meets: "the calm before the storm" for a card whose sentence
 * has someone calm hug a bomb. Empty for a card without a sentence.
 */
export function sceneEntries(descriptions: Descriptions | null): ReadonlySet<number> {
  const sentence = firstSentence(descriptions?.en ?? '').toLowerCase();
  const out = new Set<number>();
  if (sentence.length === 0) return out;
  for (const group of sceneGroups()) {
    if (!group.shows.test(sentence)) continue;
    for (const { entry, needs } of group.entries) {
      if (needs === null || needs.test(sentence)) out.add(entry);
    }
  }
  return out;
}
