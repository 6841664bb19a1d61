import type { RoomCode, RoomPhase } from '@fabula/protocol';
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

function json(value: unknown): JsonValue {
  return JSON.parse(toText(value)) as JsonValue;
}

export function toRoom<Doc>(row: Row): StoredRoom<Doc> {
  return {
    code: toText(row.code) as RoomCode,
    version: int(row.version),
    phase: toText(row.phase) as RoomPhase,
    doc: json(row.doc) as Doc,
    deadline: row.deadline === null ? null : int(row.deadline),
    createdAt: int(row.created_at),
    updatedAt: int(row.updated_at),
  };
}

export function toLogRecord(row: Row): LogRecord {
  return {
    code: toText(row.code) as RoomCode,
    version: int(row.version),
    rid: row.rid === null ? null : toText(row.rid),
    at: int(row.at),
    action: json(row.action) as unknown as LogAction,
    reply: json(row.reply),
  };
}

/** A count or number column, however the driver returns it. */
export function toInt(value: unknown): number {
  return int(value);
}
