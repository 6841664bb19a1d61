import { builtInDeck, type CardMeta } from '@fabula/deck';
import type { CardLookup } from '../src/index.ts';

export const deckIds: readonly string[] = builtInDeck.map((c) => c.id);
const byId = new Map<string, CardMeta>(builtInDeck.map((c) => [c.id, c]));
export const lookup: CardLookup = (id) => byId.get(id);
export function card(id: string): CardMeta {
  const found = byId.get(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}
