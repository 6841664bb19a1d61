import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { RoomCode, RoomPhase } from '@fabula/protocol';
import { Checkpointer } from './checkpointer.ts';
import { DocCache, type CachedDoc } from './doc-cache.ts';
import {
  docWriting,
  rebuiltDocument,
  storesDocument,
  type DocCheckpoints,
  type DocWriting,
} from './doc-checkpoints.ts';
import { DurabilityBarrier } from './durability-barrier.ts';
import { GroupCommit } from './group-commit.ts';
import {
  touchedAt,
  type JsonValue,
  type LogRecord,
  type RoomWrite,
  type StoredRoom,
} from './room.ts';
import {
  docVersionOf,
  toInt as int,
  roomColumnsUnlessCached,
  storedDocOf,
  toLogRecord,
  toRoomCached,
  toRoomWithDoc,
  toText as text,
} from './rows.ts';
import { latestSchemaVersion, migrations, schemaVersionTable } from './schema.ts';
import { WalFile } from './wal-file.ts';
import { appliedOutcome, planWrite } from './store.ts';
import type {
  ClaimOptions,
  CreateOutcome,
  Decision,
  DocReplayer,
  DueRoom,
  ExpiryPolicy,
  GameStore,
  ReadLogOptions,
  Transacted,
  TransactRequest,
} from './store.ts';

export interface SqliteStoreOptions<Doc = unknown> {
  /** A file path, or `:memory:` (tests). The folder must exist. */
  readonly path: string;
  /** How long to wait for another process's write lock before failing (ms). */
  readonly busyTimeoutMs?: number;
  /**
   * `full` (default): no write is acknowledged before the disk holds it, so an acknowledged move
   * survives a power cut (the WAL is synced off the event loop: see DurabilityBarrier).
   * `normal`: acknowledged once in the operating system's cache; survives a process crash
   * (`kill -9`) but not a power cut.
   */
  readonly durability?: 'full' | 'normal';
  /** The clock for `createdAt`, `updatedAt` and log times (tests pass a fake one). */
  readonly now?: () => number;
  /** Writes a document as JSON (default `JSON.stringify`; the server reuses unchanged parts). */
  readonly serializeDoc?: (doc: Doc) => string;
  /** Writes asked for within this many ms of the last commit share the next (see GroupCommit). */
  readonly commitWindowMs?: number;
  /** Rebuilds a document from the one before and a log entry (needed by `docCheckpoints`). */
  readonly replayDoc?: DocReplayer<Doc>;
  /** Store the whole document only every few versions (doc-checkpoints.ts); default: always. */
  readonly docCheckpoints?: DocCheckpoints;
}

/** Measured with `npm run bench:load` (docs/benchmarks.md): most of the CPU saved, little latency. */
export const defaultCommitWindowMs = 4;

/** The most the connection's page cache holds (KiB; see the constructor). */
const pageCacheKb = 16 * 1024;

/**
 * WAL syncs that may run at once (DurabilityBarrier). libuv's thread pool has four threads: three
 * for syncs leave one for the server's other file work. Measured with `npm run bench:load` at
 * 600 rooms against one at a time: the wait for durability at p99 12–19 ms against 20–24 ms
 * (docs/benchmarks.md).
 */
const walSyncsInFlight = 3;

/**
 * The embedded store: one SQLite file through Node's built-in `node:sqlite`, WAL mode. The
 * driver is synchronous, so a transaction runs start to end without yielding: within one
 * process transactions cannot interleave at all, and `BEGIN IMMEDIATE` takes the write lock up
 * front so several processes on one file serialise too (waiting up to `busyTimeoutMs`).
 *
 * @example
 * const store = openSqliteStore<RoomRecord>({ path: 'data/fabula.db', ...recordStorage() });
 */
export class SqliteGameStore<Doc, Reply = JsonValue> implements GameStore<Doc, Reply> {
  readonly #db: DatabaseSync;
  readonly #now: () => number;
  readonly #statements = new Map<string, StatementSync>();
  readonly #group: GroupCommit;
  readonly #docs = new DocCache<Doc>();
  /**
   * Documents written by the group now running, by room: a second command for the same room in
   * one group reads the row the first wrote, whose version the committed cache does not hold
   * yet, and would parse its document again (and lose the sharing of unchanged parts with the
   * one before, which the JSON writers rely on). Emptied when the group's transaction ends.
   */
  readonly #groupDocs = new Map<RoomCode, CachedDoc<Doc>>();
  readonly #wal: WalFile | null;
  readonly #barrier: DurabilityBarrier | null;
  readonly #checkpointer: Checkpointer | null;

  readonly #serialize: (doc: Doc) => string;
  readonly #writing: DocWriting<Doc>;

  constructor(options: SqliteStoreOptions<Doc>) {
    this.#now = options.now ?? Date.now;
    this.#serialize = options.serializeDoc ?? JSON.stringify;
    this.#writing = docWriting(options);
    this.#db = new DatabaseSync(options.path, { enableForeignKeyConstraints: true });
    const db = this.#db;
    db.exec(`PRAGMA busy_timeout = ${String(Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    const onFile = db.prepare('PRAGMA journal_mode = WAL').get()?.journal_mode === 'wal';
    // Commits never fsync on this thread: the barrier syncs the WAL on the thread pool (full)
    // and the checkpointer copies it into the database file on a worker.
    db.exec('PRAGMA synchronous = NORMAL');
    // SQLite's default page cache (2 MB) is smaller than the pages a busy server touches again
    // and again (the rooms' rows, the log's indexes at each room's end): each miss was a read
    // from the file. Pages come into it only as they are used.
    db.exec(`PRAGMA cache_size = ${String(-pageCacheKb)}`);
    migrate(db, this.#now);
    this.#wal = onFile && options.durability !== 'normal' ? new WalFile(options.path) : null;
    const wal = this.#wal;
    this.#barrier = wal
      ? new DurabilityBarrier(() => wal.sync(), { maxInFlight: walSyncsInFlight })
      : null;
    this.#group = new GroupCommit(db, {
      barrier: this.#barrier,
      ended: () => {
        this.#groupDocs.clear();
      },
      windowMs: options.commitWindowMs ?? defaultCommitWindowMs,
    });
    this.#checkpointer = null;
    if (onFile) {
      db.exec('PRAGMA wal_autocheckpoint = 0');
      // After a restart the WAL is truncated back to this size rather than kept at its peak.
      db.exec('PRAGMA journal_size_limit = 67108864');
      this.#checkpointer = new Checkpointer(options.path, () => {
        // No worker: SQLite checkpoints on its own again, on this thread.
        if (db.isOpen) db.exec('PRAGMA wal_autocheckpoint = 1000');
      });
    }
  }

  createRoom(code: RoomCode, room: RoomWrite<Doc>): Promise<CreateOutcome<Doc>> {
    return this.#group.run((): CreateOutcome<Doc> => {
      if (this.#sql('SELECT 1 FROM rooms WHERE code = ?').get(code) !== undefined)
        return { ok: false, reason: 'exists' } as const;
      const at = this.#now();
      this.#sql(
        `INSERT INTO rooms (code, version, phase, deadline, created_at, updated_at, doc_version)
           VALUES (?, 1, ?, ?, ?, ?, 1)`,
      ).run(code, room.phase, room.deadline, at, at);
      this.#storeDocument(code, room.doc, 'insert');
      this.#groupDocs.set(code, { version: 1, createdAt: at, doc: room.doc });
      return { ok: true, room: { ...room, code, version: 1, createdAt: at, updatedAt: at } };
    });
  }

  loadRoom(code: RoomCode): Promise<StoredRoom<Doc> | null> {
    // Outside a group, so what it reads is committed: safe to remember.
    return settle(() => this.#remember(this.#room(code)?.room ?? null));
  }

  transact<D extends Decision<Doc, Reply>>(
    code: RoomCode,
    request: TransactRequest,
    decide: (room: StoredRoom<Doc>) => D,
  ): Promise<Transacted<Doc, Reply, D>> {
    const body = (): Transacted<Doc, Reply, D> => {
      if (request.rid !== null) {
        const done = this.#sql('SELECT * FROM room_log WHERE code = ? AND rid = ?').get(
          code,
          request.rid,
        );
        if (done !== undefined) return { kind: 'duplicate', entry: toLogRecord<Reply>(done) };
      }
      const found = this.#room(code);
      if (found === undefined) return { kind: 'not_found' };
      const { room, docVersion } = found;
      const planned = planWrite<Doc, Reply, D>(room, request, decide, this.#now);
      if (planned.kind !== 'planned') return planned;
      const { version, entry } = planned;
      const at = entry.at;
      // A write that does not store the document leaves it at docVersion: the log entry carries
      // this version.
      const storing = storesDocument(this.#writing.checkpoints, docVersion, version, entry.action);
      const updatedAt = touchedAt(room, planned.room.phase, at);
      // SQLite rewrites a row's index entry whenever the UPDATE assigns one of its columns, even
      // to the value it holds (a page written): the indexed columns are set only when they change.
      const sets = ['version = ?', 'doc_version = ?', 'claimed_until = NULL'];
      const values: SQLInputValue[] = [version, storing ? version : docVersion];
      if (planned.room.phase !== room.phase || updatedAt !== room.updatedAt) {
        sets.push('phase = ?', 'updated_at = ?');
        values.push(planned.room.phase, updatedAt);
      }
      if (planned.room.deadline !== room.deadline) {
        sets.push('deadline = ?');
        values.push(planned.room.deadline);
      }
      const updated = this.#sql(
        `UPDATE rooms SET ${sets.join(', ')} WHERE code = ? AND version = ?`,
      ).run(...values, code, room.version);
      // The write lock is held since BEGIN IMMEDIATE: nobody else can have moved the version.
      if (Number(updated.changes) !== 1) throw new Error(`Room ${code} changed under its lock.`);
      if (storing) this.#storeDocument(code, planned.room.doc, 'update');
      this.#sql(
        'INSERT INTO room_log (code, version, rid, at, action, reply) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        code,
        version,
        entry.rid,
        at,
        JSON.stringify(entry.action),
        JSON.stringify(entry.reply),
      );
      // Last: a body that throws leaves nothing here (and the row's version guards reuse anyway).
      this.#groupDocs.set(code, { version, createdAt: room.createdAt, doc: planned.room.doc });
      return appliedOutcome(planned, updatedAt);
    };
    return this.#group.run(body, (outcome) => {
      // Only once the group committed: a document of a rolled-back write must never be reused.
      if (outcome.kind === 'applied' || outcome.kind === 'refused') this.#remember(outcome.room);
    });
  }

  readLog(code: RoomCode, options: ReadLogOptions = {}): Promise<LogRecord<Reply>[]> {
    return settle(() =>
      this.#sql('SELECT * FROM room_log WHERE code = ? AND version > ? ORDER BY version LIMIT ?')
        .all(code, options.afterVersion ?? 0, options.limit ?? -1)
        .map((row) => toLogRecord<Reply>(row)),
    );
  }

  dueRooms(now: number, limit: number): Promise<DueRoom[]> {
    return settle(() =>
      this.#sql(
        `SELECT code, deadline, version FROM rooms
         WHERE deadline IS NOT NULL AND deadline <= ? ORDER BY deadline, code LIMIT ?`,
      )
        .all(now, limit)
        .map((row) => ({
          code: text(row.code) as RoomCode,
          deadline: int(row.deadline),
          version: int(row.version),
        })),
    );
  }

  claimDueRooms(now: number, options: ClaimOptions): Promise<DueRoom[]> {
    // BEGIN IMMEDIATE holds the write lock from the read to the claim: no other connection can
    // claim the same rooms in between.
    return settle(() =>
      this.#transaction(() => {
        const due = this.#sql(
          `SELECT code, deadline, version FROM rooms
           WHERE deadline IS NOT NULL AND deadline <= ?
             AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY deadline, code LIMIT ?`,
        )
          .all(now, now, options.limit)
          .map((row) => ({
            code: text(row.code) as RoomCode,
            deadline: int(row.deadline),
            version: int(row.version),
          }));
        const claim = this.#sql('UPDATE rooms SET claimed_until = ? WHERE code = ?');
        for (const room of due) claim.run(now + options.leaseMs, room.code);
        return due;
      }),
    );
  }

  expireRooms(policy: ExpiryPolicy): Promise<RoomCode[]> {
    return settle(() =>
      this.#transaction(() => {
        const rows = this.#sql(
          `SELECT code FROM rooms
           WHERE (phase <> 'ended' AND updated_at < ?) OR (phase = 'ended' AND updated_at < ?)`,
        ).all(policy.idleBefore, policy.finishedBefore ?? Number.MIN_SAFE_INTEGER);
        const codes = rows.map((row) => text(row.code) as RoomCode);
        for (const code of codes) this.#delete(code);
        return codes;
      }),
    );
  }

  deleteRoom(code: RoomCode): Promise<boolean> {
    return settle(() => this.#transaction(() => this.#delete(code)));
  }

  countRooms(): Promise<Record<RoomPhase, number>> {
    return settle(() => {
      const counts: Record<RoomPhase, number> = { lobby: 0, playing: 0, ended: 0 };
      for (const row of this.#sql('SELECT phase, COUNT(*) AS n FROM rooms GROUP BY phase').all()) {
        const phase = text(row.phase);
        if (phase === 'lobby' || phase === 'playing' || phase === 'ended')
          counts[phase] = int(row.n);
      }
      return counts;
    });
  }

  async close(): Promise<void> {
    // The worker's connection closes first, so this one, the last, checkpoints what is left.
    await this.#checkpointer?.stop();
    this.#group.flush();
    await this.#barrier?.drain();
    await this.#wal?.close();
    this.#docs.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  /** Writes a room's whole document (its row says which version it is: `doc_version`). */
  #storeDocument(code: RoomCode, doc: Doc, how: 'insert' | 'update'): void {
    const written = this.#sql(
      how === 'insert'
        ? 'INSERT INTO room_docs (doc, code) VALUES (?, ?)'
        : 'UPDATE room_docs SET doc = ? WHERE code = ?',
    ).run(this.#serialize(doc), code);
    if (Number(written.changes) !== 1) throw new Error(`Room ${code} has no stored document.`);
  }

  /** A cached prepared statement. */
  #sql(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * The room's row, its document reused when the row still matches a document written earlier
   * in this group or a committed one.
   */
  #room(code: RoomCode): { room: StoredRoom<Doc>; docVersion: number } | undefined {
    const cached = this.#groupDocs.get(code) ?? this.#docs.get(code);
    const row = this.#sql(
      `SELECT ${roomColumnsUnlessCached('?', '?')} FROM rooms WHERE code = ?`,
    ).get(cached?.version ?? -1, cached?.createdAt ?? -1, code);
    if (row === undefined) return undefined;
    const docVersion = docVersionOf(row);
    const version = int(row.version);
    if (row.doc === null || docVersion === version)
      return { room: toRoomCached<Doc>(row, cached), docVersion };
    // The stored document is a checkpoint some versions back: the log has the versions since.
    const entries = this.#sql(
      'SELECT * FROM room_log WHERE code = ? AND version > ? ORDER BY version',
    )
      .all(code, docVersion)
      .map(toLogRecord);
    const doc = rebuiltDocument(
      code,
      storedDocOf<Doc>(row),
      version,
      entries,
      this.#writing.replay,
    );
    return { room: toRoomWithDoc(row, doc), docVersion };
  }

  /** Caches a committed room's document (see DocCache). */
  #remember<T extends StoredRoom<Doc> | null>(room: T): T {
    if (room !== null) {
      const { code, version, createdAt, doc } = room;
      this.#docs.set(code, { version, createdAt, doc });
    }
    return room;
  }

  #delete(code: RoomCode): boolean {
    this.#docs.delete(code);
    // Explicit, not only ON DELETE CASCADE: the log and document go even where foreign keys are off.
    this.#sql('DELETE FROM room_log WHERE code = ?').run(code);
    this.#sql('DELETE FROM room_docs WHERE code = ?').run(code);
    return Number(this.#sql('DELETE FROM rooms WHERE code = ?').run(code).changes) > 0;
  }

  /** Runs `body` in one `BEGIN IMMEDIATE` transaction: committed if it returns, else rolled back. */
  #transaction<T>(body: () => T): T {
    return inTransaction(this.#db, body);
  }
}

/**
 * Opens (creating or migrating) a SQLite store.
 *
 * @example
 * const store = openSqliteStore<RoomRecord>({ path: join(dataDir, 'fabula.db'), ...recordStorage() });
 */
export function openSqliteStore<Doc, Reply = JsonValue>(
  options: SqliteStoreOptions<Doc>,
): SqliteGameStore<Doc, Reply> {
  return new SqliteGameStore<Doc, Reply>(options);
}

function inTransaction<T>(db: DatabaseSync, body: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = body();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Brings the file's schema up to `latestSchemaVersion`; refuses a file from newer code. */
function migrate(db: DatabaseSync, now: () => number): void {
  inTransaction(db, () => {
    db.exec(schemaVersionTable);
  });
  for (const migration of migrations) {
    inTransaction(db, () => {
      const applied = db.prepare('SELECT 1 FROM schema_version WHERE version = ?');
      if (applied.get(migration.version) !== undefined) return;
      for (const statement of migration.statements) db.exec(statement);
      db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        now(),
      );
    });
  }
  const newest = db.prepare('SELECT MAX(version) AS v FROM schema_version').get();
  const version = newest === undefined ? 0 : int(newest.v);
  if (version > latestSchemaVersion) {
    throw new Error(
      `The database has schema version ${version}; this server knows up to ${latestSchemaVersion}.`,
    );
  }
}

/** Wraps a synchronous body as a promise (a thrown error becomes a rejection). */
function settle<T>(body: () => T): Promise<T> {
  try {
    return Promise.resolve(body());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
