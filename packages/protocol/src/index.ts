/**
 * @fabula/protocol — Fabula's wire: every message between a client and the server as a zod
 * schema, branded ids parsed once at the boundary, stable error codes, the protocol version, and
 * the types of what a client draws (the engine's game view). See docs/protocol.md. Subpaths:
 * `@fabula/protocol/client` (the one protocol client) and `@fabula/protocol/catalogue` (the
 * rule sets and house rules as data, without the schemas).
 */
export { MAX_MESSAGE_BYTES, MESSAGE_EVENT, PROTOCOL_VERSION } from './version.ts';
export {
  MAX_SEATS,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  SEAT_TOKEN_BYTES,
  cardIdSchema,
  makeRoomCode,
  makeSeatToken,
  parseCardId,
  parseRequestId,
  parseRoomCode,
  parseSeatToken,
  requestIdSchema,
  roomCodeSchema,
  seatSchema,
  seatTokenSchema,
  slotSchema,
  type CardId,
  type RequestId,
  type RoomCode,
  type SeatToken,
} from './ids.ts';
export {
  errorBodySchema,
  errorCodes,
  isErrorCode,
  protocolError,
  protocolErrorCodes,
  ruleErrorCodes,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetails,
  type ProtocolErrorCode,
} from './errors.ts';
export {
  MAX_CHAT_LENGTH,
  MAX_NAME_LENGTH,
  avatarSchema,
  chatTextSchema,
  playerNameSchema,
  profileSchema,
  seatColourSchema,
  seatColours,
  type Profile,
  type SeatColour,
} from './profile.ts';
export {
  MAX_ROOM_DECKS,
  allTimersSchema,
  botLevelSchema,
  botPersonalitySchema,
  deckIdSchema,
  firstStorytellerSchema,
  knobsSchema,
  languageCodes,
  languageSchema,
  presetIdSchema,
  standInSchema,
  teamsSchema,
  timersSchema,
  type BotLevel,
  type BotPersonality,
  type FirstStorytellerSetting,
  type Language,
  type KnobOverrides,
  type TeamsSetting,
  type TimerSettings,
} from './settings.ts';
export {
  CHAT_LIMIT,
  REACTIONS_KEPT,
  REACTION_LIMIT,
  reactionEmoji,
  reactionLineSchema,
  reactionSchema,
  type ReactionEmoji,
  type ReactionLine,
} from './social.ts';
export {
  isMoveRequest,
  isRequestType,
  moveTypes,
  requestSchemas,
  requestTypes,
  toSeatCommand,
  type ClientMessage,
  type ClientMessageInput,
  type MoveRequest,
  type MoveType,
  type RequestOf,
  type RequestType,
} from './requests.ts';
export {
  errorReply,
  okReply,
  replySchema,
  resultSchemas,
  type ErrorReply,
  type OkReply,
  type Reply,
  type ResultOf,
} from './replies.ts';
export {
  pushSchemas,
  roomPhaseSchema,
  roomSettingsSchema,
  seatClaimSchema,
  seatSnapshotSchema,
  type ChatPush,
  type ErrorPush,
  type GameViewPush,
  type Push,
  type PushType,
  type RemovedPush,
  type RoomPhase,
  type RoomSettings,
  type RoomStatePush,
  type SeatClaim,
  type SeatSnapshot,
} from './pushes.ts';
export {
  parseClientMessage,
  parseServerMessage,
  utf8Length,
  type Parsed,
  type ServerMessage,
} from './parse.ts';
export { noPhaseTimers, suggestedTimers } from './timers.ts';
export { nameProblem, type TextProblem } from './text.ts';
export type * from './views.ts';
export type {
  KnobName,
  KnobRange,
  Knobs,
  Mode,
  Preset,
  PresetId,
  WinnerRule,
} from './catalogue.ts';
