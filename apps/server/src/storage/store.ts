import type { RoomCode, RoomPhase } from '@fabula/protocol';
import type { JsonValue, LogAction, LogRecord, RoomWrite, StoredRoom } from './room.ts';

/**
 * The server's only way to persistent state. Methods are async so a networked database
 * (Postgres) can implement the same interface; every implementation must pass the contract suite
 * in test/storage-contract.ts.
 *
 * The central method is `transact`: one command, one transaction (ARCHITECTURE.md):
 * look up the request id → load the row → check the expected version → `decide` → write the row
 * with `version + 1` and append the log entry → commit. One room's transactions never interleave.
 *
 * `Doc` is the room logic's record, kept as JSON (see `RoomWrite`).
 */
export interface GameStore<Doc> {
  /** Creates a room at version 1; refused when the code is taken (the caller draws another). */
  createRoom(code: RoomCode, room: RoomWrite<Doc>): Promise<CreateOutcome<Doc>>;

  /** The room with its version, or null when there is none (never created, or expired). */
  loadRoom(code: RoomCode): Promise<StoredRoom<Doc> | null>;

  /**
   * Applies one command to one room atomically. `decide` runs inside the transaction on the
   * current row and must be synchronous and pure (the engine's `apply` is): it either returns
   * the new room, the log entry and the reply, or refuses with a reply (nothing is written, and
   * a retry of a refused request id is decided again).
   *
   * @example
   * const outcome = await store.transact(code, { rid, expectedVersion: null }, (room) => {
   *   const next = apply(room.doc.game.state, command);
   *   if (!next.ok) return refuse({ ok: false, error: next.error });
   *   const doc = withState(room.doc, next.value.state);
   *   return write({ ...room, doc }, { kind: 'command', game: 1, command }, { ok: true });
   * });
   */
  transact(code: RoomCode, request: TransactRequest, decide: Decide<Doc>): Promise<Transacted<Doc>>;

  /** A room's log in version order, optionally after a version and limited in length. */
  readLog(code: RoomCode, options?: ReadLogOptions): Promise<LogRecord[]>;

  /** Rooms whose `deadline <= now`, earliest first: what the scheduler must act on. */
  dueRooms(now: number, limit: number): Promise<DueRoom[]>;

  /**
   * Claims due rooms for one scheduler: like `dueRooms`, but only rooms nobody has claimed (or
   * whose claim lapsed), and each returned room is claimed until `now + leaseMs`, so other
   * processes skip it. Any write to the room (`transact`) ends its claim. With several processes
   * on one database each due deadline is claimed by exactly one of them (Postgres: `FOR UPDATE
   * SKIP LOCKED`); a process that dies mid-way lets its claims lapse after `leaseMs`.
   */
  claimDueRooms(now: number, options: ClaimOptions): Promise<DueRoom[]>;

  /**
   * Deletes rooms (and their logs) untouched since `idleBefore`; finished rooms only when
   * untouched since `finishedBefore`, and never when it is null (finished games stay
   * readable). Returns the deleted codes, so connections in them can be told.
   */
  expireRooms(policy: ExpiryPolicy): Promise<RoomCode[]>;

  /** Deletes one room and its log; false when there was none. */
  deleteRoom(code: RoomCode): Promise<boolean>;

  /** How many rooms are in each phase (for metrics). */
  countRooms(): Promise<Record<RoomPhase, number>>;

  /** Finishes and releases the store; other methods must not be called after it. */
  close(): Promise<void>;
}

export type CreateOutcome<Doc> =
  | { readonly ok: true; readonly room: StoredRoom<Doc> }
  | { readonly ok: false; readonly reason: 'exists' };

export interface TransactRequest {
  /**
   * The client's request id, unique per room: a request id already in the room's log is
   * answered from the log (`duplicate`) and not decided again. Null for the server's own
   * commands (timers, bots).
   */
  readonly rid: string | null;
  /** The version the caller acted on; another current version gives `stale`. Null: any. */
  readonly expectedVersion: number | null;
}

/**
 * Rebuilds a room's document from the document one version before and the log entry that
 * made the change, or returns null when that entry cannot be replayed (the store then reads the
 * stored document). A store with several writers uses it so a process whose cached document is
 * a few versions old reads the few small log entries it missed instead of the whole document.
 * It must give exactly the document the writer stored (the engine is pure and deterministic).
 */
export type DocReplayer<Doc> = (doc: Doc, action: LogAction) => Doc | null;

/** What `decide` returns: build it with `write` or `refuse`. */
export type Decision<Doc> =
  | {
      readonly kind: 'write';
      readonly room: RoomWrite<Doc>;
      readonly action: LogAction;
      readonly reply: JsonValue;
    }
  | { readonly kind: 'refuse'; readonly reply: JsonValue };

export type Decide<Doc> = (room: StoredRoom<Doc>) => Decision<Doc>;

/** The new row, its log entry and the reply to send (and to send again on a retry). */
export function write<Doc>(
  room: RoomWrite<Doc>,
  action: LogAction,
  reply: JsonValue,
): Decision<Doc> {
  return { kind: 'write', room, action, reply };
}

/** Nothing to write: only a reply (e.g. the engine refused the move). */
export function refuse(reply: JsonValue): Decision<never> {
  return { kind: 'refuse', reply };
}

/**
 * How a transaction ended. Refusals are values, not exceptions; only a broken database (or a
 * throwing `decide`, which is rolled back) rejects the promise.
 */
export type Transacted<Doc> =
  /** Written and committed: the new row and its log entry. */
  | { readonly kind: 'applied'; readonly room: StoredRoom<Doc>; readonly entry: LogRecord }
  /** `decide` refused: nothing written. */
  | { readonly kind: 'refused'; readonly room: StoredRoom<Doc>; readonly reply: JsonValue }
  /** The request id was applied before: its entry, with the reply it got then. */
  | { readonly kind: 'duplicate'; readonly entry: LogRecord }
  /** The expected version is not the current one: nothing decided or written. */
  | { readonly kind: 'stale'; readonly version: number }
  | { readonly kind: 'not_found' };

export interface ReadLogOptions {
  /** Only entries with a greater version. */
  readonly afterVersion?: number;
  readonly limit?: number;
}

export interface DueRoom {
  readonly code: RoomCode;
  readonly deadline: number;
  /** Pass it as `expectedVersion`: if another process acted first, the transaction is `stale`. */
  readonly version: number;
}

export interface ClaimOptions {
  /** At most this many rooms. */
  readonly limit: number;
  /** How long the claim holds if the claimer never writes the room (it died, or nothing was due). */
  readonly leaseMs: number;
}

export interface ExpiryPolicy {
  /** Rooms in the lobby or playing, last written before this time (ms since epoch), go. */
  readonly idleBefore: number;
  /** Finished rooms last written before this time go; null keeps them forever. */
  readonly finishedBefore: number | null;
}

/** A room's next write, as both stores make it: the new row, its version and its log entry. */
export interface PlannedWrite<Doc> {
  readonly room: RoomWrite<Doc>;
  readonly version: number;
  readonly entry: LogRecord;
}

/**
 * The part of `transact` every store shares once it holds the current room: the version check,
 * `decide`, and the log entry of a write. Returns the outcome when there is nothing to write.
 */
export function planWrite<Doc>(
  room: StoredRoom<Doc>,
  request: TransactRequest,
  decide: Decide<Doc>,
  at: () => number,
): Transacted<Doc> | PlannedWrite<Doc> {
  if (request.expectedVersion !== null && request.expectedVersion !== room.version)
    return { kind: 'stale', version: room.version };
  const decision = decide(room);
  if (decision.kind === 'refuse') return { kind: 'refused', room, reply: decision.reply };
  const version = room.version + 1;
  const entry: LogRecord = {
    code: room.code,
    version,
    rid: request.rid,
    at: at(),
    action: decision.action,
    reply: decision.reply,
  };
  return { room: decision.room, version, entry };
}
