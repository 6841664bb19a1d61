import type { ShownClue } from '../clue.ts';
import type { CardId, Seat, Slot } from '../ids.ts';

/**
 * Why a seat scored what it did in a round, one entry per rule that applied, so the client can
 * explain every point ("+3 found", "+2 bonus"). Zero-point entries explain a 0.
 */
export type PointReason =
  /** Classic/team: some but not all voters found the storyteller's card (spec SC-SOME). */
  | { readonly code: 'storyteller_some_found'; readonly points: number }
  /** Classic/team: all or none found, the storyteller scores nothing (spec SC-ALL-OR-NONE). */
  | { readonly code: 'storyteller_all_or_none'; readonly points: 0 }
  /** A voter found the storyteller's card (spec SC-SOME). */
  | { readonly code: 'found'; readonly points: number }
  /** All or none found: every voter who voted (team: every other team's) scores 2. */
  | { readonly code: 'all_or_none'; readonly points: number }
  /** Extra-point variant: the one lone finder and the storyteller score 1 more (spec SC-LONE). */
  | { readonly code: 'lone_finder'; readonly points: number }
  /** Votes on this seat's card(s), after the bonus cap (spec SC-BONUS, SC-BONUS-CAP). */
  | {
      readonly code: 'bonus';
      readonly points: number;
      readonly votes: number;
      readonly capped: boolean;
    }
  /** Odyssey: found with a single vote (spec SC-SINGLE-VOTE). */
  | { readonly code: 'single_vote'; readonly points: number }
  /** Party: votes on the card this seat voted for, after the cap (spec PA-SCORE). */
  | {
      readonly code: 'crowd';
      readonly points: number;
      readonly votes: number;
      readonly capped: boolean;
    }
  /** Party: voted for the trap (spec PA-TRAP). */
  | { readonly code: 'trapped'; readonly points: 0 }
  /** Party: the only voter on the card they chose (spec PA-ALONE). */
  | { readonly code: 'alone'; readonly points: 0 }
  /**
   * A seat owed a vote that cast none (its timer ran out, or it left): it found nothing and scores
   * nothing for its vote, in every case (spec SC-ABSENT; Party: PA-ALONE).
   */
  | { readonly code: 'no_vote'; readonly points: 0 };

export interface SeatPoints {
  readonly seat: Seat;
  readonly points: number;
  readonly reasons: readonly PointReason[];
}

/** All, none or some of the voters found the storyteller's card; party rounds have no answer. */
export type RoundOutcome = 'someFound' | 'allFound' | 'noneFound' | 'popularity';

export interface RoundScore {
  readonly outcome: RoundOutcome;
  /** One entry per seat in the round (participants), in seat order. */
  readonly points: readonly SeatPoints[];
  /** Team mode: points per team in team order; null otherwise. */
  readonly teamPoints: readonly number[] | null;
}

/** A played round, made public at the reveal (spec VW-REVEAL). */
export interface RoundResult extends RoundScore {
  readonly round: number;
  readonly storyteller: Seat;
  /** As given, or hidden by the host afterwards (spec HC-PAST). */
  readonly clue: ShownClue;
  readonly storytellerSlot: Slot | null;
  readonly trap: Slot | null;
  readonly board: readonly {
    readonly slot: Slot;
    readonly card: CardId;
    readonly owner: Seat;
    readonly voters: readonly Seat[];
  }[];
  readonly ballots: readonly { readonly seat: Seat; readonly slots: readonly Slot[] }[];
  /** Scores after this round: per seat, and per team in team mode. */
  readonly scoresAfter: readonly number[];
  readonly teamScoresAfter: readonly number[] | null;
}
