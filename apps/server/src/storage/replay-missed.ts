import type { CachedDoc } from './doc-cache.ts';
import type { LogAction } from './room.ts';
import type { DocReplayer } from './store.ts';

/**
 * How many versions a cached document may lag behind the row and still be brought up to date
 * from the log: beyond that, reading the whole document is as cheap as the entries.
 */
export const REPLAY_WINDOW = 16;

/** A log entry as far as replaying it goes. */
export interface MissedEntry {
  readonly version: number;
  readonly action: LogAction;
}

/**
 * The document at `version`, made from the cached one by replaying the entries after it, or
 * null when it cannot be (an entry the replayer declines, or throws on, or the entries are not
 * exactly the versions between the two): the caller then reads the stored document, which is
 * always right.
 */
export function replayMissed<Doc>(
  cached: CachedDoc<Doc>,
  version: number,
  entries: readonly MissedEntry[],
  replay: DocReplayer<Doc>,
): Doc | null {
  const missed = entries.filter((entry) => entry.version > cached.version);
  if (missed.length !== version - cached.version) return null;
  let doc = cached.doc;
  for (const [i, entry] of missed.entries()) {
    if (entry.version !== cached.version + i + 1) return null;
    try {
      const next = replay(doc, entry.action);
      if (next === null) return null;
      doc = next;
    } catch {
      // A replayer that throws on an entry cannot replay it: the stored document still can.
      return null;
    }
  }
  return doc;
}
