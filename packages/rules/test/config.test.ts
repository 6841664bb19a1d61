import { describe, expect, it } from 'vitest';
import { createGame, type GameConfig } from '../src/index.ts';
import { deckOf } from './support/random-game.ts';

const base: GameConfig = { preset: 'dixit', seats: 4, deck: deckOf(84), seed: 's', at: 0 };
const errorOf = (config: Partial<GameConfig>) => {
  const result = createGame({ ...base, ...config });
  return result.ok ? null : result.error;
};

describe('game creation (spec CF-*)', () => {
  it('CF-PRESET: an unknown preset is refused', () => {
    expect(errorOf({ preset: 'uno' as GameConfig['preset'] })?.code).toBe('unknown_preset');
  });

  it('CF-PLAYERS, PR-PRESETS: player counts per preset', () => {
    expect(errorOf({ seats: 2 })?.code).toBe('player_count_not_allowed');
    expect(errorOf({ seats: 9 })?.code).toBe('player_count_not_allowed');
    expect(errorOf({ preset: 'dixit-original', seats: 7 })?.code).toBe('player_count_not_allowed');
    expect(errorOf({ preset: 'odyssey', seats: 12 })).toBeNull();
    expect(errorOf({ preset: 'party', seats: 5 })?.code).toBe('player_count_not_allowed');
    expect(errorOf({ preset: 'teams', seats: 6 })?.message).toContain('8, 10, 12');
    expect(errorOf({ preset: 'teams', seats: 9 })?.code).toBe('player_count_not_allowed');
    expect(errorOf({ preset: 'teams-odyssey', seats: 6 })).toBeNull();
  });

  it('DK-MIN: a deck too small is refused with the number of missing cards', () => {
    // 12 players × 6 cards + 12 on the board = 84
    const error = errorOf({ preset: 'odyssey', seats: 12, deck: deckOf(80) });
    expect(error?.code).toBe('deck_too_small');
    expect(error?.message).toContain('4 missing');
    expect(errorOf({ preset: 'odyssey', seats: 12, deck: deckOf(84) })).toBeNull();
    // three players: 3 × 7 + 5 on the board
    expect(errorOf({ seats: 3, deck: deckOf(25) })?.message).toContain('1 missing');
  });

  it('DK-UNIQUE: a deck with the same card twice is refused', () => {
    expect(errorOf({ deck: [...deckOf(84), 'card-001'] })?.code).toBe('duplicate_card');
  });

  it('CF-KNOBS: unknown knobs and bad values are refused, inapplicable ones ignored', () => {
    expect(errorOf({ knobs: { bonusCapp: 3 } })?.code).toBe('unknown_knob');
    expect(errorOf({ knobs: { bonusCap: -1 } })?.code).toBe('invalid_knob');
    expect(errorOf({ knobs: { handSize: 'six' } })?.code).toBe('invalid_knob');
    expect(errorOf({ knobs: { targetScore: null } })?.code).toBe('invalid_knob');
    expect(errorOf({ knobs: { partyCap: 5 } })).toBeNull();
  });

  it('TM-SEATS: teams default to partners opposite; explicit teams must pair every seat', () => {
    const created = createGame({ ...base, preset: 'teams', seats: 8 });
    expect(created.ok && created.value.state.teams).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    const teams: [number, number][] = [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 6],
    ];
    expect(errorOf({ preset: 'teams', seats: 8, teams })?.code).toBe('invalid_teams');
    expect(errorOf({ teams: [[0, 1]] })?.code).toBe('invalid_teams');
  });

  it('TI-CONFIG: timers are off or between 5 s and 24 h', () => {
    expect(errorOf({ timers: { vote: 1000 } })?.code).toBe('invalid_config');
    expect(errorOf({ timers: { vote: 30_000, clue: null } })).toBeNull();
  });

  it('RD-DEAL: hands are dealt (7 cards at three players), the rest is the draw pile', () => {
    const created = createGame({ ...base, seats: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created.value;
    expect(state.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(state.drawPile.length).toBe(84 - 21);
    expect(state.table).toMatchObject({ cardsPerSubmission: 2, boardSize: 5, handSize: 7 });
  });

  it('ST-FIRST: the random first storyteller depends only on the seed', () => {
    const first = (seed: string) => {
      const created = createGame({ ...base, seed, seats: 8 });
      if (!created.ok || created.value.state.phase.kind !== 'clue') throw new Error('no clue');
      return created.value.state.phase.round.storyteller;
    };
    expect(first('a')).toBe(first('a'));
    const seen = new Set(Array.from({ length: 40 }, (_, i) => first(`seed-${i}`)));
    expect(seen.size).toBeGreaterThan(4);
  });
});
