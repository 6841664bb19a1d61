import type { RoomCode } from '@fabula/protocol';
import { LRUCache } from 'lru-cache';

/** A parsed room document and the row it was parsed from. */
export interface CachedDoc<Doc> {
  readonly version: number;
  /** With the version: a room deleted and created again under the same code starts at 1 again. */
  readonly createdAt: number;
  readonly doc: Doc;
}

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
