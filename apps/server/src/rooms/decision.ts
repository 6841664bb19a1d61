import type { ChatPush, ErrorBody, ErrorCode } from '@fabula/protocol';
import type { GameEvent } from '@fabula/rules';
import type { JsonValue, LogAction, RoomWrite, StoredRoom } from '../storage/room.ts';
import type { GameStore } from '../storage/store.ts';

export { isWrite } from '../storage/store.ts';
import { nextDeadline } from './deadlines.ts';
import { roomPhase, type RoomRecord } from './record.ts';

/**
 * A room decision: what one request (or the server itself: a timer, a bot, presence) does to a
 * room, as one value. Decisions are pure functions of the stored room, made inside the store's
 * transaction; the store hands the decision back whole with its outcome, and everything that
 * follows the commit (the pushes, the reply) reads it from there.
 */
export type RoomDecision<Result extends ResultBody = ResultBody> =
  WriteDecision<Result> | RefuseDecision;

/** The room changes: its new record, the log entry, the reply, and what to tell whom. */
export interface WriteDecision<Result extends ResultBody = ResultBody> {
  readonly kind: 'write';
  readonly room: RoomWrite<RoomRecord>;
  readonly action: LogAction;
  /** The reply to the sender, kept with the log entry so a retry gets it again. */
  readonly reply: OkReply<Result>;
  /** What the log keeps of the reply when the sender's holds a secret (a claim's seat token). */
  readonly logged?: OkReply;
  /** The engine's events of the change, pushed with every game view. */
  readonly events: readonly GameEvent[];
  /** A chat line said in the room, pushed to everyone in it. */
  readonly chat: ChatPush | null;
  /** A token that no longer holds a seat (it left, or was kicked): told, then detached. */
  readonly removed: Removal | null;
  /** Drawn or recorded clues no longer in the game (the host hid them): their files go. */
  readonly filesGone: readonly string[];
}

/** Nothing changes: the reason, with the code the sender's reply carries. */
export interface RefuseDecision {
  readonly kind: 'refuse';
  readonly error: ErrorBody;
}

export interface Removal {
  readonly tokenHash: string;
  readonly reason: 'kicked' | 'left';
}

/** A successful reply's result (JSON, kept in the log). */
export type ResultBody = { readonly [key: string]: JsonValue };

export interface OkReply<Result extends ResultBody = ResultBody> {
  readonly ok: true;
  readonly result: Result;
}

/** What the store keeps as a reply (the reply without its request id), and what is sent. */
export type StoredReply = OkReply | { readonly ok: false; readonly error: ErrorBody };

/** The store of rooms: records, with the replies kept for retries. */
export type RoomStore = GameStore<RoomRecord, StoredReply>;

export type Stored = StoredRoom<RoomRecord>;

/** The timing settings decisions need to compute the room's next deadline. */
export interface Timing {
  readonly now: number;
  readonly botDelayMs: number;
  readonly hostHandoverMs: number;
}

/**
 * Who is asking: the hash of the seat token they presented (null: a spectator). The seat is
 * looked up by it on every request, because lobby seats renumber when someone leaves, and a
 * kicked token must stop working at once.
 */
export interface Caller {
  readonly tokenHash: string | null;
  /**
   * The connection asking (its Socket.IO id). A spectator has no token, so this is what keeps
   * two spectators' request ids apart in the room's log (their counters may be equal).
   */
  readonly connection?: string;
}

/** What every request's decision is given besides the room and the request. */
export interface DecisionContext {
  readonly caller: Caller;
  readonly timing: Timing;
}

/** A refusal with a stable code (the protocol's, the lobby's or the engine's own). */
export function denied(code: ErrorCode, message: string): RefuseDecision {
  return { kind: 'refuse', error: { code, message } };
}

/** A refusal carrying an error as the engine or the lobby gave it. */
export function deniedWith(error: {
  readonly code: ErrorCode;
  readonly message: string;
}): RefuseDecision {
  return denied(error.code, error.message);
}

/** Most requests' result: the room's version after the change. */
export interface Ack extends ResultBody {
  readonly version: number;
}

/** The result of a request that gives the caller (or a bot) a seat. */
export interface SeatAck extends Ack {
  readonly seat: number;
}

/**
 * Writes the new record with its phase and next deadline, logs `action`, acks with the version.
 * Events, a chat line or a removal are added by the caller.
 */
export function commit(
  room: Stored,
  doc: RoomRecord,
  action: LogAction,
  timing: Timing,
): WriteDecision<Ack> {
  return {
    kind: 'write',
    room: { phase: roomPhase(doc), deadline: nextDeadline(doc, timing), doc },
    action,
    reply: { ok: true, result: { version: room.version + 1 } },
    events: [],
    chat: null,
    removed: null,
    filesGone: [],
  };
}

/** The same write, its reply naming the seat it gave. */
export function withSeat(decision: WriteDecision<Ack>, seat: number): WriteDecision<SeatAck> {
  return { ...decision, reply: { ok: true, result: { ...decision.reply.result, seat } } };
}

/** The caller's seat if their token still holds it (a kicked or replaced token acts for no one). */
export function seatOf(doc: RoomRecord, caller: Caller): number | null {
  if (caller.tokenHash === null) return null;
  const seat = doc.lobby.seats.findIndex((s) => s.tokenHash === caller.tokenHash);
  return seat < 0 ? null : seat;
}

/** The caller's seat, or a refusal when they hold none, or are not the host when `host` is asked. */
export function requireSeat(
  doc: RoomRecord,
  caller: Caller,
  options: { readonly host?: boolean } = {},
): number | RefuseDecision {
  const seat = seatOf(doc, caller);
  if (seat === null) return denied('not_seated', 'You do not hold a seat in this room.');
  if (options.host === true && doc.lobby.host !== seat) {
    return denied('not_host', 'Only the host may do that.');
  }
  return seat;
}
