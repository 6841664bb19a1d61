/**
 * A worker thread that hammers one room of a SQLite file with transactions, so the test can
 * check that separate connections (as separate processes would have) serialise.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseRoomCode } from '@fabula/protocol';
import { openFastSqliteStore } from '../../src/storage/fast/fast-sqlite-store.ts';
import { write } from '../../src/storage/store.ts';

interface Job {
  readonly path: string;
  readonly code: string;
  readonly worker: number;
  readonly count: number;
}

const job = workerData as Job;
const code = parseRoomCode(job.code);
if (code === null) throw new Error('bad room code');
const store = openFastSqliteStore<{ readonly counter: number }>({
  path: job.path,
  busyTimeoutMs: 20_000,
});
const seen: number[] = [];
for (let i = 0; i < job.count; i++) {
  const outcome = await store.transact(
    code,
    { rid: `w${job.worker}-${i}`, expectedVersion: null },
    (room) => {
      seen.push(room.version);
      return write(
        { ...room, doc: { counter: room.doc.counter + 1 } },
        { kind: 'room', request: 'test', seat: null },
        i,
      );
    },
  );
  if (outcome.kind !== 'applied') throw new Error(`transaction ${i}: ${outcome.kind}`);
}
await store.close();
parentPort?.postMessage(seen);
