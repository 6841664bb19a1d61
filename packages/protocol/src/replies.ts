import { z } from './zod.ts';
import { errorBodySchema, type ErrorBody } from './errors.ts';
import {
  requestIdSchema,
  roomCodeSchema,
  seatSchema,
  seatTokenSchema,
  type RequestId,
} from './ids.ts';
import type { RequestType } from './requests.ts';

/**
 * The reply rule: every request gets exactly one reply, carrying its `rid`, either
 * `{ type: 'reply', rid, ok: true, result }` or `{ type: 'reply', rid, ok: false, error }`.
 * The connection stays open after an error reply. Pushes a request causes (a new `roomState`,
 * `gameView`s) are sent before its reply, so when the reply arrives the client's state already
 * shows the request's effect.
 */

const version = z.int().check(z.minimum(0));

/** The room version after a request that changed the room. */
const ackSchema = z.strictObject({ version });
/** A seat taken back or newly taken. */
const seatedSchema = z.strictObject({ room: roomCodeSchema, seat: seatSchema, version });

/**
 * The `result` of a successful reply, per request type.
 *
 * @example
 * resultSchemas.createRoom.parse(reply.result); // { room, seat: 0, token, version }
 */
export const resultSchemas = {
  hello: z.strictObject({ protocol: z.int(), serverTime: z.number() }),
  resume: seatedSchema,
  createRoom: z.extend(seatedSchema, { token: seatTokenSchema }),
  /** `seat` and `token` are null for a spectator. */
  joinRoom: z.strictObject({
    room: roomCodeSchema,
    seat: z.nullable(seatSchema),
    token: z.nullable(seatTokenSchema),
    version,
  }),
  /** The seat claimed from the next round and the token it will answer to (keep it, then `resume`). */
  claimSeat: z.strictObject({ seat: seatSchema, token: seatTokenSchema, version }),
  /** The room's version after the seat was freed (the leaver sees no more of it). */
  leaveRoom: ackSchema,
  /** The version of the room state and game view just sent. */
  resync: ackSchema,
  setProfile: ackSchema,
  /** A chat line is kept with the room, so it raises the room's version. */
  chat: ackSchema,
  react: ackSchema,
  claimStoryteller: ackSchema,
  clue: ackSchema,
  submit: ackSchema,
  vote: ackSchema,
  trap: ackSchema,
  continue: ackSchema,
  wait: ackSchema,
  setPreset: ackSchema,
  setTimers: ackSchema,
  start: ackSchema,
  kick: ackSchema,
  lock: ackSchema,
  unlock: ackSchema,
  transferHost: ackSchema,
  addBot: z.extend(ackSchema, { seat: seatSchema }),
  setStandIn: ackSchema,
  setLanguage: ackSchema,
  setDecks: ackSchema,
  removeBot: ackSchema,
  muteSeat: ackSchema,
  pauseGame: ackSchema,
  resumeGame: ackSchema,
  endGame: ackSchema,
  hideClue: ackSchema,
  rematch: ackSchema,
} as const satisfies Record<RequestType, z.ZodMiniType>;

/** The result of a successful request of type `T`. */
export type ResultOf<T extends RequestType> = z.output<(typeof resultSchemas)[T]>;

/**
 * A reply as it travels. `result` is checked against `resultSchemas[type]` by the client, which
 * knows the type from the `rid` it sent.
 *
 * @example
 * { "type": "reply", "rid": "10", "ok": false, "error": { "code": "cannot_vote_own_card", "message": "…" } }
 */
export const replySchema = z.discriminatedUnion('ok', [
  z.strictObject({
    type: z.literal('reply'),
    rid: requestIdSchema,
    ok: z.literal(true),
    result: z.record(z.string(), z.unknown()),
  }),
  z.strictObject({
    type: z.literal('reply'),
    rid: requestIdSchema,
    ok: z.literal(false),
    error: errorBodySchema,
  }),
]);
export type Reply = z.output<typeof replySchema>;

/** A successful reply to a request of type `T`. */
export interface OkReply<T extends RequestType> {
  readonly type: 'reply';
  readonly rid: RequestId;
  readonly ok: true;
  readonly result: ResultOf<T>;
}

/** A refusal. */
export interface ErrorReply {
  readonly type: 'reply';
  readonly rid: RequestId;
  readonly ok: false;
  readonly error: ErrorBody;
}

/**
 * Builds a success reply; typed by the request so the server cannot send the wrong result shape.
 *
 * @example
 * okReply<'vote'>(message.rid, { version: 12 });
 */
export function okReply<T extends RequestType>(rid: RequestId, result: ResultOf<T>): OkReply<T> {
  return { type: 'reply', rid, ok: true, result };
}

/**
 * Builds an error reply.
 *
 * @example
 * errorReply(message.rid, protocolError('not_host', 'Only the host may start the game.'));
 */
export function errorReply(rid: RequestId, error: ErrorBody): ErrorReply {
  return { type: 'reply', rid, ok: false, error };
}
