import type { Seat } from '../ids.ts';
import type { PointReason } from './result.ts';

/**
 * Counts every vote (first or second) on each seat's board cards (spec SC-BONUS). With two
 * submissions per seat (three-player rule) votes on either card count. In Teams a vote for one's
 * own team's card earns nobody a bonus: a team never scores from its own vote (spec VO-TEAM).
 */
export function votesOnCardsOf(
  owners: readonly Seat[],
  ballots: readonly { readonly seat: Seat; readonly slots: readonly number[] }[],
  teams: readonly (readonly [Seat, Seat])[] | null = null,
): Map<Seat, number> {
  const sameTeam = (a: Seat, b: Seat) =>
    teams?.some((pair) => pair.includes(a) && pair.includes(b)) === true;
  const counts = new Map<Seat, number>();
  for (const ballot of ballots) {
    for (const slot of ballot.slots) {
      const owner = owners[slot - 1];
      if (owner === undefined || sameTeam(owner, ballot.seat)) continue;
      counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
  }
  return counts;
}

/** The bonus reason for `votes` votes under an optional cap (spec SC-BONUS-CAP), or null. */
export function bonusReason(votes: number, cap: number | null): PointReason | null {
  if (votes === 0) return null;
  const points = cap === null ? votes : Math.min(votes, cap);
  return { code: 'bonus', points, votes, capped: points < votes };
}
