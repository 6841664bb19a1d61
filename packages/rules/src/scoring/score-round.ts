import { scoreClassic } from './classic.ts';
import type { RoundFacts, ScoringKnobs } from './facts.ts';
import { scoreParty } from './party.ts';
import type { RoundScore } from './result.ts';
import { scoreTeam } from './team.ts';

/**
 * Scores one round from its facts. The facts must already be valid (the engine and the calculator
 * both check them first); scoring itself never fails.
 *
 * @example
 * scoreRound(
 *   { mode: 'classic', seats: [0, 1, 2, 3], storyteller: 0, owners: [1, 0, 2, 3],
 *     ballots: [{ seat: 1, slots: [2] }, { seat: 2, slots: [4] }, { seat: 3, slots: [2] }],
 *     trap: null, teams: null },
 *   { bonusCap: null, loneFinderBonus: false, singleVoteBonus: false, partyCap: null },
 * ).points.map((p) => p.points); // → [3, 3, 0, 3 + 1]
 */
export function scoreRound(facts: RoundFacts, knobs: ScoringKnobs): RoundScore {
  switch (facts.mode) {
    case 'classic':
      return scoreClassic(facts, knobs);
    case 'team':
      return scoreTeam(facts, knobs);
    case 'party':
      return scoreParty(facts, knobs);
  }
}
