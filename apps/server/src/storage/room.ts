import type { RoomCode, RoomPhase } from '@fabula/protocol';
import type { Command, GameConfig, Seat } from '@fabula/rules';

/**
 * What the store keeps per room: one JSON document (the room logic's record: lobby with hashed
 * seat tokens, settings, the engine's `GameState` and its `GameConfig`, …), plus the two fields
 * the store must query on, `phase` and `deadline`, in their own columns. The store never looks
 * inside the document; the room logic owns its meaning.
 */

/** Any JSON value; what the store keeps as a command's reply. */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * What one transaction writes: the whole room. `Doc` must survive a JSON round trip (plain
 * objects, arrays, strings, finite numbers, booleans, null; no `undefined` values it relies on).
 */
export interface RoomWrite<Doc> {
  /** Expiry keeps `ended` rooms (finished games) by a separate rule. */
  readonly phase: RoomPhase;
  /**
   * When the server must next act on its own (a phase timer, a bot's move, a host hand-over),
   * ms since epoch; null when nothing is due. The scheduler reads `dueRooms(now)`.
   */
  readonly deadline: number | null;
  readonly doc: Doc;
}

/** A room as loaded: what was written, with its bookkeeping. */
export interface StoredRoom<Doc> extends RoomWrite<Doc> {
  readonly code: RoomCode;
  /** Raised by one on every write, starting at 1 when the room is created. */
  readonly version: number;
  readonly createdAt: number;
  /**
   * When the room was last written, to within `UPDATED_AT_GRAIN_MS` (see `touchedAt`): what
   * idle rooms expire by, after hours.
   */
  readonly updatedAt: number;
}

/**
 * How stale a room's `updatedAt` may be. Each new value moved the room's entry in the
 * (phase, updated_at) index that expiry reads, which cost SQLite a page written per move
 * (storage.md); expiry counts in hours, so a minute's grain is plenty.
 */
export const UPDATED_AT_GRAIN_MS = 60_000;

/**
 * The `updatedAt` a write at `at` stores: `at` when the phase changes (expiry treats finished
 * rooms apart) or the stored time is a grain old, else the stored time, left as it is.
 */
export function touchedAt(
  stored: { readonly phase: RoomPhase; readonly updatedAt: number },
  phase: RoomPhase,
  at: number,
): number {
  return phase !== stored.phase || at - stored.updatedAt >= UPDATED_AT_GRAIN_MS
    ? at
    : stored.updatedAt;
}

/**
 * What a log entry records. Engine commands carry their game number so each game of a room
 * replays on its own (`replay(start.config, commands of that game)`); `start` records the
 * configuration, seed included, so a finished game stays replayable after a rematch.
 */
export type LogAction =
  | { readonly kind: 'start'; readonly game: number; readonly config: GameConfig }
  | { readonly kind: 'command'; readonly game: number; readonly command: Command }
  | {
      readonly kind: 'room';
      /** The protocol request (`kick`, `setPreset`, …) or a server action (`expireHost`). */
      readonly request: string;
      readonly seat: Seat | null;
      readonly detail?: JsonValue;
    };

/** One entry of a room's command log; `Reply` is what its store keeps as replies (JSON). */
export interface LogRecord<Reply = JsonValue> {
  readonly code: RoomCode;
  /** The room version this entry produced: log order, unique per room. */
  readonly version: number;
  /** The client's request id; null for the server's own commands (timers, bots). */
  readonly rid: string | null;
  readonly at: number;
  readonly action: LogAction;
  /** The reply sent for it, sent again when the same request id is retried. */
  readonly reply: Reply;
}
