/**
 * Run as a child process: commits a few transactions to the SQLite file given as argv[2], then
 * dies by SIGKILL without closing anything, as a crashed or `kill -9`ed server would.
 */
import { parseRoomCode } from '@fabula/protocol';
import { openFastSqliteStore } from '../../src/storage/fast/fast-sqlite-store.ts';
import { write } from '../../src/storage/store.ts';

const path = process.argv[2];
const code = parseRoomCode('K7QX3M');
if (path === undefined || code === null) throw new Error('usage: kill-after-commit.ts <db>');
const store = openFastSqliteStore<{ readonly counter: number }>({ path });
await store.createRoom(code, { phase: 'playing', deadline: 5000, doc: { counter: 0 } });
for (let i = 1; i <= 3; i++) {
  await store.transact(code, { rid: `k${i}`, expectedVersion: null }, (room) =>
    write(
      { ...room, doc: { counter: room.doc.counter + 1 } },
      { kind: 'room', request: 'test', seat: null },
      { ok: true, result: { version: room.version + 1 } },
    ),
  );
}
process.stdout.write('committed\n');
process.kill(process.pid, 'SIGKILL');
