import type { RoomCode, RoomPhase } from '@fabula/protocol';
import pg from 'pg';
import { KeyedTurns } from '../../runtime/keyed-turns.ts';
import { rebuiltDocument, replayMissed, type MissedEntry } from '../documents.ts';
import { DocCache, REPLAY_WINDOW, type CachedDoc } from '../fast/doc-cache.ts';
import {
  docWriting,
  storesDocument,
  type DocCheckpoints,
  type DocWriting,
} from '../fast/doc-checkpoints.ts';
import {
  touchedAt,
  type JsonValue,
  type LogAction,
  type LogRecord,
  type RoomWrite,
  type StoredRoom,
} from '../room.ts';
import {
  cachedDocHeld,
  docVersionOf,
  roomColumnsUnlessCached,
  storedDoc,
  storedDocOf,
  toInt,
  toLogRecord,
  toRoomCached,
  toRoomWithDoc,
  type Row,
} from '../rows.ts';
import { latestSchemaVersion, migrations, schemaVersionTable } from '../schema.ts';
import { appliedOutcome, planWrite } from '../store.ts';
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
} from '../store.ts';
import { sqlInteger, sqlText } from './sql-literals.ts';

export interface PostgresStoreOptions<Doc = unknown> {
  /** `postgres://user:password@host:port/database` */
  readonly connectionString: string;
  /** A schema to work in (created if missing; tests use one each); default `public`. */
  readonly schema?: string;
  /** Connections in the pool, at most (`DATABASE_POOL_SIZE`); once opened, each is kept. */
  readonly poolSize?: number;
  /**
   * How long node-postgres lets a connection idle before closing it: only connections above
   * the pool size can be closed (none are), so this matters to tests of that rule alone.
   */
  readonly idleTimeoutMs?: number;
  /** The clock for `createdAt`, `updatedAt` and log times (tests pass a fake one). */
  readonly now?: () => number;
  /** Told when an idle pooled connection breaks (logged by the server). */
  readonly onIdleError?: (error: Error) => void;
  /** Writes a document as JSON (default `JSON.stringify`; the server reuses unchanged parts). */
  readonly serializeDoc?: (doc: Doc) => string;
  /**
   * Brings a cached document that is a few versions old up to date from the log entries it
   * missed, instead of reading the whole document again (another process wrote the room).
   * Without it such a document is read and parsed again.
   */
  readonly replayDoc?: DocReplayer<Doc>;
  /** Store the whole document only every few versions (doc-checkpoints.ts); default: always. */
  readonly docCheckpoints?: DocCheckpoints;
}

/**
 * The scale-out store: the same schema and semantics as the SQLite store, on Postgres, so any
 * number of server processes can share it. One room's transactions serialise on its row
 * (`SELECT … FOR UPDATE`), and the version check makes a second process acting on the same
 * version see `stale` instead of applying twice.
 *
 * @example
 * const store = await openPostgresStore<RoomRecord>({
 *   connectionString: process.env.DATABASE_URL,
 *   ...recordStorage(), // rows written by the server may hold a record a few moves back
 * });
 */
export class PostgresGameStore<Doc, Reply = JsonValue> implements GameStore<Doc, Reply> {
  readonly #pool: pg.Pool;
  readonly #now: () => number;
  readonly #docs = new DocCache<Doc>();
  readonly #serialize: (doc: Doc) => string;
  readonly #writing: DocWriting<Doc>;
  /**
   * This process's transactions, one room at a time. The row lock alone would serialise them,
   * but each waiter would hold a pooled connection while it waits, and it would read the room
   * before the write it waited for was cached (so Postgres sends the record or log entries
   * again). Under load the waits piled up: a stall of one transaction (a collection, a CPU
   * quota) parked most of the pool behind a few rooms' locks, and every other room waited for
   * a connection (docs/benchmarks-log-2026-11.md). Other processes still meet the row lock.
   */
  readonly #roomTurns = new KeyedTurns<RoomCode>();

  constructor(
    pool: pg.Pool,
    now: () => number,
    options: Pick<PostgresStoreOptions<Doc>, 'serializeDoc' | 'replayDoc' | 'docCheckpoints'> = {},
  ) {
    this.#pool = pool;
    this.#now = now;
    this.#serialize = options.serializeDoc ?? JSON.stringify;
    this.#writing = docWriting(options);
  }

  async createRoom(code: RoomCode, room: RoomWrite<Doc>): Promise<CreateOutcome<Doc>> {
    const at = this.#now();
    // The document only with a row this statement created (one statement: both or neither).
    const inserted = await this.#pool.query(
      `WITH created AS (
         INSERT INTO rooms (code, version, phase, deadline, created_at, updated_at, doc_version)
         VALUES ($1, 1, $2, $4, $5, $5, 1) ON CONFLICT (code) DO NOTHING
         RETURNING code
       )
       INSERT INTO room_docs (code, doc) SELECT code, $3 FROM created`,
      [code, room.phase, this.#serialize(room.doc), room.deadline, at],
    );
    if (inserted.rowCount !== 1) return { ok: false, reason: 'exists' };
    return { ok: true, room: { ...room, code, version: 1, createdAt: at, updatedAt: at } };
  }

  async loadRoom(code: RoomCode): Promise<StoredRoom<Doc> | null> {
    const cached = this.#docs.get(code);
    const window = this.#replayWindow(cached);
    // One statement, so one snapshot: the entries after the cached version (or after the
    // stored document's, when the row carries it) are exactly those up to the row's version (a
    // row and its entry are committed together).
    const result = await this.#pool.query<Row>(
      `SELECT ${roomColumnsUnlessCached('$2', '$3', '$4::bigint')},
         ${loggedAfter(replayedAfter('$2', '$3', '$4::bigint'))}
       FROM rooms WHERE code = $1`,
      [code, cached?.version ?? -1, cached?.createdAt ?? -1, window],
    );
    const row = result.rows[0];
    if (row === undefined) return null;
    const room = this.#roomOf(row, cached, () => missedActions(row, cached));
    // Autocommit: the row is committed, so its document may be cached.
    if (room !== null) return this.#remember(room);
    const fresh = await storedRow(this.#pool, code);
    return fresh === undefined ? null : this.#remember(toRoomWithDoc(fresh, this.#rebuilt(fresh)));
  }

  /** How many versions behind `cached` may be and still be replayed (0: read the document). */
  #replayWindow(cached: CachedDoc<Doc> | undefined): number {
    return this.#writing.replay === null || cached === undefined ? 0 : REPLAY_WINDOW;
  }

  /**
   * The room of a row read with `roomColumnsUnlessCached`: its own document (rebuilt from the
   * log when it is a checkpoint behind the row), the cached one, or the cached one brought up to
   * date with the entries it missed; null when those entries cannot be replayed (the caller
   * reads the document). `missed`: the entries after the cached version when the row left its
   * document out, else after the stored document's.
   */
  #roomOf(
    row: Row,
    cached: CachedDoc<Doc> | undefined,
    missed: () => readonly MissedEntry[],
  ): StoredRoom<Doc> | null {
    const version = toInt(row.version);
    if (row.doc !== null) return toRoomWithDoc(row, this.#rebuilt(row, missed()));
    if (cached === undefined || version === cached.version) return toRoomCached<Doc>(row, cached);
    const replay = this.#writing.replay;
    if (replay === null || toInt(row.created_at) !== cached.createdAt) return null;
    const doc = replayMissed(cached, version, missed(), replay);
    return doc === null ? null : toRoomWithDoc(row, doc);
  }

  /**
   * The document at a row's version, from the one it stores and the entries after that one
   * (by default those the row carries in `missed`, read with `storedRow`).
   */
  #rebuilt(row: Row, entries: readonly MissedEntry[] = missedActions(row, undefined)): Doc {
    const stored = storedDocOf<Doc>(row);
    return rebuiltDocument(
      String(row.code) as RoomCode,
      stored,
      toInt(row.version),
      entries.filter((entry) => entry.version > stored.version),
      this.#writing.replay,
    );
  }

  /**
   * Two round trips for a write (BEGIN, the row lock, the row's read and the log's in the
   * first; the write and COMMIT in the second), one more only when the document must be read.
   * The statements go several at a time as simple-protocol queries, which take no parameters:
   * values are written into them by `sqlInteger` and `sqlText`. Within one such query each
   * statement still takes its own snapshot, so the reads after the lock see what a twin request
   * or another process committed while this one waited.
   */
  async transact<D extends Decision<Doc, Reply>>(
    code: RoomCode,
    request: TransactRequest,
    decide: (room: StoredRoom<Doc>) => D,
  ): Promise<Transacted<Doc, Reply, D>> {
    return this.#roomTurns.run(code, async () => {
      const cached = this.#docs.get(code);
      const outcome = await this.#onConnection((client) =>
        this.#transactOn(client, code, request, decide, cached),
      );
      // After COMMIT only: a rolled-back write's document must never be reused.
      if (outcome.kind === 'applied' || outcome.kind === 'refused') this.#remember(outcome.room);
      return outcome;
    });
  }

  /** `transact` on one connection; it ends the transaction itself (COMMIT) unless it throws. */
  async #transactOn<D extends Decision<Doc, Reply>>(
    client: pg.PoolClient,
    code: RoomCode,
    request: TransactRequest,
    decide: (room: StoredRoom<Doc>) => D,
    cached: CachedDoc<Doc> | undefined,
  ): Promise<Transacted<Doc, Reply, D>> {
    const window = this.#replayWindow(cached);
    const room = sqlText(code);
    const since = sqlInteger(cached?.version ?? -1);
    const createdAt = sqlInteger(cached?.createdAt ?? -1);
    const within = sqlInteger(window);
    const opened = await simpleQuery(client, [
      'BEGIN',
      // Lock the room first, and read nothing else in that statement. A lock that waited for
      // another transaction re-reads the locked row as that one committed it, but the rest of
      // the statement keeps the snapshot taken before the wait: a document read there would be
      // older than the row (postgres-doc-replay.test.ts, "several processes").
      `SELECT 1 FROM rooms WHERE code = ${room} FOR UPDATE`,
      // Then the row and its document, and the log, each in a snapshot taken after the lock:
      // a twin request that waited sees the entry the first one committed.
      `SELECT ${roomColumnsUnlessCached(since, createdAt, within)}
       FROM rooms WHERE code = ${room}`,
      // This request id's entry (a retry), and the entries a cached document may have missed
      // (or, when the row carries its document, the entries after that document's version).
      `SELECT * FROM room_log WHERE code = ${room} AND (rid = ${sqlText(request.rid)}
         OR version > (SELECT ${replayedAfter(since, createdAt, within)}
           FROM rooms WHERE code = ${room}))
       ORDER BY version`,
    ]);
    const row = opened[2]?.rows[0];
    const logged = (opened[3]?.rows ?? []).map((row) => toLogRecord<Reply>(row));
    const done = logged.find((entry) => entry.rid !== null && entry.rid === request.rid);
    const ended = async <T>(outcome: T): Promise<T> => {
      await client.query('COMMIT');
      return outcome;
    };
    if (done !== undefined) return ended({ kind: 'duplicate', entry: done });
    if (row === undefined) return ended({ kind: 'not_found' });
    const current = toInt(row.version);
    // Checked before any replay, which a stale request does not need (planWrite checks too).
    if (request.expectedVersion !== null && request.expectedVersion !== current)
      return ended({ kind: 'stale', version: current });
    // Not replayable: read the document (the room is locked, so still at this version).
    const stored =
      this.#roomOf(row, cached, () => logged) ??
      toRoomWithDoc<Doc>(row, await this.#documentOf(client, code));
    const planned = planWrite<Doc, Reply, D>(stored, request, decide, this.#now);
    if (planned.kind !== 'planned') return ended(planned);
    const { version, entry } = planned;
    const at = entry.at;
    const docVersion = docVersionOf(row);
    // Either the whole document, or (a checkpoint stands) the stored one stays at docVersion.
    const storing = storesDocument(this.#writing.checkpoints, docVersion, version, entry.action);
    const updatedAt = touchedAt(stored, planned.room.phase, at);
    const document = storing
      ? `, document AS (
           UPDATE room_docs SET doc = ${sqlText(this.#serialize(planned.room.doc))}
           FROM updated WHERE room_docs.code = updated.code
         )`
      : '';
    const [written] = await simpleQuery(client, [
      // Unlike SQLite, Postgres compares an indexed column's old and new values (an update that
      // changes none is heap-only), so the columns may be assigned whether or not they changed.
      // The row, its document and its log entry in one statement. Under the row lock nobody
      // else can have moved the version; if it had, nothing would be written, and the check
      // below throws.
      `WITH updated AS (
         UPDATE rooms SET version = ${sqlInteger(version)}, phase = ${sqlText(planned.room.phase)},
           doc_version = ${sqlInteger(storing ? version : docVersion)},
           deadline = ${sqlInteger(planned.room.deadline)}, updated_at = ${sqlInteger(updatedAt)},
           claimed_until = NULL
         WHERE code = ${room} AND version = ${sqlInteger(stored.version)}
         RETURNING code
       )${document}
       INSERT INTO room_log (code, version, rid, at, action, reply)
         SELECT code, ${sqlInteger(version)}, ${sqlText(entry.rid)}, ${sqlInteger(at)},
           ${sqlText(JSON.stringify(entry.action))}, ${sqlText(JSON.stringify(entry.reply))}
         FROM updated`,
      'COMMIT',
    ]);
    if (written?.rowCount !== 1) throw new Error(`Room ${code} changed under its lock.`);
    return appliedOutcome(planned, updatedAt);
  }

  /** The document of a room this transaction has locked: the stored one, rebuilt to the row's. */
  async #documentOf(client: pg.PoolClient, code: RoomCode): Promise<Doc> {
    const row = await storedRow(client, code);
    if (row === undefined) throw new Error(`Room ${code} vanished under its lock.`);
    return this.#rebuilt(row);
  }

  /** Caches a committed room's document (see DocCache). */
  #remember(room: StoredRoom<Doc>): StoredRoom<Doc> {
    const { code, version, createdAt, doc } = room;
    this.#docs.set(code, { version, createdAt, doc });
    return room;
  }

  async readLog(code: RoomCode, options: ReadLogOptions = {}): Promise<LogRecord<Reply>[]> {
    const result = await this.#pool.query<Row>(
      'SELECT * FROM room_log WHERE code = $1 AND version > $2 ORDER BY version LIMIT $3',
      [code, options.afterVersion ?? 0, options.limit ?? null],
    );
    return result.rows.map((row) => toLogRecord<Reply>(row));
  }

  async dueRooms(now: number, limit: number): Promise<DueRoom[]> {
    const result = await this.#pool.query<Row>(
      `SELECT code, deadline, version FROM rooms
       WHERE deadline IS NOT NULL AND deadline <= $1 ORDER BY deadline, code LIMIT $2`,
      [now, limit],
    );
    return result.rows.map((row) => ({
      code: String(row.code) as RoomCode,
      deadline: toInt(row.deadline),
      version: toInt(row.version),
    }));
  }

  async claimDueRooms(now: number, options: ClaimOptions): Promise<DueRoom[]> {
    // SKIP LOCKED: rooms another process is claiming, or a command is writing, right now are
    // left to it (the next pass sees them again); the claim itself then keeps them apart.
    const result = await this.#pool.query<Row>(
      `WITH due AS (
         SELECT code FROM rooms
         WHERE deadline IS NOT NULL AND deadline <= $1
           AND (claimed_until IS NULL OR claimed_until <= $1)
         ORDER BY deadline, code LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       UPDATE rooms SET claimed_until = $3 FROM due WHERE rooms.code = due.code
       RETURNING rooms.code, rooms.deadline, rooms.version`,
      [now, options.limit, now + options.leaseMs],
    );
    return result.rows
      .map((row) => ({
        code: String(row.code) as RoomCode,
        deadline: toInt(row.deadline),
        version: toInt(row.version),
      }))
      .sort((a, b) => a.deadline - b.deadline || (a.code < b.code ? -1 : 1));
  }

  async expireRooms(policy: ExpiryPolicy): Promise<RoomCode[]> {
    return this.#transaction(async (client) => {
      const result = await client.query<Row>(
        `DELETE FROM rooms
         WHERE (phase <> 'ended' AND updated_at < $1) OR (phase = 'ended' AND updated_at < $2)
         RETURNING code`,
        [policy.idleBefore, policy.finishedBefore ?? Number.MIN_SAFE_INTEGER],
      );
      const codes = result.rows.map((row) => String(row.code) as RoomCode);
      for (const code of codes) this.#docs.delete(code);
      return codes;
    });
  }

  async deleteRoom(code: RoomCode): Promise<boolean> {
    this.#docs.delete(code);
    const result = await this.#pool.query('DELETE FROM rooms WHERE code = $1', [code]);
    return (result.rowCount ?? 0) > 0;
  }

  async countRooms(): Promise<Record<RoomPhase, number>> {
    const counts: Record<RoomPhase, number> = { lobby: 0, playing: 0, ended: 0 };
    const result = await this.#pool.query<Row>(
      'SELECT phase, COUNT(*) AS n FROM rooms GROUP BY phase',
    );
    for (const row of result.rows) {
      const phase = String(row.phase);
      if (phase === 'lobby' || phase === 'playing' || phase === 'ended')
        counts[phase] = toInt(row.n);
    }
    return counts;
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }

  /** Runs `body` in one transaction on one connection: committed if it resolves, else rolled back. */
  async #transaction<T>(body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.#onConnection(async (client) => {
      await client.query('BEGIN');
      const result = await body(client);
      await client.query('COMMIT');
      return result;
    });
  }

  /**
   * Runs `body` on one pooled connection; `body` opens and commits its transaction itself. If it
   * throws, whatever transaction it left open is rolled back before the connection goes back.
   */
  async #onConnection<T>(body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      return await body(client);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Connections per process unless `DATABASE_POOL_SIZE` says otherwise. */
export const defaultPoolSize = 10;

/** Opens the store: connects, creates the schema if asked, and brings it up to date. */
export async function openPostgresStore<Doc, Reply = JsonValue>(
  options: PostgresStoreOptions<Doc>,
): Promise<PostgresGameStore<Doc, Reply>> {
  const schema = options.schema ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  // Options are checked before a connection is opened (the store checks them again).
  docWriting(options);
  const size = options.poolSize ?? defaultPoolSize;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: size,
    // Connections are opened as the load needs them and then kept (node-postgres closes idle ones
    // after 10 s by default). Opening one costs the server a SCRAM handshake and Postgres a new
    // backend: a pool that shrank in a calm spell and grew again in the next burst stalled a
    // process for 100–350 ms at a time (docs/benchmarks-log-2026-11.md).
    min: size,
    idleTimeoutMillis: options.idleTimeoutMs ?? 10_000,
    options: `-c search_path=${schema}`,
  });
  // An idle pooled connection that breaks (Postgres restarted, an administrator ended it) is
  // reported on the pool; unhandled, that event would end the process. The pool replaces the
  // connection, and a query on a broken one fails its own request.
  pool.on('error', (error) => {
    options.onIdleError?.(error);
  });
  const now = options.now ?? Date.now;
  try {
    await migrate(pool, schema, now);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresGameStore<Doc, Reply>(pool, now, options);
}

/** Applies the shared migrations once each; an advisory lock keeps processes from racing. */
async function migrate(pool: pg.Pool, schema: string, now: () => number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('fabula-migrations'))");
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(schemaVersionTable);
    for (const migration of migrations) {
      const applied = await client.query('SELECT 1 FROM schema_version WHERE version = $1', [
        migration.version,
      ]);
      if (applied.rowCount === 1) continue;
      for (const statement of migration.statements) await client.query(statement);
      await client.query(
        'INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, now()],
      );
    }
    const newest = await client.query<Row>('SELECT MAX(version) AS v FROM schema_version');
    const version = toInt(newest.rows[0]?.v ?? 0);
    if (version > latestSchemaVersion) {
      throw new Error(
        `The database has schema version ${version}; this server knows up to ${latestSchemaVersion}.`,
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The version of the stored document, in SQL (rows from before checkpoints have none). */
const storedVersion = 'COALESCE(rooms.doc_version, rooms.version)';

/**
 * The version a read's replay starts after, in SQL over `rooms`: the cached one (`v`) when the
 * row leaves its document out (`roomColumnsUnlessCached` with the same `v`, `c`, `w`), else the
 * stored document's.
 */
function replayedAfter(v: string, c: string, w: string): string {
  return `CASE WHEN ${cachedDocHeld(v, c, w, 'rooms')} THEN ${v} ELSE ${storedVersion} END`;
}

/**
 * A select-list item over `rooms`: the actions of its log entries after version `after` (SQL)
 * up to the row's own, in order, as `missed` (NULL when there are none).
 */
function loggedAfter(after: string): string {
  return `(SELECT array_agg(action ORDER BY version) FROM room_log
     WHERE room_log.code = rooms.code AND room_log.version <= rooms.version
       AND room_log.version > ${after}) AS missed`;
}

/** A room's whole row, with the log entries after its stored document (one snapshot). */
async function storedRow(db: pg.Pool | pg.PoolClient, code: RoomCode): Promise<Row | undefined> {
  const result = await db.query<Row>(
    `SELECT rooms.*, ${storedDoc} AS doc, ${loggedAfter(storedVersion)} FROM rooms WHERE code = $1`,
    [code],
  );
  return result.rows[0];
}

/**
 * The actions a row carries in `missed`, numbered on from the version they follow: the cached
 * one when the row left its document out (`cached` given), else the stored document's.
 */
function missedActions<Doc>(row: Row, cached: CachedDoc<Doc> | undefined): MissedEntry[] {
  const actions = row.missed;
  if (!Array.isArray(actions)) return [];
  const after = row.doc === null && cached !== undefined ? cached.version : docVersionOf(row);
  return actions.map((text: unknown, i) => ({
    version: after + i + 1,
    action: JSON.parse(String(text)) as LogAction,
  }));
}

/** Sends statements in one simple-protocol round trip; one result per statement, in order. */
async function simpleQuery(
  client: pg.PoolClient,
  statements: readonly string[],
): Promise<pg.QueryResult<Row>[]> {
  const result: pg.QueryResult<Row> | pg.QueryResult<Row>[] = await client.query<Row>(
    statements.join(';\n'),
  );
  // node-postgres answers a query of several statements with an array of results.
  return Array.isArray(result) ? result : [result];
}
