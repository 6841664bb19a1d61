/**
 * @fabula/rules — the pure rules engine of Fabula. No I/O, no clock, no global randomness:
 * a game is a value, `apply` makes the next one, `viewFor` is what a viewer may see.
 */
export { apply, type Applied } from './apply.ts';
export {
  allowedClueKinds,
  clueKinds,
  clueLimits,
  clueWords,
  emojiOf,
  graphemeCount,
  maxClueLength,
  parseClue,
  type Clue,
  type ClueKind,
  type HiddenClue,
  type ShownClue,
} from './clue.ts';
export {
  seatCommandTypes,
  systemCommandTypes,
  type Command,
  type CommandType,
  type SeatCommand,
  type SystemCommand,
} from './commands.ts';
export {
  checkDeck,
  createGame,
  noTimers,
  type FirstStoryteller,
  type GameConfig,
} from './create.ts';
export { ruleError, type RuleError, type RuleErrorCode } from './errors.ts';
export type { GameEvent } from './events.ts';
export type { CardId, Seat, Slot, TeamIndex } from './ids.ts';
export { legalCommands, type LegalCommand } from './legal.ts';
export { revealWaitMs } from './phases/turn.ts';
export {
  allowedPlayerCounts,
  isPresetId,
  knobModes,
  presetIds,
  presets,
  variantIsOn,
  type KnobName,
  type Knobs,
  type Mode,
  type Preset,
  type PresetId,
  type Variant,
  type VariantId,
  type WinnerRule,
} from './presets.ts';
export { randomMove, seededRandom, type RandomSource } from './random-move.ts';
export { replay } from './replay.ts';
export { fail, ok, type Result } from './result.ts';
export {
  knobNames,
  knobRanges,
  knobsOfMode,
  minimumDeckSize,
  resolveRules,
  tableFor,
  type KnobRange,
  type Rules,
  type Table,
} from './rules.ts';
export { scoreRound } from './scoring/score-round.ts';
export type { RoundFacts, ScoringKnobs } from './scoring/facts.ts';
export type {
  PointReason,
  RoundOutcome,
  RoundResult,
  RoundScore,
  SeatPoints,
} from './scoring/result.ts';
export { scoreRoundRequest, type ScoreOutput } from './calculator/score-request.ts';
export type {
  Ballot,
  BoardCard,
  EndReason,
  GameState,
  Pause,
  Phase,
  PhaseKind,
  RoundStart,
  Submission,
  Timers,
} from './state.ts';
export { viewFor, type GameView, type PhaseView, type SeatView, type Viewer } from './view.ts';
