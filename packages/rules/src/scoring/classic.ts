import type { Seat } from '../ids.ts';
import { bonusReason, votesOnCardsOf } from './bonus.ts';
import type { RoundFacts, ScoringKnobs } from './facts.ts';
import type { PointReason, RoundOutcome, RoundScore, SeatPoints } from './result.ts';

/** Points for finding and for the storyteller; the extra-point variant adds 1 to a lone finder. */
const foundPoints = 3;
const allOrNonePoints = 2;

interface Finding {
  readonly outcome: Exclude<RoundOutcome, 'popularity'>;
  readonly finders: ReadonlySet<Seat>;
  readonly lone: boolean;
}

/**
 * Who found the storyteller's card (RULES.md §3, spec SC-FOUND): a voter found if any of their
 * votes is on it. Voters are the seats that cast at least one vote; with none, "nobody found".
 */
export function findStoryteller(facts: RoundFacts): Finding {
  const voters = facts.ballots.filter((b) => b.slots.length > 0 && b.seat !== facts.storyteller);
  const finders = new Set<Seat>();
  for (const ballot of voters) {
    if (ballot.slots.some((slot) => facts.owners[slot - 1] === facts.storyteller)) {
      finders.add(ballot.seat);
    }
  }
  const outcome =
    finders.size === 0 ? 'noneFound' : finders.size === voters.length ? 'allFound' : 'someFound';
  return { outcome, finders, lone: outcome === 'someFound' && finders.size === 1 };
}

function sum(reasons: readonly PointReason[]): number {
  return reasons.reduce((total, r) => total + r.points, 0);
}

/** Classic scoring (RULES.md §3, spec SC-*), with the bonus cap, extra point and single vote. */
export function scoreClassic(facts: RoundFacts, knobs: ScoringKnobs): RoundScore {
  const { outcome, finders, lone } = findStoryteller(facts);
  const someFound = outcome === 'someFound';
  const loneExtra = someFound && lone && knobs.loneFinderBonus;
  const bonusVotes = votesOnCardsOf(facts.owners, facts.ballots);
  const ballotOf = new Map(facts.ballots.map((b) => [b.seat, b.slots]));

  const points: SeatPoints[] = facts.seats.map((seat) => {
    const reasons: PointReason[] = [];
    if (seat === facts.storyteller) {
      if (someFound) {
        reasons.push({ code: 'storyteller_some_found', points: foundPoints });
        if (loneExtra) reasons.push({ code: 'lone_finder', points: 1 });
      } else {
        reasons.push({ code: 'storyteller_all_or_none', points: 0 });
      }
      return { seat, points: sum(reasons), reasons };
    }
    const slots = ballotOf.get(seat) ?? [];
    if (!someFound) {
      reasons.push({ code: 'all_or_none', points: allOrNonePoints });
    } else if (finders.has(seat)) {
      reasons.push({ code: 'found', points: foundPoints });
      if (loneExtra) reasons.push({ code: 'lone_finder', points: 1 });
    } else if (slots.length === 0) {
      reasons.push({ code: 'no_vote', points: 0 });
    }
    // Odyssey: a finder who risked no second vote scores 1 more, in every case (spec SC-SINGLE-VOTE).
    if (knobs.singleVoteBonus && finders.has(seat) && slots.length === 1) {
      reasons.push({ code: 'single_vote', points: 1 });
    }
    const bonus = bonusReason(bonusVotes.get(seat) ?? 0, knobs.bonusCap);
    if (bonus) reasons.push(bonus);
    return { seat, points: sum(reasons), reasons };
  });
  return { outcome, points, teamPoints: null };
}
