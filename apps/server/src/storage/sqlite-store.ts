import type { RoomCode, RoomPhase } from '@fabula/protocol';
import {
  touchedAt,
  type JsonValue,
  type LogRecord,
  type RoomWrite,
  type StoredRoom,
} from './room.ts';
import { docVersionOf, storedDoc, toInt as int, toRoom } from './rows.ts';
import { SqliteDatabase, settle } from './sqlite-database.ts';
import {
  appliedOutcome,
  planWrite,
  type ClaimOptions,
  type CreateOutcome,
  type Decision,
  type DocReplayer,
  type DueRoom,
  type ExpiryPolicy,
  type GameStore,
  type ReadLogOptions,
  type Transacted,
  type TransactRequest,
} from './store.ts';

export interface SqliteStoreOptions<Doc = unknown> {
  /** A file path, or `:memory:` (tests). The folder must exist. */
  readonly path: string;
  /** How long to wait for another process's write lock before failing (ms). */
  readonly busyTimeoutMs?: number;
  /**
   * `full` (default): every commit syncs the WAL before the transaction returns, so an
   * acknowledged move survives a power cut. `normal`: commits reach the operating system's
   * cache; a process crash (`kill -9`) loses nothing, a power cut may.
   */
  readonly durability?: 'full' | 'normal';
  /** The clock for `createdAt`, `updatedAt` and log times (tests pass a fake one). */
  readonly now?: () => number;
  /**
   * Rebuilds a document from the one before and a log entry: needed to read a database whose
   * documents are stored a few versions behind their rows (documents.ts), as the fast store
   * writes them.
   */
  readonly replayDoc?: DocReplayer<Doc>;
}

/**
 * The plain store, the reference every other store is tested against: one SQLite file through
 * Node's built-in `node:sqlite` (WAL mode), and for each `transact` exactly what GameStore says,
 * in one `BEGIN IMMEDIATE … COMMIT`: look up the request id, read the row and its document,
 * decide, write the row with `version + 1`, the whole document and the log entry. Nothing is
 * cached, grouped or deferred. `SERVER_PATH=plain` runs the server on it.
 *
 * @example
 * const store = openSqliteStore<RoomRecord>({ path: 'data/fabula.db', replayDoc });
 */
export class SqliteGameStore<Doc, Reply = JsonValue> implements GameStore<Doc, Reply> {
  readonly #database: SqliteDatabase;
  readonly #now: () => number;
  readonly #replay: DocReplayer<Doc> | null;

  constructor(options: SqliteStoreOptions<Doc>) {
    this.#now = options.now ?? Date.now;
    this.#replay = options.replayDoc ?? null;
    this.#database = new SqliteDatabase({
      path: options.path,
      busyTimeoutMs: options.busyTimeoutMs,
      synchronous: options.durability === 'normal' ? 'NORMAL' : 'FULL',
      now: this.#now,
    });
  }

  createRoom(code: RoomCode, room: RoomWrite<Doc>): Promise<CreateOutcome<Doc>> {
    return settle(() =>
      this.#database.transaction((): CreateOutcome<Doc> => {
        if (this.#database.exists(code)) return { ok: false, reason: 'exists' };
        const at = this.#now();
        this.#database.insertRoom(code, room, JSON.stringify(room.doc), at);
        return { ok: true, room: { ...room, code, version: 1, createdAt: at, updatedAt: at } };
      }),
    );
  }

  loadRoom(code: RoomCode): Promise<StoredRoom<Doc> | null> {
    return settle(() => this.#room(code) ?? null);
  }

  transact<D extends Decision<Doc, Reply>>(
    code: RoomCode,
    request: TransactRequest,
    decide: (room: StoredRoom<Doc>) => D,
  ): Promise<Transacted<Doc, Reply, D>> {
    return settle(() =>
      this.#database.transaction((): Transacted<Doc, Reply, D> => {
        const database = this.#database;
        const done =
          request.rid === null ? undefined : database.loggedRequest<Reply>(code, request.rid);
        if (done !== undefined) return { kind: 'duplicate', entry: done };
        const room = this.#room(code);
        if (room === undefined) return { kind: 'not_found' };
        const planned = planWrite<Doc, Reply, D>(room, request, decide, this.#now);
        if (planned.kind !== 'planned') return planned;
        const { version, entry } = planned;
        const updatedAt = touchedAt(room, planned.room.phase, entry.at);
        const updated = database
          .sql(
            `UPDATE rooms SET version = ?, doc_version = ?, phase = ?, deadline = ?,
               updated_at = ?, claimed_until = NULL
             WHERE code = ? AND version = ?`,
          )
          .run(
            version,
            version,
            planned.room.phase,
            planned.room.deadline,
            updatedAt,
            code,
            room.version,
          );
        // The write lock is held since BEGIN IMMEDIATE: nobody else can have moved the version.
        if (Number(updated.changes) !== 1) throw new Error(`Room ${code} changed under its lock.`);
        database.storeDocument(code, JSON.stringify(planned.room.doc), 'update');
        database.appendLog(entry);
        return appliedOutcome(planned, updatedAt);
      }),
    );
  }

  readLog(code: RoomCode, options: ReadLogOptions = {}): Promise<LogRecord<Reply>[]> {
    return settle(() => this.#database.readLog<Reply>(code, options));
  }

  dueRooms(now: number, limit: number): Promise<DueRoom[]> {
    return settle(() => this.#database.dueRooms(now, limit));
  }

  claimDueRooms(now: number, options: ClaimOptions): Promise<DueRoom[]> {
    return settle(() => this.#database.claimDueRooms(now, options));
  }

  expireRooms(policy: ExpiryPolicy): Promise<RoomCode[]> {
    return settle(() => this.#database.expireRooms(policy));
  }

  deleteRoom(code: RoomCode): Promise<boolean> {
    return settle(() => this.#database.deleteRoom(code));
  }

  countRooms(): Promise<Record<RoomPhase, number>> {
    return settle(() => this.#database.countRooms());
  }

  close(): Promise<void> {
    this.#database.close();
    return Promise.resolve();
  }

  /** The room with its document (rebuilt from the log when it is stored a few versions back). */
  #room(code: RoomCode): StoredRoom<Doc> | undefined {
    const row = this.#database
      .sql(
        `SELECT code, version, phase, deadline, created_at, updated_at, doc_version,
           ${storedDoc} AS doc
         FROM rooms WHERE code = ?`,
      )
      .get(code);
    if (row === undefined) return undefined;
    if (docVersionOf(row) === int(row.version)) return toRoom<Doc>(row);
    return this.#database.rebuiltRoom<Doc>(row, this.#replay);
  }
}

/**
 * Opens (creating or migrating) the plain SQLite store.
 *
 * @example
 * const store = openSqliteStore<RoomRecord>({ path: join(dataDir, 'fabula.db'), replayDoc });
 */
export function openSqliteStore<Doc, Reply = JsonValue>(
  options: SqliteStoreOptions<Doc>,
): SqliteGameStore<Doc, Reply> {
  return new SqliteGameStore<Doc, Reply>(options);
}
