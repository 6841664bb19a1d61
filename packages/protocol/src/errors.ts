import type { RuleErrorCode } from '@fabula/rules';
import { z } from './zod.ts';

/**
 * Error codes the protocol itself produces. Stable: clients compare codes, never messages (which
 * are English, for people and logs; the UI translates codes). Add codes, never rename them.
 */
export const protocolErrorCodes = [
  /** The message is not valid JSON, or a field has the wrong shape. */
  'bad_request',
  /** The message's `type` is not a request this protocol knows. */
  'unknown_type',
  /** The message is bigger than `MAX_MESSAGE_BYTES`. */
  'too_large',
  /** Too many messages from this connection or address; `details.retryAfterMs` says when. */
  'rate_limited',
  /** The client's protocol version differs from the server's; `details.expected` is the server's. */
  'protocol_version',
  /** A request came before a successful `hello`. */
  'handshake_required',
  /** No such room (or it expired), or no such seat in it. */
  'not_found',
  /** The seat token is wrong, or was revoked (kicked, seat left). */
  'forbidden',
  /** A host power asked for by a seat that is not the host. */
  'not_host',
  /** The request needs a seat, and the connection has none in this room (a spectator). */
  'not_seated',
  /** The connection has not joined (or resumed) a room yet. */
  'not_in_room',
  /** The connection already sits in (or watches) a room; leave it first. */
  'already_in_room',
  /** The host locked the room: no one new may take a seat. */
  'room_locked',
  /** Every seat is taken (and, in a running game, none is vacant). */
  'room_full',
  /** The request's `version` is not the room's current one; `details.version` is. */
  'stale_version',
  /** A player name is empty, too long, or holds control or direction characters. */
  'name_invalid',
  /** A chat message is empty or too long. */
  'chat_invalid',
  /** A lobby-only request (start, setPreset, addBot, …) while a game is running. */
  'game_in_progress',
  /** A game move or game power while no game is running. */
  'no_game',
  /** The host muted this seat: its chat and reactions are refused until unmuted. */
  'muted',
  /** Too many rooms created from this address lately; `details.retryAfterMs` says when to retry. */
  'too_many_rooms',
  /** Too many connections from this address; sent as an `error` push before the server closes it. */
  'too_many_connections',
  /** No `hello` within the server's time after connecting; sent before the server closes it. */
  'handshake_timeout',
  /** The server is shutting down or overloaded; retry on another connection. */
  'unavailable',
  /** A drawn clue that breaks its limits or shape; `details.reason` says which (`DrawingProblem`). */
  'drawing_invalid',
  /**
   * A recording that is not Opus in WebM or AAC in MP4, too long, too big or unreadable;
   * `details.reason` is `wrong_type`, `too_long`, `too_large` or `unreadable`.
   */
  'recording_invalid',
  /** A clue names an upload this seat did not make for this round (or that is gone). */
  'upload_not_found',
  /** A bug on the server; the request may or may not have been applied (retry with the same rid). */
  'internal',
] as const;

export type ProtocolErrorCode = (typeof protocolErrorCodes)[number];

/**
 * Every `RuleErrorCode` of the engine: a refused move reaches the client with the engine's own
 * code (e.g. `cannot_vote_own_card`). The typecheck fails if the engine gains a
 * code this list misses (test/types.test.ts), so the two cannot drift apart.
 */
export const ruleErrorCodes = [
  'unknown_preset',
  'unknown_knob',
  'invalid_knob',
  'player_count_not_allowed',
  'invalid_teams',
  'deck_too_small',
  'duplicate_card',
  'invalid_config',
  'invalid_command',
  'game_over',
  'game_paused',
  'wrong_phase',
  'not_your_turn',
  'not_a_seat',
  'seat_vacant',
  'seat_occupied',
  'not_participating',
  'already_acted',
  'nothing_due',
  'not_paused',
  'already_paused',
  'invalid_clue',
  'card_required',
  'card_not_allowed',
  'clue_kind_not_allowed',
  'no_such_clue',
  'card_not_in_hand',
  'wrong_card_count',
  'team_already_submitted',
  'not_a_voter',
  'no_such_slot',
  'cannot_vote_own_card',
  'cannot_vote_team_card',
  'duplicate_vote',
  'wrong_vote_count',
  'second_vote_not_allowed',
  'not_storyteller',
  'invalid_round',
  'unknown_field',
  'knob_not_in_mode',
] as const satisfies readonly RuleErrorCode[];

/** Every code an error reply or an `error` push may carry. */
export const errorCodes = [...protocolErrorCodes, ...ruleErrorCodes] as const;
export type ErrorCode = (typeof errorCodes)[number];

const codeSet: ReadonlySet<string> = new Set(errorCodes);

/**
 * Whether `value` is a known error code.
 *
 * @example
 * isErrorCode('cannot_vote_own_card'); // true
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codeSet.has(value);
}

/** Machine-readable extras of an error, e.g. `{ expected: 1 }` or `{ retryAfterMs: 900 }`. */
export const errorDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type ErrorDetails = z.output<typeof errorDetailsSchema>;

/**
 * An error as it travels: a stable code, an English message, optional details.
 *
 * @example
 * errorBodySchema.parse({ code: 'room_full', message: 'Every seat is taken.' });
 */
export const errorBodySchema = z.strictObject({
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.exactOptional(errorDetailsSchema),
});
export type ErrorBody = z.output<typeof errorBodySchema>;

/**
 * Builds an error body; `details` only when given.
 *
 * @example
 * protocolError('protocol_version', 'This server speaks protocol 2.', { expected: 2 });
 */
export function protocolError(code: ErrorCode, message: string, details?: ErrorDetails): ErrorBody {
  return details === undefined ? { code, message } : { code, message, details };
}
