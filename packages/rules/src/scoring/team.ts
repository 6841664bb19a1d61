import type { Seat } from '../ids.ts';
import { bonusReason, votesOnCardsOf } from './bonus.ts';
import { findStoryteller } from './classic.ts';
import type { RoundFacts, ScoringKnobs } from './facts.ts';
import type { PointReason, RoundScore, SeatPoints } from './result.ts';

/**
 * Team scoring (RULES.md §4.2, spec TM-SCORE): classic scoring where "a player scores" becomes
 * "their team scores". Each seat's entry is its contribution: the storyteller's 3, the voter's
 * find (or the team's 2 in the all/none case), the submitter's bonus (the storyteller's partner
 * included). Team points are the sums.
 */
export function scoreTeam(facts: RoundFacts, knobs: ScoringKnobs): RoundScore {
  const teams = facts.teams ?? [];
  const { outcome, finders, lone } = findStoryteller(facts);
  const someFound = outcome === 'someFound';
  const loneExtra = someFound && lone && knobs.loneFinderBonus;
  const bonusVotes = votesOnCardsOf(facts.owners, facts.ballots);
  const inRound = new Set(facts.seats);
  const submitters = new Set(facts.owners);
  const storytellerTeam = teams.findIndex((pair) => pair.includes(facts.storyteller));

  // In the all/none case each other team scores 2 once: credit it to the team's voter (the
  // partner who did not submit), or to its first seat in the round.
  const allOrNoneSeats = new Set<Seat>();
  teams.forEach((pair, index) => {
    if (index === storytellerTeam) return;
    const present = pair.filter((seat) => inRound.has(seat));
    const receiver = present.find((seat) => !submitters.has(seat)) ?? present[0];
    if (receiver !== undefined) allOrNoneSeats.add(receiver);
  });

  const points: SeatPoints[] = facts.seats.map((seat) => {
    const reasons: PointReason[] = [];
    if (seat === facts.storyteller) {
      if (someFound) {
        reasons.push({ code: 'storyteller_some_found', points: 3 });
        if (loneExtra) reasons.push({ code: 'lone_finder', points: 1 });
      } else {
        reasons.push({ code: 'storyteller_all_or_none', points: 0 });
      }
    } else {
      if (!someFound && allOrNoneSeats.has(seat)) {
        reasons.push({ code: 'all_or_none', points: 2 });
      } else if (someFound && finders.has(seat)) {
        reasons.push({ code: 'found', points: 3 });
        if (loneExtra) reasons.push({ code: 'lone_finder', points: 1 });
      }
      const bonus = bonusReason(bonusVotes.get(seat) ?? 0, knobs.bonusCap);
      if (bonus) reasons.push(bonus);
    }
    return { seat, points: reasons.reduce((t, r) => t + r.points, 0), reasons };
  });

  const bySeat = new Map(points.map((p) => [p.seat, p.points]));
  const teamPoints = teams.map(([a, b]) => (bySeat.get(a) ?? 0) + (bySeat.get(b) ?? 0));
  return { outcome, points, teamPoints };
}
