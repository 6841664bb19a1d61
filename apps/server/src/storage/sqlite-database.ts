import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { RoomCode, RoomPhase } from '@fabula/protocol';
import { rebuiltDocument } from './documents.ts';
import type { LogRecord, RoomWrite, StoredRoom } from './room.ts';
import {
  docVersionOf,
  toInt as int,
  storedDocOf,
  toLogRecord,
  toRoomWithDoc,
  toText as text,
  type Row,
} from './rows.ts';
import { latestSchemaVersion, migrations, schemaVersionTable } from './schema.ts';
import type { ClaimOptions, DocReplayer, DueRoom, ExpiryPolicy, ReadLogOptions } from './store.ts';

/**
 * A SQLite database file as both SQLite stores use it (the plain reference store,
 * sqlite-store.ts, and the fast one, fast/fast-sqlite-store.ts): opened in WAL mode and migrated
 * to the shared schema, with its prepared statements, and the queries whose meaning has nothing
 * to do with speed (the log, deadlines, claims, expiry, counts).
 */
export class SqliteDatabase {
  readonly db: DatabaseSync;
  /** Whether the database is a file (WAL mode), not `:memory:`. */
  readonly onFile: boolean;
  readonly #statements = new Map<string, StatementSync>();

  constructor(options: {
    readonly path: string;
    readonly busyTimeoutMs?: number | undefined;
    /** `FULL`: every commit syncs the WAL; `NORMAL`: commits reach the OS's cache only. */
    readonly synchronous: 'FULL' | 'NORMAL';
    readonly now: () => number;
  }) {
    this.db = new DatabaseSync(options.path, { enableForeignKeyConstraints: true });
    const { db } = this;
    db.exec(`PRAGMA busy_timeout = ${String(Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    this.onFile = db.prepare('PRAGMA journal_mode = WAL').get()?.journal_mode === 'wal';
    db.exec(`PRAGMA synchronous = ${options.synchronous}`);
    migrate(db, options.now);
  }

  /** A cached prepared statement. */
  sql(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `body` in one `BEGIN IMMEDIATE` transaction: committed if it returns, else rolled back. */
  transaction<T>(body: () => T): T {
    return inTransaction(this.db, body);
  }

  /** Whether a room with this code exists. */
  exists(code: RoomCode): boolean {
    return this.sql('SELECT 1 FROM rooms WHERE code = ?').get(code) !== undefined;
  }

  /** Inserts a new room at version 1, its document as `json`. */
  insertRoom(code: RoomCode, room: RoomWrite<unknown>, json: string, at: number): void {
    this.sql(
      `INSERT INTO rooms (code, version, phase, deadline, created_at, updated_at, doc_version)
         VALUES (?, 1, ?, ?, ?, ?, 1)`,
    ).run(code, room.phase, room.deadline, at, at);
    this.storeDocument(code, json, 'insert');
  }

  /** Writes a room's whole document (its row says which version it is: `doc_version`). */
  storeDocument(code: RoomCode, json: string, how: 'insert' | 'update'): void {
    const written = this.sql(
      how === 'insert'
        ? 'INSERT INTO room_docs (doc, code) VALUES (?, ?)'
        : 'UPDATE room_docs SET doc = ? WHERE code = ?',
    ).run(json, code);
    if (Number(written.changes) !== 1) throw new Error(`Room ${code} has no stored document.`);
  }

  /** Appends a log entry. */
  appendLog(entry: LogRecord<unknown>): void {
    this.sql(
      'INSERT INTO room_log (code, version, rid, at, action, reply) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      entry.code,
      entry.version,
      entry.rid,
      entry.at,
      JSON.stringify(entry.action),
      JSON.stringify(entry.reply),
    );
  }

  /**
   * A room whose row's stored document is a checkpoint some versions behind it (documents.ts),
   * its document rebuilt from the log entries since.
   */
  rebuiltRoom<Doc>(row: Row, replay: DocReplayer<Doc> | null): StoredRoom<Doc> {
    const code = text(row.code) as RoomCode;
    const entries = this.sql(
      'SELECT * FROM room_log WHERE code = ? AND version > ? ORDER BY version',
    )
      .all(code, docVersionOf(row))
      .map((entry) => toLogRecord(entry));
    const stored = storedDocOf<Doc>(row);
    return toRoomWithDoc(row, rebuiltDocument(code, stored, int(row.version), entries, replay));
  }

  /** The log entry a request id made in a room, if any (a retry is answered from it). */
  loggedRequest<Reply>(code: RoomCode, rid: string): LogRecord<Reply> | undefined {
    const done = this.sql('SELECT * FROM room_log WHERE code = ? AND rid = ?').get(code, rid);
    return done === undefined ? undefined : toLogRecord<Reply>(done);
  }

  readLog<Reply>(code: RoomCode, options: ReadLogOptions = {}): LogRecord<Reply>[] {
    return this.sql(
      'SELECT * FROM room_log WHERE code = ? AND version > ? ORDER BY version LIMIT ?',
    )
      .all(code, options.afterVersion ?? 0, options.limit ?? -1)
      .map((row) => toLogRecord<Reply>(row));
  }

  dueRooms(now: number, limit: number): DueRoom[] {
    return this.sql(
      `SELECT code, deadline, version FROM rooms
       WHERE deadline IS NOT NULL AND deadline <= ? ORDER BY deadline, code LIMIT ?`,
    )
      .all(now, limit)
      .map(dueRoom);
  }

  claimDueRooms(now: number, options: ClaimOptions): DueRoom[] {
    // BEGIN IMMEDIATE holds the write lock from the read to the claim: no other connection can
    // claim the same rooms in between.
    return this.transaction(() => {
      const due = this.sql(
        `SELECT code, deadline, version FROM rooms
         WHERE deadline IS NOT NULL AND deadline <= ?
           AND (claimed_until IS NULL OR claimed_until <= ?)
         ORDER BY deadline, code LIMIT ?`,
      )
        .all(now, now, options.limit)
        .map(dueRoom);
      const claim = this.sql('UPDATE rooms SET claimed_until = ? WHERE code = ?');
      for (const room of due) claim.run(now + options.leaseMs, room.code);
      return due;
    });
  }

  /** Deletes the rooms the policy expires; returns their codes. */
  expireRooms(policy: ExpiryPolicy): RoomCode[] {
    return this.transaction(() => {
      const rows = this.sql(
        `SELECT code FROM rooms
         WHERE (phase <> 'ended' AND updated_at < ?) OR (phase = 'ended' AND updated_at < ?)`,
      ).all(policy.idleBefore, policy.finishedBefore ?? Number.MIN_SAFE_INTEGER);
      const codes = rows.map((row) => text(row.code) as RoomCode);
      for (const code of codes) this.#delete(code);
      return codes;
    });
  }

  deleteRoom(code: RoomCode): boolean {
    return this.transaction(() => this.#delete(code));
  }

  countRooms(): Record<RoomPhase, number> {
    const counts: Record<RoomPhase, number> = { lobby: 0, playing: 0, ended: 0 };
    for (const row of this.sql('SELECT phase, COUNT(*) AS n FROM rooms GROUP BY phase').all()) {
      const phase = text(row.phase);
      if (phase === 'lobby' || phase === 'playing' || phase === 'ended') counts[phase] = int(row.n);
    }
    return counts;
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  #delete(code: RoomCode): boolean {
    // Explicit, not only ON DELETE CASCADE: the log and document go even where foreign keys are off.
    this.sql('DELETE FROM room_log WHERE code = ?').run(code);
    this.sql('DELETE FROM room_docs WHERE code = ?').run(code);
    return Number(this.sql('DELETE FROM rooms WHERE code = ?').run(code).changes) > 0;
  }
}

function dueRoom(row: Record<string, unknown>): DueRoom {
  return {
    code: text(row.code) as RoomCode,
    deadline: int(row.deadline),
    version: int(row.version),
  };
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
export function settle<T>(body: () => T): Promise<T> {
  try {
    return Promise.resolve(body());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
