import type { Slot } from '../ids.ts';
import type { RoundFacts, ScoringKnobs } from './facts.ts';
import type { PointReason, RoundScore, SeatPoints } from './result.ts';

/**
 * Party scoring (RULES.md §4.1, spec PA-SCORE): a voter on the trap scores 0 (PA-TRAP); the only
 * voter on a card scores 0 (PA-ALONE); everyone else scores the votes on the card they chose,
 * their own vote included, up to `partyCap`.
 */
export function scoreParty(facts: RoundFacts, knobs: ScoringKnobs): RoundScore {
  const votesOn = new Map<Slot, number>();
  for (const ballot of facts.ballots) {
    for (const slot of ballot.slots) votesOn.set(slot, (votesOn.get(slot) ?? 0) + 1);
  }
  const ballotOf = new Map(facts.ballots.map((b) => [b.seat, b.slots]));

  const points: SeatPoints[] = facts.seats.map((seat) => {
    const slot = ballotOf.get(seat)?.[0];
    let reason: PointReason;
    if (slot === undefined) {
      reason = { code: 'no_vote', points: 0 };
    } else if (slot === facts.trap) {
      reason = { code: 'trapped', points: 0 };
    } else {
      const votes = votesOn.get(slot) ?? 0;
      if (votes <= 1) {
        reason = { code: 'alone', points: 0 };
      } else {
        const points = knobs.partyCap === null ? votes : Math.min(votes, knobs.partyCap);
        const capped = points < votes;
        reason = {
          code: 'crowd',
          points,
          votes,
          capped,
        };
      }
    }
    return { seat, points: reason.points, reasons: [reason] };
  });
  return { outcome: 'popularity', points, teamPoints: null };
}
