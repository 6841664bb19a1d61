import type { Seat } from '../ids.ts';
import { bonusReason, votesOnCardsOf } from './bonus.ts';
import type { RoundFacts, ScoringKnobs } from './facts.ts';
import type { PointReason, RoundOutcome, RoundScore, SeatPoints } from './result.ts';
import { owedVoters } from './voters.ts';

/** Points for finding and for the storyteller; the extra-point variant adds 1 to a lone finder. */
const foundPoints = 3;
const allOrNonePoints = 2;

export interface Finding {
  readonly outcome: Exclude<RoundOutcome, 'popularity'>;
  /** Every seat owed a vote (`owedVoters`). */
  readonly voters: ReadonlySet<Seat>;
  readonly finders: ReadonlySet<Seat>;
  /** Voters owed a vote who cast none (RULES.md §8): they found nothing and score nothing for it. */
  readonly absent: ReadonlySet<Seat>;
  readonly lone: boolean;
}

/**
 * Who found the storyteller's card (RULES.md §3 and §8, spec SC-FOUND, SC-ABSENT): a voter found
 * if any of their votes is on it. The voters are every seat owed a vote, those who did not vote
 * included, so "all found" needs a vote on the card from each of them; with none, nobody found.
 */
export function findStoryteller(facts: RoundFacts): Finding {
  const voters = new Set(owedVoters(facts));
  const ballotOf = new Map(facts.ballots.map((b) => [b.seat, b.slots]));
  const finders = new Set<Seat>();
  const absent = new Set<Seat>();
  for (const seat of voters) {
    const slots = ballotOf.get(seat) ?? [];
    if (slots.length === 0) absent.add(seat);
    else if (slots.some((slot) => facts.owners[slot - 1] === facts.storyteller)) finders.add(seat);
  }
  const outcome =
    finders.size === 0 ? 'noneFound' : finders.size === voters.size ? 'allFound' : 'someFound';
  return { outcome, voters, finders, absent, lone: outcome === 'someFound' && finders.size === 1 };
}

function sum(reasons: readonly PointReason[]): number {
  return reasons.reduce((total, r) => total + r.points, 0);
}

/** The storyteller's reasons: 3 (4 for a lone finder with the extra point) when some found. */
export function storytellerReasons(finding: Finding, knobs: ScoringKnobs): PointReason[] {
  if (finding.outcome !== 'someFound') return [{ code: 'storyteller_all_or_none', points: 0 }];
  const reasons: PointReason[] = [{ code: 'storyteller_some_found', points: foundPoints }];
  if (finding.lone && knobs.loneFinderBonus) reasons.push({ code: 'lone_finder', points: 1 });
  return reasons;
}

/**
 * A voter's reasons for their vote: nothing but "did not vote" if they cast none (absence never
 * earns points: SC-ABSENT); else 2 when all or none found, 3 (4 alone, with the extra point)
 * when they found, nothing when they missed.
 */
export function voterReasons(seat: Seat, finding: Finding, knobs: ScoringKnobs): PointReason[] {
  if (finding.absent.has(seat)) return [{ code: 'no_vote', points: 0 }];
  if (finding.outcome !== 'someFound') return [{ code: 'all_or_none', points: allOrNonePoints }];
  if (!finding.finders.has(seat)) return [];
  const reasons: PointReason[] = [{ code: 'found', points: foundPoints }];
  if (finding.lone && knobs.loneFinderBonus) reasons.push({ code: 'lone_finder', points: 1 });
  return reasons;
}

/** Classic scoring (RULES.md §3, spec SC-*), with the bonus cap, extra point and single vote. */
export function scoreClassic(facts: RoundFacts, knobs: ScoringKnobs): RoundScore {
  const finding = findStoryteller(facts);
  const bonusVotes = votesOnCardsOf(facts.owners, facts.ballots);
  const ballotOf = new Map(facts.ballots.map((b) => [b.seat, b.slots]));

  const points: SeatPoints[] = facts.seats.map((seat) => {
    if (seat === facts.storyteller) {
      const reasons = storytellerReasons(finding, knobs);
      return { seat, points: sum(reasons), reasons };
    }
    const reasons = voterReasons(seat, finding, knobs);
    // Odyssey: a finder who risked no second vote scores 1 more, in every case (spec SC-SINGLE-VOTE).
    if (knobs.singleVoteBonus && finding.finders.has(seat) && ballotOf.get(seat)?.length === 1) {
      reasons.push({ code: 'single_vote', points: 1 });
    }
    const bonus = bonusReason(bonusVotes.get(seat) ?? 0, knobs.bonusCap);
    if (bonus) reasons.push(bonus);
    return { seat, points: sum(reasons), reasons };
  });
  return { outcome: finding.outcome, points, teamPoints: null };
}
