import type { RoomCode } from '@fabula/protocol';
import type { LogAction } from './room.ts';
import type { DocReplayer } from './store.ts';

/**
 * Reading a room whose stored document is older than its row. A store may leave the document a
 * few versions behind and let the log carry the moves in between (the fast stores do:
 * fast/doc-checkpoints.ts); every store that reads such a database, the plain one included,
 * rebuilds the document from the log entries after it with the room logic's `DocReplayer`.
 */

/** A room's document and the row version (and creation time) it is the document of. */
export interface VersionedDoc<Doc> {
  readonly version: number;
  /** With the version: a room deleted and created again under the same code starts at 1 again. */
  readonly createdAt: number;
  readonly doc: Doc;
}

/** A log entry as far as replaying it goes. */
export interface MissedEntry {
  readonly version: number;
  readonly action: LogAction;
}

/**
 * The document at `version`, made from an older one by replaying the entries after it, or null
 * when it cannot be (an entry the replayer declines, or throws on, or the entries are not
 * exactly the versions between the two): the caller then reads the stored document, which is
 * always right.
 */
export function replayMissed<Doc>(
  from: VersionedDoc<Doc>,
  version: number,
  entries: readonly MissedEntry[],
  replay: DocReplayer<Doc>,
): Doc | null {
  const missed = entries.filter((entry) => entry.version > from.version);
  if (missed.length !== version - from.version) return null;
  let doc = from.doc;
  for (const [i, entry] of missed.entries()) {
    if (entry.version !== from.version + i + 1) return null;
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

/**
 * A stored document and its log do not give the row's version: the log or the replayer no
 * longer matches what was written (a release that changed how a logged command applies).
 * Nothing is guessed: the room cannot be loaded until that is mended.
 */
export class DocumentNotRebuilt extends Error {
  readonly code = 'document_not_rebuilt';

  constructor(code: RoomCode, docVersion: number, version: number) {
    super(
      `Room ${code}: its document stored at version ${String(docVersion)} and the log entries ` +
        `after it do not replay to version ${String(version)}.`,
    );
    this.name = 'DocumentNotRebuilt';
  }
}

/**
 * The document at `version`, from the one stored at `stored.version` and the log entries after
 * it; throws `DocumentNotRebuilt` when they do not replay to it.
 */
export function rebuiltDocument<Doc>(
  code: RoomCode,
  stored: VersionedDoc<Doc>,
  version: number,
  entries: readonly MissedEntry[],
  replay: DocReplayer<Doc> | null,
): Doc {
  if (stored.version === version) return stored.doc;
  const doc = replay === null ? null : replayMissed(stored, version, entries, replay);
  if (doc === null) throw new DocumentNotRebuilt(code, stored.version, version);
  return doc;
}
