import type { Seat } from './ids.ts';
import type { EndReason, PhaseKind } from './state.ts';

/**
 * What happened, for announcements and sounds. Events are public by construction: they say who
 * acted, never what (no card, slot or vote), so they may be sent to every seat and spectator.
 */
export type GameEvent =
  | { readonly type: 'gameStarted' }
  | { readonly type: 'storytellerClaimed'; readonly seat: Seat }
  | { readonly type: 'roundStarted'; readonly round: number; readonly storyteller: Seat }
  | {
      readonly type: 'turnSkipped';
      readonly seat: Seat;
      readonly reason: 'timeout' | 'vacant' | 'clueHidden';
    }
  /** The host hid a round's clue; a round still being played is called off (spec HC-HIDE). */
  | { readonly type: 'clueHidden'; readonly round: number; readonly roundCalledOff: boolean }
  | { readonly type: 'clueGiven'; readonly seat: Seat }
  | { readonly type: 'cardsSubmitted'; readonly seat: Seat; readonly auto: boolean }
  | { readonly type: 'boardLaid' }
  | { readonly type: 'voted'; readonly seat: Seat }
  | { readonly type: 'trapSet' }
  | { readonly type: 'roundScored'; readonly round: number }
  | { readonly type: 'ready'; readonly seat: Seat }
  /** A seat asked to wait: the reveal's countdown now ends at `until` at the earliest. */
  | { readonly type: 'waited'; readonly seat: Seat; readonly until: number }
  | { readonly type: 'timedOut'; readonly phase: PhaseKind }
  | { readonly type: 'deckReshuffled' }
  | { readonly type: 'handsPassed' }
  | { readonly type: 'paused'; readonly byHost: boolean }
  | { readonly type: 'resumed' }
  | { readonly type: 'seatVacated'; readonly seat: Seat }
  | { readonly type: 'seatOccupied'; readonly seat: Seat }
  | { readonly type: 'gameEnded'; readonly reason: EndReason };
