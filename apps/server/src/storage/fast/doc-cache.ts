import type { RoomCode } from '@fabula/protocol';
import { LRUCache } from 'lru-cache';
import type { VersionedDoc } from '../documents.ts';

/** A parsed room document and the row it was parsed from. */
export type CachedDoc<Doc> = VersionedDoc<Doc>;

/**
 * How many versions a cached document may lag behind the row and still be brought up to date
 * from the log (`replayMissed`): beyond that, reading the whole document is as cheap as the
 * entries.
 */
export const REPLAY_WINDOW = 16;

/**
 * Parsed room documents by code, so a load whose row still has the cached version skips
 * JSON.parse (the largest part of a load). The row is always read: the cache only answers for
 * the exact (version, created_at) the database holds now, so with several processes writing the
 * same rooms it can never serve a stale document. A store fills it only with committed rows.
 * Documents are shared between loads: nobody mutates them (the engine and service are pure).
 * Least recently used entries go first once `limit` rooms are held.
 */
export class DocCache<Doc> {
  readonly #entries: LRUCache<RoomCode, CachedDoc<Doc>>;

  constructor(limit = 10_000) {
    this.#entries = new LRUCache({ max: limit });
  }

  /** The entry for `code`, whatever its version (the query decides whether it still holds). */
  get(code: RoomCode): CachedDoc<Doc> | undefined {
    return this.#entries.get(code);
  }

  set(code: RoomCode, entry: CachedDoc<Doc>): void {
    this.#entries.set(code, entry);
  }

  delete(code: RoomCode): void {
    this.#entries.delete(code);
  }

  clear(): void {
    this.#entries.clear();
  }
}
