import type { CardId, Seat, Slot } from './ids.ts';

/**
 * Everything that can happen to a game. `at` is the server's clock (ms since epoch): the engine
 * never reads a clock, so a game replays exactly from its seed and command log.
 *
 * Seat commands are a player's (or a bot's) moves; the server authenticates the seat. System
 * commands come from the server itself: timers (`tick`), host powers (`pause`, `resume`, `endGame`)
 * and seats leaving or being taken (`vacateSeat`, `occupySeat`).
 */
export type SeatCommand =
  | { readonly type: 'claimStoryteller'; readonly seat: Seat; readonly at: number }
  | {
      readonly type: 'clue';
      readonly seat: Seat;
      readonly at: number;
      /** The clue (see `Clue`); validated by the engine. */
      readonly clue: unknown;
      /** Classic and team: the storyteller's card. Party: absent. */
      readonly card?: CardId;
    }
  | {
      readonly type: 'submit';
      readonly seat: Seat;
      readonly at: number;
      readonly cards: readonly CardId[];
    }
  | {
      readonly type: 'vote';
      readonly seat: Seat;
      readonly at: number;
      readonly slots: readonly Slot[];
    }
  | { readonly type: 'trap'; readonly seat: Seat; readonly at: number; readonly slot: Slot }
  | { readonly type: 'continue'; readonly seat: Seat; readonly at: number }
  /** "Wait, I'm still looking": holds the reveal's countdown (spec RV-WAIT). */
  | { readonly type: 'wait'; readonly seat: Seat; readonly at: number };

export type SystemCommand =
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'pause'; readonly at: number }
  | { readonly type: 'resume'; readonly at: number }
  | { readonly type: 'endGame'; readonly at: number }
  | { readonly type: 'vacateSeat'; readonly seat: Seat; readonly at: number }
  | { readonly type: 'occupySeat'; readonly seat: Seat; readonly at: number }
  /** The host hides round `round`'s clue (spec HC-HIDE). */
  | { readonly type: 'hideClue'; readonly round: number; readonly at: number };

export type Command = SeatCommand | SystemCommand;

export type CommandType = Command['type'];

export const seatCommandTypes = [
  'claimStoryteller',
  'clue',
  'submit',
  'vote',
  'trap',
  'continue',
  'wait',
] as const satisfies readonly SeatCommand['type'][];

export const systemCommandTypes = [
  'tick',
  'pause',
  'resume',
  'endGame',
  'vacateSeat',
  'occupySeat',
  'hideClue',
] as const satisfies readonly SystemCommand['type'][];
