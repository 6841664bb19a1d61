import { talesDeck } from '@fabula/deck';
import { createGame, viewFor, type GameView } from '@fabula/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { decide, warmUp, type BotOptions } from '../src/index.ts';
import { lookup, taleWhere } from './helpers.ts';

const tales = talesDeck.map((card) => card.id);

/** The first storyteller's view of a seeded game on the Tales deck, its hand one card. */
function tellerOf(seed: string, card: string): GameView {
  const created = createGame({ preset: 'dixit', seats: 5, deck: tales, seed, at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  if (state.phase.kind !== 'clue') throw new Error('not a clue phase');
  const view = viewFor(state, { seat: state.phase.round.storyteller });
  const legal = view.legal.map((l) => (l.type === 'clue' ? { ...l, cards: [card] } : l));
  return { ...view, hand: [card], legal };
}

function clueFor(seed: string, card: string): string {
  const options: BotOptions = {
    level: 'normal',
    personality: 'literal',
    language: 'en',
    seed,
    deck: tales,
  };
  const move = decide(tellerOf(seed, card), lookup, options);
  if (move?.type !== 'clue') throw new Error('no clue');
  const clue = move.clue as { kind: string; text?: string };
  if (clue.kind !== 'text' || clue.text === undefined) throw new Error('no clue in words');
  return clue.text;
}

/*
 * Read blind (2026-11-27, review p), "Chronicles of Narnia" came back in two games for the one card
 * of a door cut out of a winter sky: the choice among its good clues was a card → clue lookup.
 * That card has since been redrawn (a look-alike of another door cut out of the sky); the one
 * with fire behind it stays and has as many good clues.
 */
describe('one card’s clue across games', () => {
  const door = taleWhere('a door cut out of the sky onto fire', (_, c) =>
    /cuts a door out of the sky with scissors, and fire burns behind it/.test(c.idea),
  );

  beforeAll(() => {
    warmUp(talesDeck);
  }, 120_000);

  it('differs from game to game: no clue in more than half of 30 games', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 30; i++) {
      const clue = clueFor(`variety-${String(i)}`, door.id);
      counts.set(clue, (counts.get(clue) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(15);
  }, 120_000);

  it('is the same for the same seed', () => {
    expect(clueFor('variety-same', door.id)).toBe(clueFor('variety-same', door.id));
  }, 60_000);
});
