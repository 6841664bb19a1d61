import { beforeAll, describe, expect, it } from 'vitest';
import { builtInDeck } from '@fabula/deck';
import { vocabulary, warmUp } from '../src/index.ts';
import { cluesSaid } from '../src/roles/storyteller.ts';
import type { Mind } from '../src/mind.ts';

/*
 * The faults the blind review of bot storytellers -t found (2026-11-28, seed 8801:
 * /work/team/reviews/bots-blind-2026-11-28-t.txt), each pinned by a test.
 */

/** A storyteller's mind in a room of `language` whose game has heard these text clues. */
function mindAfter(clues: readonly string[], language: 'en' | 'ja' | 'ru'): Mind {
  const history = clues.map((text) => ({ clue: { kind: 'text', text } }));
  return { view: { history }, options: { language } } as unknown as Mind;
}

describe('the faults of the blind review -t of bot storytellers', () => {
  beforeAll(() => {
    warmUp(builtInDeck);
  }, 120_000);

  it('counts a clue as said in every language: no idea comes back translated', () => {
    // Read blind: ギリギリを生きる, then жить на грани ("living on the edge") for the same card.
    const edge = vocabulary().find((e) => e.text.en === 'living on the edge');
    expect(edge?.text.ja).toBe('ギリギリを生きる');
    expect(cluesSaid(mindAfter(['ギリギリを生きる'], 'ru')).has('living on the edge')).toBe(true);
    expect(cluesSaid(mindAfter(['Жить на грани'], 'en')).has('living on the edge')).toBe(true);
    expect(cluesSaid(mindAfter(['living on the edge'], 'ja')).has('living on the edge')).toBe(true);
    expect(cluesSaid(mindAfter(['no such clue at all'], 'en')).size).toBe(0);
  });
});
