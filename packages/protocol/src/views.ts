/**
 * What a client draws, as the engine types it: a `gameView` push carries the engine's own
 * `GameView` (one definition, never re-specified). Re-exported here so that clients depend on
 * the protocol alone.
 */
export type {
  Clue,
  ClueKind,
  HiddenClue,
  ShownClue,
  GameEvent,
  GameView,
  LegalCommand,
  PhaseView,
  PointReason,
  RoundOutcome,
  RoundResult,
  Seat,
  SeatPoints,
  SeatView,
  Slot,
  Viewer,
} from '@fabula/rules';
