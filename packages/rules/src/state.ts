import type { Clue } from './clue.ts';
import type { CardId, Seat, Slot } from './ids.ts';
import type { RngState } from './rng.ts';
import type { Rules, Table } from './rules.ts';
import type { RoundResult } from './scoring/result.ts';

/** Phase timers in milliseconds; null = no timer (the default: RULES.md §8). */
export interface Timers {
  readonly race: number | null;
  readonly clue: number | null;
  readonly submit: number | null;
  readonly vote: number | null;
  readonly reveal: number | null;
}

/** Who plays a round: the occupied seats when it began (RULES.md §8, spec SE-*). */
export interface RoundStart {
  readonly number: number;
  readonly storyteller: Seat;
  readonly participants: readonly Seat[];
}

export interface Submission {
  readonly seat: Seat;
  readonly cards: readonly CardId[];
}

export interface BoardCard {
  readonly card: CardId;
  readonly owner: Seat;
}

export interface Ballot {
  readonly seat: Seat;
  readonly slots: readonly Slot[];
}

export type EndReason = 'target' | 'turns' | 'host';

/**
 * The phases of a game (a discriminated union: each holds only what is valid in it).
 * - race: waiting for the first player to claim the first storyteller's turn;
 * - clue: the storyteller chooses (classic/team: a card and) a clue;
 * - submit: the others (party: everyone) submit cards; the storyteller's card is already in;
 * - vote: the board is laid out; voters vote, the party storyteller also sets the trap;
 * - reveal: the round is scored and public; seats press continue (or the countdown runs out;
 *   a seat may ask once to wait);
 * - ended: final.
 */
export type Phase =
  | { readonly kind: 'race' }
  | { readonly kind: 'clue'; readonly round: RoundStart }
  | {
      readonly kind: 'submit';
      readonly round: RoundStart;
      readonly clue: Clue;
      readonly submissions: readonly Submission[];
    }
  | {
      readonly kind: 'vote';
      readonly round: RoundStart;
      readonly clue: Clue;
      readonly board: readonly BoardCard[];
      readonly ballots: readonly Ballot[];
      readonly trap: Slot | null;
      readonly trapSet: boolean;
    }
  | {
      readonly kind: 'reveal';
      readonly round: RoundStart;
      readonly result: RoundResult;
      readonly ready: readonly Seat[];
      /** Seats that asked to wait (once each per reveal); absent in games stored before waits. */
      readonly waited?: readonly Seat[];
    }
  | {
      readonly kind: 'ended';
      readonly reason: EndReason;
      readonly winners: readonly Seat[];
      /** Team mode: the winning teams' indices. */
      readonly winningTeams: readonly number[] | null;
    };

export type PhaseKind = Phase['kind'];

export interface Pause {
  readonly byHost: boolean;
  /** Time that was left on the phase timer when the pause began. */
  readonly remainingMs: number | null;
}

/** The whole state of a game: plain, JSON-serialisable, never mutated. */
export interface GameState {
  readonly rules: Rules;
  readonly table: Table;
  readonly timers: Timers;
  /** Occupied seats play; a vacated seat keeps its hand and score and sits out (spec SE-VACANT). */
  readonly occupied: readonly boolean[];
  /** Team mode: pairs of seats; null otherwise. */
  readonly teams: readonly (readonly [Seat, Seat])[] | null;
  /** Points per seat (team mode: each seat's contribution to its team). */
  readonly scores: readonly number[];
  readonly hands: readonly (readonly CardId[])[];
  readonly drawPile: readonly CardId[];
  readonly discard: readonly CardId[];
  readonly rng: RngState;
  /** Storyteller turns begun so far (played or skipped); the current round's number. */
  readonly turns: number;
  readonly phase: Phase;
  readonly history: readonly RoundResult[];
  /** When the current phase's timer runs out (ms since epoch), or null. */
  readonly deadline: number | null;
  readonly pause: Pause | null;
  /** Time of the latest command applied. */
  readonly now: number;
}
