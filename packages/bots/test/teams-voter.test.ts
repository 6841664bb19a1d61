/**
 * A bot that votes for its team (RULES.md §4.2 step 3) does not know which card its partner
 * played, any more than a person does: its vote must not change when that card lies elsewhere,
 * and it must sometimes fall on the partner's card (a bot that never did would be using it).
 */
import { apply, createGame, viewFor, type GameState, type Seat } from '@fabula/rules';
import { swapOwners } from '@fabula/rules/testing';
import { describe, expect, it } from 'vitest';
import { levels, think, type BotOptions } from '../src/index.ts';
import { deckIds, lookup } from './helpers.ts';

const optionsFor =
  (seed: string) =>
  (seat: Seat): BotOptions => ({
    level: levels[seat % levels.length] ?? 'normal',
    personality: 'poetic',
    language: 'en',
    seed,
    deck: deckIds,
  });

/** Plays a Teams game with bots, keenest move first, and collects each state of a fresh vote. */
function freshVotes(seed: string, rounds: number): GameState[] {
  const created = createGame({ preset: 'teams', seats: 8, deck: deckIds, seed, at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const options = optionsFor(seed);
  const votes: GameState[] = [];
  for (let at = 1; state.phase.kind !== 'ended' && state.history.length < rounds; at++) {
    if (state.phase.kind === 'vote' && state.phase.ballots.length === 0) votes.push(state);
    const moves = state.occupied.flatMap((_, seat) => {
      const decision = think(viewFor(state, { seat }), lookup, options(seat));
      return decision ? [{ seat, decision }] : [];
    });
    moves.sort((a, b) => b.decision.eagerness - a.decision.eagerness || a.seat - b.seat);
    const first = moves[0];
    if (!first) throw new Error(`nobody moves in ${state.phase.kind}`);
    const applied = apply(state, { ...first.decision.command, seat: first.seat, at });
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return votes;
}

interface VoterDecision {
  readonly state: GameState;
  readonly seat: Seat;
  readonly options: BotOptions;
  readonly slots: readonly number[];
  readonly partnerSlot: number;
}

/** Every bot voter's decision in those votes, with where its partner's card lies. */
function voterDecisions(seeds: readonly string[]): VoterDecision[] {
  return seeds.flatMap((seed) =>
    freshVotes(seed, 6).flatMap((state) =>
      state.occupied.flatMap((_, seat): VoterDecision[] => {
        if (state.phase.kind !== 'vote') return [];
        const options = optionsFor(seed)(seat);
        const command = think(viewFor(state, { seat }), lookup, options)?.command;
        if (command?.type !== 'vote') return [];
        const partner = state.teams?.find((pair) => pair.includes(seat))?.find((p) => p !== seat);
        const partnerSlot = state.phase.board.findIndex((b) => b.owner === partner) + 1;
        return [{ state, seat, options, slots: command.slots, partnerSlot }];
      }),
    ),
  );
}

describe('a Teams bot votes without knowing its partner’s card', () => {
  const decisions = voterDecisions(['ta', 'tb', 'tc']);

  it('votes the same wherever its partner’s card lies on the board', () => {
    expect(decisions.length).toBeGreaterThan(20);
    for (const { state, seat, options, slots, partnerSlot } of decisions) {
      expect(partnerSlot).toBeGreaterThan(0);
      const size = state.phase.kind === 'vote' ? state.phase.board.length : 0;
      for (let slot = 1; slot <= size; slot++) {
        if (slot === partnerSlot) continue;
        const moved = swapOwners(state, partnerSlot, slot);
        const again = think(viewFor(moved, { seat }), lookup, options)?.command;
        expect(again, `seat ${seat}, partner's card moved ${partnerSlot} → ${slot}`).toEqual({
          type: 'vote',
          slots,
        });
      }
    }
  });

  it('sometimes votes for its partner’s card: it cannot tell it from the others', () => {
    const onPartner = decisions.filter((d) => d.slots.includes(d.partnerSlot));
    expect(onPartner.length).toBeGreaterThan(0);
  });
});
