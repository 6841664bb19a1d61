/**
 * What a seat receives during the vote must not depend on who played which card, beyond its own
 * cards (spec VW-OWNERS). The case that motivated it: a Teams voter does not know which card its
 * partner played (RULES.md §4.2 step 3: partners may neither show nor describe their cards), and
 * the legal moves once told it by leaving that card out. Next to the leak checks of
 * properties.test.ts (VW-HIDDEN), which look for secret values; this looks for secret *effects*.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedPlayerCounts,
  legalCommands,
  presetIds,
  presets,
  viewFor,
  type GameState,
  type PresetId,
} from '../src/index.ts';
import { findOwnerLeaks, swapOwners } from '../src/testing/index.ts';
import { clue, slotOf, start, submitAll } from './support/drive.ts';
import { configFor, playRandomGame, testRandom } from './support/random-game.ts';

describe('a Teams voter does not know which card is its partner’s (RULES.md §4.2 step 3)', () => {
  // eight seats, teams (0,4) (1,5) (2,6) (3,7); seat 0 tells, 4 plays for the storyteller's team,
  // 1, 6 and 3 play for theirs: 5, 2 and 7 vote
  const voting = () => submitAll(clue(start('teams', 8), 0), [4, 1, 6, 3]);

  it('VO-TEAM / LG-LEGAL: the voter may vote for every card on the board, its team’s included', () => {
    const s = voting();
    for (const voter of [5, 2, 7]) {
      expect(legalCommands(s, voter)).toEqual([
        { type: 'vote', slots: [1, 2, 3, 4, 5], maxVotes: 1 },
      ]);
    }
  });

  it('VW-OWNERS / VO-TEAM: the voter receives the same view wherever its partner’s card lies', () => {
    const s = voting();
    const partnerSlot = slotOf(s, 1); // seat 5's partner
    const seen = viewFor(s, { seat: 5 });
    for (let slot = 1; slot <= 5; slot++) {
      if (slot === partnerSlot) continue;
      const moved = swapOwners(s, partnerSlot, slot);
      expect(slotOf(moved, 1)).toBe(slot);
      expect(viewFor(moved, { seat: 5 })).toEqual(seen);
      expect(legalCommands(moved, 5)).toEqual(legalCommands(s, 5));
    }
    expect(findOwnerLeaks(s, 5)).toEqual([]);
  });
});

const tables: [PresetId, number][] = presetIds.flatMap((id) =>
  allowedPlayerCounts(presets[id]).map((n): [PresetId, number] => [id, n]),
);
const teamTables = tables.filter(([id]) => presets[id].mode === 'team');

/** Vote-phase states of a random game: as the board is laid, and halfway through the votes. */
function voteStates(preset: PresetId, n: number, seed: number): GameState[] {
  const game = playRandomGame(configFor(preset, n, `owners-${seed}`), testRandom(seed), {
    keepStates: true,
  });
  return game.states.filter(
    (s) =>
      s.phase.kind === 'vote' &&
      (s.phase.ballots.length === 0 || s.phase.ballots.length === Math.floor(n / 4)),
  );
}

function expectNoOwnerLeaks(state: GameState): void {
  for (let seat = 0; seat < state.table.seatCount; seat++) {
    expect(findOwnerLeaks(state, seat), `seat ${seat}`).toEqual([]);
  }
  expect(findOwnerLeaks(state, null), 'spectator').toEqual([]);
}

/** Random games at the given tables: no vote-phase state leaks who played which card. */
function noOwnerLeaksIn(at: readonly [PresetId, number][], seed: number, numRuns: number): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...at),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      ([preset, n], game) => {
        for (const state of voteStates(preset, n, game)) expectNoOwnerLeaks(state);
      },
    ),
    { seed, numRuns },
  );
}

describe('what a seat receives during the vote depends on no owner but itself (spec VW-OWNERS)', () => {
  it('VW-OWNERS / VO-TEAM: random Teams games: no voter’s view or legal moves move with its partner’s card', () => {
    noOwnerLeaksIn(teamTables, 20_261_126, 12);
  }, 120_000);

  it('VW-OWNERS / LG-LEGAL: random games of every preset and player count', () => {
    noOwnerLeaksIn(tables, 20_261_127, 16);
  }, 120_000);
});
