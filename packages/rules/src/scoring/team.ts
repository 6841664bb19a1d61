import { bonusReason, votesOnCardsOf } from './bonus.ts';
import { findStoryteller, storytellerReasons, voterReasons } from './classic.ts';
import type { RoundFacts, ScoringKnobs } from './facts.ts';
import type { PointReason, RoundScore, SeatPoints } from './result.ts';

/**
 * Team scoring (RULES.md §4.2, spec TM-SCORE): classic scoring where "a player scores" becomes
 * "their team scores". Each seat's entry is its contribution: the storyteller's 3, the voter's
 * find (or the team's 2 in the all/none case, which a team whose voter did not vote does not
 * score: SC-ABSENT), the submitter's bonus (the storyteller's partner included). Team points are
 * the sums.
 */
export function scoreTeam(facts: RoundFacts, knobs: ScoringKnobs): RoundScore {
  const finding = findStoryteller(facts);
  const bonusVotes = votesOnCardsOf(facts.owners, facts.ballots, facts.teams);

  const points: SeatPoints[] = facts.seats.map((seat) => {
    const reasons: PointReason[] =
      seat === facts.storyteller
        ? storytellerReasons(finding, knobs)
        : finding.voters.has(seat)
          ? voterReasons(seat, finding, knobs)
          : [];
    const bonus =
      seat === facts.storyteller ? null : bonusReason(bonusVotes.get(seat) ?? 0, knobs.bonusCap);
    if (bonus) reasons.push(bonus);
    return { seat, points: reasons.reduce((t, r) => t + r.points, 0), reasons };
  });

  const bySeat = new Map(points.map((p) => [p.seat, p.points]));
  const teamPoints = (facts.teams ?? []).map(
    ([a, b]) => (bySeat.get(a) ?? 0) + (bySeat.get(b) ?? 0),
  );
  return { outcome: finding.outcome, points, teamPoints };
}
