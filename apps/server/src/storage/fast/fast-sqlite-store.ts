import type { SQLInputValue } from 'node:sqlite';
import type { RoomCode, RoomPhase } from '@fabula/protocol';
import {
  touchedAt,
  type JsonValue,
  type LogRecord,
  type RoomWrite,
  type StoredRoom,
} from '../room.ts';
import { docVersionOf, toInt as int, roomColumnsUnlessCached, toRoomCached } from '../rows.ts';
import { SqliteDatabase, settle } from '../sqlite-database.ts';
import type { SqliteStoreOptions } from '../sqlite-store.ts';
import { appliedOutcome, planWrite } from '../store.ts';
import type {
  ClaimOptions,
  CreateOutcome,
  Decision,
  DueRoom,
  ExpiryPolicy,
  GameStore,
  ReadLogOptions,
  Transacted,
  TransactRequest,
} from '../store.ts';
import { Checkpointer } from './checkpointer.ts';
import { DocCache, type CachedDoc } from './doc-cache.ts';
import {
  docWriting,
  storesDocument,
  type DocCheckpoints,
  type DocWriting,
} from './doc-checkpoints.ts';
import { DurabilityBarrier } from './durability-barrier.ts';
import { GroupCommit } from './group-commit.ts';
import { WalFile } from './wal-file.ts';

/**
 * The plain store's options (with `durability: 'full'` the WAL is synced off the event loop
 * here: see DurabilityBarrier), and what the speed-ups take.
 */
export interface FastSqliteStoreOptions<Doc = unknown> extends SqliteStoreOptions<Doc> {
  /** Writes a document as JSON (default `JSON.stringify`; the server reuses unchanged parts). */
  readonly serializeDoc?: (doc: Doc) => string;
  /** Writes asked for within this many ms of the last commit share the next (see GroupCommit). */
  readonly commitWindowMs?: number;
  /** Store the whole document only every few versions (doc-checkpoints.ts); default: always. */
  readonly docCheckpoints?: DocCheckpoints;
}

/** Measured with `npm run bench:load` (docs/benchmarks-log-2026-11.md): most of the CPU saved, little latency. */
export const defaultCommitWindowMs = 4;

/** The most the connection's page cache holds (KiB; see the constructor). */
const pageCacheKb = 16 * 1024;

/**
 * WAL syncs that may run at once (DurabilityBarrier). libuv's thread pool has four threads: three
 * for syncs leave one for the server's other file work. Measured with `npm run bench:load` at
 * 600 rooms against one at a time: the wait for durability at p99 12–19 ms against 20–24 ms
 * (docs/benchmarks-log-2026-11.md).
 */
const walSyncsInFlight = 3;

/**
 * The embedded store, made fast: the same file, schema and meaning as the plain SQLite store
 * (../sqlite-store.ts, the reference it is tested against), plus what made it carry thousands of
 * players on a core (docs/benchmarks-log-2026-11.md): the writes of a few milliseconds share one commit
 * (GroupCommit), commits are made durable by a WAL sync off the event loop (DurabilityBarrier),
 * a worker copies the WAL into the file (Checkpointer), parsed documents are reused (DocCache),
 * and a move's write stores its log entry, the whole document only every few versions
 * (doc-checkpoints.ts).
 *
 * The driver is synchronous, so a transaction runs start to end without yielding: within one
 * process transactions cannot interleave at all, and `BEGIN IMMEDIATE` takes the write lock up
 * front so several processes on one file serialise too (waiting up to `busyTimeoutMs`).
 *
 * @example
 * const store = openFastSqliteStore<RoomRecord>({ path: 'data/fabula.db', ...recordStorage() });
 */
export class FastSqliteStore<Doc, Reply = JsonValue> implements GameStore<Doc, Reply> {
  readonly #database: SqliteDatabase;
  readonly #now: () => number;
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

  constructor(options: FastSqliteStoreOptions<Doc>) {
    this.#now = options.now ?? Date.now;
    this.#serialize = options.serializeDoc ?? JSON.stringify;
    this.#writing = docWriting(options);
    // Commits never fsync on this thread: the barrier syncs the WAL on the thread pool (full)
    // and the checkpointer copies it into the database file on a worker.
    this.#database = new SqliteDatabase({
      path: options.path,
      busyTimeoutMs: options.busyTimeoutMs,
      synchronous: 'NORMAL',
      now: this.#now,
    });
    const { db, onFile } = this.#database;
    // SQLite's default page cache (2 MB) is smaller than the pages a busy server touches again
    // and again (the rooms' rows, the log's indexes at each room's end): each miss was a read
    // from the file. Pages come into it only as they are used.
    db.exec(`PRAGMA cache_size = ${String(-pageCacheKb)}`);
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
      if (this.#database.exists(code)) return { ok: false, reason: 'exists' } as const;
      const at = this.#now();
      this.#database.insertRoom(code, room, this.#serialize(room.doc), at);
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
      const done =
        request.rid === null ? undefined : this.#database.loggedRequest<Reply>(code, request.rid);
      if (done !== undefined) return { kind: 'duplicate', entry: done };
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
      const updated = this.#database
        .sql(`UPDATE rooms SET ${sets.join(', ')} WHERE code = ? AND version = ?`)
        .run(...values, code, room.version);
      // The write lock is held since BEGIN IMMEDIATE: nobody else can have moved the version.
      if (Number(updated.changes) !== 1) throw new Error(`Room ${code} changed under its lock.`);
      if (storing) this.#database.storeDocument(code, this.#serialize(planned.room.doc), 'update');
      this.#database.appendLog(entry);
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
    return settle(() => this.#database.readLog<Reply>(code, options));
  }

  dueRooms(now: number, limit: number): Promise<DueRoom[]> {
    return settle(() => this.#database.dueRooms(now, limit));
  }

  claimDueRooms(now: number, options: ClaimOptions): Promise<DueRoom[]> {
    return settle(() => this.#database.claimDueRooms(now, options));
  }

  expireRooms(policy: ExpiryPolicy): Promise<RoomCode[]> {
    return settle(() => {
      const codes = this.#database.expireRooms(policy);
      for (const code of codes) this.#docs.delete(code);
      return codes;
    });
  }

  deleteRoom(code: RoomCode): Promise<boolean> {
    this.#docs.delete(code);
    return settle(() => this.#database.deleteRoom(code));
  }

  countRooms(): Promise<Record<RoomPhase, number>> {
    return settle(() => this.#database.countRooms());
  }

  async close(): Promise<void> {
    // The worker's connection closes first, so this one, the last, checkpoints what is left.
    await this.#checkpointer?.stop();
    this.#group.flush();
    await this.#barrier?.drain();
    await this.#wal?.close();
    this.#docs.clear();
    this.#database.close();
  }

  /**
   * The room's row, its document reused when the row still matches a document written earlier
   * in this group or a committed one.
   */
  #room(code: RoomCode): { room: StoredRoom<Doc>; docVersion: number } | undefined {
    const cached = this.#groupDocs.get(code) ?? this.#docs.get(code);
    const row = this.#database
      .sql(`SELECT ${roomColumnsUnlessCached('?', '?')} FROM rooms WHERE code = ?`)
      .get(cached?.version ?? -1, cached?.createdAt ?? -1, code);
    if (row === undefined) return undefined;
    const docVersion = docVersionOf(row);
    const version = int(row.version);
    if (row.doc === null || docVersion === version)
      return { room: toRoomCached<Doc>(row, cached), docVersion };
    // The stored document is a checkpoint some versions back: the log has the versions since.
    return { room: this.#database.rebuiltRoom<Doc>(row, this.#writing.replay), docVersion };
  }

  /** Caches a committed room's document (see DocCache). */
  #remember<T extends StoredRoom<Doc> | null>(room: T): T {
    if (room !== null) {
      const { code, version, createdAt, doc } = room;
      this.#docs.set(code, { version, createdAt, doc });
    }
    return room;
  }
}

/**
 * Opens (creating or migrating) the fast SQLite store.
 *
 * @example
 * const store = openFastSqliteStore<RoomRecord>({ path: join(dataDir, 'fabula.db'), ...recordStorage() });
 */
export function openFastSqliteStore<Doc, Reply = JsonValue>(
  options: FastSqliteStoreOptions<Doc>,
): FastSqliteStore<Doc, Reply> {
  return new FastSqliteStore<Doc, Reply>(options);
}
