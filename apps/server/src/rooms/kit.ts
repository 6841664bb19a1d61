import type { ErrorBody, ErrorCode } from '@fabula/protocol';
import type { GameEvent } from '@fabula/rules';
import { refuse, write, type Decision } from '../storage/store.ts';
import type { JsonValue, LogAction, StoredRoom } from '../storage/room.ts';
import { nextDeadline } from './deadlines.ts';
import { roomPhase, type RoomRecord } from './record.ts';

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

/** What the store keeps as a reply: the reply without its request id. */
export type StoredReply =
  | { readonly ok: true; readonly result: { readonly [key: string]: JsonValue } }
  | { readonly ok: false; readonly error: ErrorBody };

export type RoomDecision = Decision<RoomRecord>;
export type Stored = StoredRoom<RoomRecord>;

/** A decision's side channel: the engine events of the change, for the pushes after commit. */
export interface Effects {
  events: GameEvent[];
}

export function denied(code: ErrorCode, message: string): RoomDecision {
  const reply: StoredReply = { ok: false, error: { code, message } };
  return refuse(reply);
}

export function deniedWith(error: {
  readonly code: string;
  readonly message: string;
}): RoomDecision {
  return denied(error.code as ErrorCode, error.message);
}

/** Writes the new record with its phase and next deadline, logs `action`, acks with the version. */
export function commit(
  room: Stored,
  doc: RoomRecord,
  action: LogAction,
  timing: Timing,
  result: { readonly [key: string]: JsonValue } = {},
): RoomDecision {
  const reply: StoredReply = { ok: true, result: { version: room.version + 1, ...result } };
  return write(
    { phase: roomPhase(doc), deadline: nextDeadline(doc, timing), doc },
    action,
    reply as unknown as JsonValue,
  );
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
): number | RoomDecision {
  const seat = seatOf(doc, caller);
  if (seat === null) return denied('not_seated', 'You do not hold a seat in this room.');
  if (options.host === true && doc.lobby.host !== seat) {
    return denied('not_host', 'Only the host may do that.');
  }
  return seat;
}
