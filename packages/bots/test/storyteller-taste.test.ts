import { builtInDeck, languages, type Lang } from '@fabula/deck';
import { apply, createGame, viewFor, type GameState } from '@fabula/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { wordPersonalities, think, vocabulary, warmUp } from '../src/index.ts';
import { normalise, referenceKind } from '../src/vocabulary/index.ts';
import { clueKind } from '../src/roles/storyteller.ts';
import { deckIds, lookup } from './helpers.ts';

/** Plays one whole game of `seats` bots and returns every clue said, in order. */
function playGame(seed: string, language: Lang, seats = 4): string[] {
  const created = createGame({ preset: 'dixit', seats, deck: deckIds, seed, at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value.state;
  let at = 0;
  for (let step = 0; step < 2000 && state.phase.kind !== 'ended'; step++) {
    let moved = false;
    for (let seat = 0; seat < seats; seat++) {
      const options = {
        level: 'normal' as const,
        personality: wordPersonalities[seat % wordPersonalities.length] ?? 'poetic',
        language,
        seed,
        deck: deckIds,
      };
      const decision = think(viewFor(state, { seat }), lookup, options);
      if (!decision) continue;
      const applied = apply(state, { ...decision.command, seat, at: ++at });
      if (!applied.ok) continue;
      state = applied.value.state;
      moved = true;
    }
    if (!moved) break;
  }
  return state.history.flatMap((round) => (round.clue.kind === 'text' ? [round.clue.text] : []));
}

describe('a storyteller a person enjoys', () => {
  beforeAll(() => {
    warmUp(builtInDeck);
  }, 120_000);

  it('never repeats a clue within a game, and never gives a plain thing', () => {
    const kinds = new Map(
      vocabulary().flatMap((e) => languages.map((l) => [`${l}:${normalise(e.text[l])}`, e])),
    );
    for (const [seed, language] of [
      ['taste-1', 'en'],
      ['taste-2', 'fi'],
      ['taste-3', 'ja'],
    ] as const) {
      const clues = playGame(seed, language);
      expect(clues.length, seed).toBeGreaterThan(8);
      expect(new Set(clues).size, `${seed}: ${clues.join(' / ')}`).toBe(clues.length);
      for (const clue of clues) {
        const entry = kinds.get(`${language}:${normalise(clue)}`);
        expect(entry, clue).toBeDefined();
        expect(entry?.sayable, clue).toBe(true);
        expect(entry?.style, clue).not.toBe('concrete');
      }
      // References spread over kinds: no kind of work (a film, a book…) more than twice a game.
      const works = new Map<string, number>();
      for (const clue of clues) {
        const entry = kinds.get(`${language}:${normalise(clue)}`);
        if (!entry || referenceKind(entry) === null) continue;
        works.set(clueKind(entry), (works.get(clueKind(entry)) ?? 0) + 1);
      }
      for (const [kind, count] of works) expect(count, `${seed}: ${kind}`).toBeLessThanOrEqual(2);
    }
  }, 120_000);

  it('tells what kind of clue an entry is: a kind of work, a saying, or the entry’s kind', () => {
    const entry = (text: string) => {
      const found = vocabulary().find((e) => e.text.en === text);
      if (!found) throw new Error(`no entry "${text}"`);
      return found;
    };
    expect(clueKind(entry('Ponyo'))).toBe('film');
    expect(clueKind(entry('the calm before the storm'))).toBe('saying');
    expect(clueKind(entry('any minute now'))).toBe(entry('any minute now').kind);
  });
});
