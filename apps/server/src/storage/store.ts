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
export interface GameStore<Doc, Reply = JsonValue> {
  /** Creates a room at version 1; refused when the code is taken (the caller draws another). */
  createRoom(code: RoomCode, room: RoomWrite<Doc>): Promise<CreateOutcome<Doc>>;

  /** The room with its version, or null when there is none (never created, or expired). */
  loadRoom(code: RoomCode): Promise<StoredRoom<Doc> | null>;

  /**
   * Applies one command to one room atomically. `decide` runs inside the transaction on the
   * current row and must be synchronous and pure (the engine's `apply` is): it either returns
   * a write (the new room, the log entry and the reply) or a refusal (nothing is written, and a
   * retry of a refused request id is decided again). Whatever else the decision carries (the
   * caller's own fields: events, a chat line…) comes back with it, whole, in the outcome.
   *
   * @example
   * const outcome = await store.transact(code, { rid, expectedVersion: null }, (room) => {
   *   const next = apply(room.doc.game.state, command);
   *   if (!next.ok) return { kind: 'refuse', error: next.error };
   *   const doc = withState(room.doc, next.value.state);
   *   return write({ ...room, doc }, { kind: 'command', game: 1, command }, { ok: true });
   * });
   * if (outcome.kind === 'applied') publish(outcome.room, outcome.decision);
   */
  transact<D extends Decision<Doc, Reply>>(
    code: RoomCode,
    request: TransactRequest,
    decide: (room: StoredRoom<Doc>) => D,
  ): Promise<Transacted<Doc, Reply, D>>;

  /** A room's log in version order, optionally after a version and limited in length. */
  readLog(code: RoomCode, options?: ReadLogOptions): Promise<LogRecord<Reply>[]>;

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

/**
 * What `decide` returns, at the least: a write (the new row, its log entry's action, and the
 * reply to send, and to send again on a retry), or a refusal (nothing is written). A caller's
 * decisions may carry more fields; the store hands them back untouched.
 */
export type Decision<Doc, Reply = JsonValue> = Write<Doc, Reply> | Refusal;

export interface Write<Doc, Reply = JsonValue> {
  readonly kind: 'write';
  readonly room: RoomWrite<Doc>;
  readonly action: LogAction;
  readonly reply: Reply;
  /**
   * The reply as the log keeps it, for a retry, when the sender's holds what the log must not
   * (a claimed seat's new token); by default the reply itself.
   */
  readonly logged?: Reply;
}

export interface Refusal {
  readonly kind: 'refuse';
}

/** A write with nothing more to it (tests, tools). */
export function write<Doc, Reply>(
  room: RoomWrite<Doc>,
  action: LogAction,
  reply: Reply,
): Write<Doc, Reply> {
  return { kind: 'write', room, action, reply };
}

/** A refusal with nothing more to it (tests, tools). */
export function refuse(): Refusal {
  return { kind: 'refuse' };
}

/** Whether a decision writes (a type guard that keeps the caller's own decision type). */
export function isWrite<D extends Decision<unknown, unknown>>(
  decision: D,
): decision is Extract<D, { readonly kind: 'write' }> {
  return decision.kind === 'write';
}

/** Whether a decision refuses (a type guard that keeps the caller's own decision type). */
export function isRefusal<D extends Decision<unknown, unknown>>(
  decision: D,
): decision is Exclude<D, { readonly kind: 'write' }> {
  return decision.kind === 'refuse';
}

/**
 * How a transaction ended. Refusals are values, not exceptions; only a broken database (or a
 * throwing `decide`, which is rolled back) rejects the promise. `D` is the caller's decision
 * type: an applied or refused outcome returns the decision whole.
 */
export type Transacted<
  Doc,
  Reply = JsonValue,
  D extends Decision<Doc, Reply> = Decision<Doc, Reply>,
> =
  /**
   * Written and committed: the new row and its log entry, the row it was decided on
   * (`previous`, one version before), and the decision.
   */
  | {
      readonly kind: 'applied';
      readonly room: StoredRoom<Doc>;
      readonly previous: StoredRoom<Doc>;
      readonly decision: Extract<D, { readonly kind: 'write' }>;
      readonly entry: LogRecord<Reply>;
    }
  /** `decide` refused: nothing written. */
  | {
      readonly kind: 'refused';
      readonly room: StoredRoom<Doc>;
      readonly decision: Exclude<D, { readonly kind: 'write' }>;
    }
  /** The request id was applied before: its entry, with the reply it got then. */
  | { readonly kind: 'duplicate'; readonly entry: LogRecord<Reply> }
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

/**
 * A room's next write, as every store makes it: the new row, its version and its log entry,
 * with the decision and the row it was decided on.
 */
export interface PlannedWrite<Doc, Reply, D extends Decision<Doc, Reply>> {
  readonly kind: 'planned';
  readonly room: RoomWrite<Doc>;
  readonly version: number;
  readonly entry: LogRecord<Reply>;
  readonly previous: StoredRoom<Doc>;
  readonly decision: Extract<D, { readonly kind: 'write' }>;
}

/**
 * The part of `transact` every store shares once it holds the current room: the version check,
 * `decide`, and the log entry of a write. Returns the outcome when there is nothing to write.
 */
export function planWrite<Doc, Reply, D extends Decision<Doc, Reply>>(
  room: StoredRoom<Doc>,
  request: TransactRequest,
  decide: (room: StoredRoom<Doc>) => D,
  at: () => number,
): Transacted<Doc, Reply, D> | PlannedWrite<Doc, Reply, D> {
  if (request.expectedVersion !== null && request.expectedVersion !== room.version)
    return { kind: 'stale', version: room.version };
  const decision = decide(room);
  if (isRefusal(decision)) return { kind: 'refused', room, decision };
  if (!isWrite(decision)) throw new TypeError('A decision either writes or refuses.');
  const version = room.version + 1;
  const entry: LogRecord<Reply> = {
    code: room.code,
    version,
    rid: request.rid,
    at: at(),
    action: decision.action,
    reply: decision.logged ?? decision.reply,
  };
  return { kind: 'planned', room: decision.room, version, entry, previous: room, decision };
}

/** The outcome of a planned write once it is committed, at `updatedAt`. */
export function appliedOutcome<Doc, Reply, D extends Decision<Doc, Reply>>(
  planned: PlannedWrite<Doc, Reply, D>,
  updatedAt: number,
): Transacted<Doc, Reply, D> {
  const { previous, version } = planned;
  return {
    kind: 'applied',
    room: {
      ...planned.room,
      code: previous.code,
      version,
      createdAt: previous.createdAt,
      updatedAt,
    },
    previous,
    decision: planned.decision,
    entry: planned.entry,
  };
}
