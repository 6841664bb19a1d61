import type { Seat, Slot } from '../ids.ts';
import type { Mode } from '../presets.ts';

/**
 * Everything scoring needs to know about a round, whether it was played in the engine or typed
 * into the calculator. Scoring trusts these facts: callers validate them first.
 */
export interface RoundFacts {
  readonly mode: Mode;
  /** The seats taking part in the round (voters and submitters), in seat order. */
  readonly seats: readonly Seat[];
  readonly storyteller: Seat;
  /** The owner of each board slot; slot n is index n - 1. */
  readonly owners: readonly Seat[];
  /** Each voter's slots (first vote first). A seat without a ballot did not vote. */
  readonly ballots: readonly { readonly seat: Seat; readonly slots: readonly Slot[] }[];
  /** Party: the trapped slot, or null if none was set. */
  readonly trap: Slot | null;
  /** Team mode: the pairs of seats. */
  readonly teams: readonly (readonly [Seat, Seat])[] | null;
}

/** The knobs scoring reads. */
export interface ScoringKnobs {
  readonly bonusCap: number | null;
  readonly loneFinderBonus: boolean;
  readonly singleVoteBonus: boolean;
  readonly partyCap: number | null;
}
