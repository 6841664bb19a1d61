import { ruleError, type RuleError } from '../errors.ts';
import type { Seat, Slot } from '../ids.ts';
import type { Mode } from '../presets.ts';

export interface BallotRules {
  readonly mode: Mode;
  /** 2 when second votes are allowed in this game (RULES.md §3, spec VO-SECOND), else 1. */
  readonly maxVotes: number;
  /** The owner of each slot (slot n is index n - 1). */
  readonly owners: readonly Seat[];
}

/**
 * Checks one voter's ballot, shared by the engine and the round calculator: whole slot numbers on
 * the board, one vote (two with second votes), never twice the same card, never one's own card
 * except in Party (RULES.md §2 step 4, §4, §7; spec VO-*). A Teams voter may vote for any card,
 * its own team's included: it does not know which card its partner played (§4.2 step 3, VO-TEAM).
 */
export function checkBallot(slots: unknown, voter: Seat, rules: BallotRules): RuleError | null {
  if (!Array.isArray(slots) || slots.length === 0) {
    return ruleError('wrong_vote_count', 'A vote names one slot (two with a second vote).');
  }
  if (slots.length > rules.maxVotes) {
    return rules.maxVotes === 1
      ? ruleError('second_vote_not_allowed', 'Second votes are not allowed in this game.')
      : ruleError('wrong_vote_count', `A ballot names at most ${rules.maxVotes} cards.`);
  }
  const seen = new Set<Slot>();
  for (const slot of slots as unknown[]) {
    if (
      typeof slot !== 'number' ||
      !Number.isInteger(slot) ||
      slot < 1 ||
      slot > rules.owners.length
    ) {
      return ruleError(
        'no_such_slot',
        `There is no slot ${JSON.stringify(slot)}; the board has slots 1 to ${rules.owners.length}.`,
      );
    }
    if (seen.has(slot)) return ruleError('duplicate_vote', 'Both votes are for the same card.');
    seen.add(slot);
    const owner = rules.owners[slot - 1];
    if (owner === voter && rules.mode !== 'party') {
      return ruleError('cannot_vote_own_card', `Slot ${slot} is your own card.`);
    }
  }
  return null;
}
