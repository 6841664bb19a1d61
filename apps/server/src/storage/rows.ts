import type { RoomCode, RoomPhase } from '@fabula/protocol';
import type { VersionedDoc } from './documents.ts';
import type { JsonValue, LogAction, LogRecord, StoredRoom } from './room.ts';

/**
 * Rows of the shared schema (schema.ts) as either SQL store reads them: SQLite gives numbers or
 * bigints, Postgres gives BIGINT columns as strings. Our own rows, written by a store from a
 * `Doc`, are read back without re-validation, but a wrong column type is still an error.
 */
export type Row = Readonly<Record<string, unknown>>;

/** A text column. */
export function toText(value: unknown): string {
  if (typeof value !== 'string')
    throw new Error(`Expected text in the database, got ${typeof value}.`);
  return value;
}

function int(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+$/.test(value)))
    return Number(value);
  throw new Error(`Expected an integer in the database, got ${typeof value}.`);
}

/** A JSON column (which the store wrote itself, and reads back without validating it again). */
function ownJson(value: unknown): unknown {
  return JSON.parse(toText(value));
}

/** A room row with its own document, which must be at the row's version. */
export function toRoom<Doc>(row: Row): StoredRoom<Doc> {
  // A document a few versions behind its row must be rebuilt from the log first: never served.
  if (docVersionOf(row) !== int(row.version))
    throw new Error('A room row came with a document older than itself and was not rebuilt.');
  return toRoomWithDoc(row, ownJson(row.doc) as Doc);
}

/** A room row read without its document, with the document the caller already has for it. */
export function toRoomWithDoc<Doc>(row: Row, doc: Doc): StoredRoom<Doc> {
  return {
    code: toText(row.code) as RoomCode,
    version: int(row.version),
    phase: toText(row.phase) as RoomPhase,
    doc,
    deadline: row.deadline === null ? null : int(row.deadline),
    createdAt: int(row.created_at),
    updatedAt: int(row.updated_at),
  };
}

/**
 * A room row read with `docUnlessCached` in place of `doc`: a null doc means the row still has
 * the cached entry's version and creation time, so its parsed document is reused.
 */
export function toRoomCached<Doc>(
  row: Row,
  cached: VersionedDoc<Doc> | undefined,
): StoredRoom<Doc> {
  if (row.doc !== null) return toRoom<Doc>(row);
  const version = int(row.version);
  const createdAt = int(row.created_at);
  // The query compared these already; checked again so a mismatch can never pass silently.
  if (cached === undefined || cached.version !== version || cached.createdAt !== createdAt)
    throw new Error('A room row came without its document and no cached copy matches it.');
  return toRoomWithDoc(row, cached.doc);
}

/**
 * The SQL condition under which `roomColumnsUnlessCached` leaves the document out: the row has
 * the given version (parameter `$v`) and creation time (`$c`), or with `w`, is at most `w`
 * versions newer with that creation time. `table` qualifies the columns (in a subquery over
 * the log, whose `version` would otherwise be meant).
 */
export function cachedDocHeld(v: string, c: string, w?: string, table?: string): string {
  const column = (name: string) => (table === undefined ? name : `${table}.${name}`);
  return w === undefined
    ? `${column('version')} = ${v} AND ${column('created_at')} = ${c}`
    : `${column('created_at')} = ${c} AND ${column('version')} >= ${v} AND ${column('version')} <= ${v} + ${w}`;
}

/** A select-list expression over `rooms`: the room's stored document (its own table). */
export const storedDoc = '(SELECT doc FROM room_docs WHERE room_docs.code = rooms.code)';

/**
 * The room columns, with `doc` NULL when the row's version and creation time are the given
 * ones (parameters `$v` and `$c`): the caller holds that document parsed already. With `w` (a
 * parameter too), also when the row is at most `w` versions newer with the same creation time:
 * the caller replays the log entries it missed (`replayMissed`). `doc_version` is the version
 * of the stored document (see doc-checkpoints.ts).
 */
export function roomColumnsUnlessCached(v: string, c: string, w?: string): string {
  return `code, version, phase, deadline, created_at, updated_at, doc_version,
    CASE WHEN ${cachedDocHeld(v, c, w)} THEN NULL ELSE ${storedDoc} END AS doc`;
}

/** The version of the row's stored document (rows from before checkpoints: the row's own). */
export function docVersionOf(row: Row): number {
  return row.doc_version === null || row.doc_version === undefined
    ? int(row.version)
    : int(row.doc_version);
}

/** The row's stored document, parsed, with the version it is (not always the row's). */
export function storedDocOf<Doc>(row: Row): VersionedDoc<Doc> {
  return {
    version: docVersionOf(row),
    createdAt: int(row.created_at),
    doc: ownJson(row.doc) as Doc,
  };
}

/**
 * A log row. Its action and reply are read back as the store wrote them (our own JSON, like the
 * room's document): `Reply` is the store's reply type.
 */
export function toLogRecord<Reply = JsonValue>(row: Row): LogRecord<Reply> {
  return {
    code: toText(row.code) as RoomCode,
    version: int(row.version),
    rid: row.rid === null ? null : toText(row.rid),
    at: int(row.at),
    action: ownJson(row.action) as LogAction,
    reply: ownJson(row.reply) as Reply,
  };
}

/** A count or number column, however the driver returns it. */
export function toInt(value: unknown): number {
  return int(value);
}
