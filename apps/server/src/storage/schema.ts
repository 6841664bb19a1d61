/**
 * The database schema as an ordered list of migrations, shared by every SQL store. The SQL is
 * kept portable between SQLite and Postgres: TEXT for strings and JSON, BIGINT for times in ms
 * (Postgres's INTEGER is 32-bit), partial indexes, no engine-specific types or functions. A
 * Postgres store may read the JSON columns as `::jsonb` in queries; it stores the same text.
 *
 * Never edit a released migration: append a new one. Each runs once, in its own transaction,
 * and is recorded in `schema_version`.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
}

export const schemaVersionTable = `CREATE TABLE IF NOT EXISTS schema_version (
  version BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'rooms and their command logs',
    statements: [
      `CREATE TABLE rooms (
        code TEXT PRIMARY KEY,
        version BIGINT NOT NULL,
        phase TEXT NOT NULL,
        doc TEXT NOT NULL,
        deadline BIGINT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      'CREATE INDEX rooms_deadline ON rooms (deadline) WHERE deadline IS NOT NULL',
      'CREATE INDEX rooms_phase_updated ON rooms (phase, updated_at)',
      `CREATE TABLE room_log (
        code TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE,
        version BIGINT NOT NULL,
        rid TEXT,
        at BIGINT NOT NULL,
        action TEXT NOT NULL,
        reply TEXT NOT NULL,
        PRIMARY KEY (code, version),
        UNIQUE (code, rid)
      )`,
    ],
  },
  {
    version: 2,
    name: 'scheduler claims',
    // Until when one server process has claimed the room's due deadline (ms; NULL = unclaimed):
    // with several processes, exactly one acts on it; a process that dies lets the claim lapse.
    statements: ['ALTER TABLE rooms ADD COLUMN claimed_until BIGINT'],
  },
  {
    version: 3,
    name: 'document checkpoints',
    // The version of the stored document, which may lag the row's: the log entries after it
    // rebuild the rest (doc-checkpoints.ts). NULL is read as the row's version.
    statements: [
      'ALTER TABLE rooms ADD COLUMN doc_version BIGINT',
      'UPDATE rooms SET doc_version = version',
    ],
  },
  {
    version: 4,
    name: 'documents in their own table',
    // A move rewrites the room's row (version, deadline, times) but not its document (checkpoints,
    // above). With the document in the row, SQLite stored a few small rows per 4 KB page and
    // rewrote the document's overflow pages whenever the row's size changed: about 6 pages per
    // move. Kept apart, the rows pack densely and a move writes about 4 (storage.md).
    statements: [
      `CREATE TABLE room_docs (
        code TEXT PRIMARY KEY REFERENCES rooms (code) ON DELETE CASCADE,
        doc TEXT NOT NULL
      )`,
      'INSERT INTO room_docs (code, doc) SELECT code, doc FROM rooms',
      'ALTER TABLE rooms DROP COLUMN doc',
    ],
  },
];

/** The newest schema version this code knows. */
export const latestSchemaVersion = Math.max(0, ...migrations.map((m) => m.version));
