import type { Seat } from '../ids.ts';
import type { PointReason } from './result.ts';

/**
 * Counts every vote (first or second) on each seat's board cards (spec SC-BONUS). With two
 * submissions per seat (three-player rule) votes on either card count.
 */
export function votesOnCardsOf(
  owners: readonly Seat[],
  ballots: readonly { readonly slots: readonly number[] }[],
): Map<Seat, number> {
  const counts = new Map<Seat, number>();
  for (const ballot of ballots) {
    for (const slot of ballot.slots) {
      const owner = owners[slot - 1];
      if (owner !== undefined) counts.set(owner, (counts.get(owner) ?? 0) + 1);
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
