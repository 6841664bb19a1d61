import { defaultCheckpointEvery, type DocCheckpoints } from '../storage/fast/doc-checkpoints.ts';
import type { DocReplayer } from '../storage/store.ts';
import { replayRoomAction, replaysExactly } from './moves.ts';
import type { RoomRecord } from './record.ts';

/**
 * How a store keeps room records: engine commands in the log, the whole record at least every
 * `every` versions (doc-checkpoints.ts). Whatever opens the server's database (the server, a
 * test, a tool) passes these, since a row's stored record may be a few moves behind the row.
 */
export function recordStorage(every: number = defaultCheckpointEvery): {
  readonly replayDoc: DocReplayer<RoomRecord>;
  readonly docCheckpoints: DocCheckpoints;
} {
  return { replayDoc: replayRoomAction, docCheckpoints: { every, replays: replaysExactly } };
}
