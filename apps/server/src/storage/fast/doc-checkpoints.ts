import type { LogAction } from '../room.ts';
import type { DocReplayer } from '../store.ts';

/**
 * Document checkpoints: a store may leave a room's stored document a few versions behind its
 * row and let the log carry the versions in between. A move changes a few hundred bytes of the
 * game, yet the whole document (kilobytes, growing with the game) was written on every move:
 * with Postgres, 80 % of the write-ahead log a move made and a fifth of Postgres's CPU per move
 * (docs/benchmarks-log-2026-11.md).
 *
 * A write stores the document when its action is one the store's `DocReplayer` does not rebuild
 * exactly, or when the stored one would otherwise be `every` versions old; otherwise it writes
 * the row's bookkeeping and the log entry only. The row's `doc_version` says which version the
 * stored document is. Reading a room whose document is older than its row replays the log
 * entries after `doc_version` (at most `every - 1` of them) onto it; a store's cache of parsed
 * documents makes that rare (after a restart, or on another process).
 */
export interface DocCheckpoints {
  /** The stored document is never this many versions behind its row (1: stored on every write). */
  readonly every: number;
  /**
   * Whether the store's replayer rebuilds exactly the document a write logged with this action
   * stores, from the document one version before. Only such writes may leave it to the log.
   */
  readonly replays: (action: LogAction) => boolean;
}

/**
 * The server's default `every`: at most 15 entries to replay when a room is read cold (a few
 * milliseconds), while the document is written on one move in 16 or fewer.
 */
export const defaultCheckpointEvery = 16;

/** How a store treats documents: always stored, or checkpointed and replayed. */
export interface DocWriting<Doc> {
  readonly replay: DocReplayer<Doc> | null;
  readonly checkpoints: DocCheckpoints | null;
}

/** Checks a store's options: checkpoints need a replayer, and `every` a whole number ≥ 1. */
export function docWriting<Doc>(options: {
  readonly replayDoc?: DocReplayer<Doc>;
  readonly docCheckpoints?: DocCheckpoints;
}): DocWriting<Doc> {
  const replay = options.replayDoc ?? null;
  const checkpoints = options.docCheckpoints ?? null;
  if (checkpoints !== null) {
    if (!Number.isInteger(checkpoints.every) || checkpoints.every < 1)
      throw new RangeError(
        `docCheckpoints.every must be a whole number of at least 1, not ${String(checkpoints.every)}.`,
      );
    if (replay === null)
      throw new TypeError('docCheckpoints need replayDoc: the log must rebuild the documents.');
  }
  return { replay, checkpoints };
}

/** Whether the write of `version` stores the document (else the row keeps `docVersion`'s). */
export function storesDocument(
  checkpoints: DocCheckpoints | null,
  docVersion: number,
  version: number,
  action: LogAction,
): boolean {
  if (checkpoints === null || checkpoints.every <= 1) return true;
  return version - docVersion >= checkpoints.every || !checkpoints.replays(action);
}
