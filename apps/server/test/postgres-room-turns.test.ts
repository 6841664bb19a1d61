import { parseRoomCode, type RoomCode } from '@fabula/protocol';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  openPostgresStore,
  type PostgresGameStore,
} from '../src/storage/postgres/postgres-store.ts';
import { write } from '../src/storage/store.ts';
import { lockWaiters } from './support/lock-waiters.ts';
import { describeWithServices, freshDatabase, need } from './support/services.ts';

/**
 * One process's transactions on one room wait for each other in the process, not on the room's
 * row lock with a pooled connection each: under load those waits parked the whole pool behind a
 * few rooms, and every other room waited for a connection.
 */
interface ListDoc {
  readonly written: readonly number[];
}

function code(text: string): RoomCode {
  const parsed = parseRoomCode(text);
  if (parsed === null) throw new Error(`not a room code: ${text}`);
  return parsed;
}

const A = code('TURNSA');
const B = code('TURNSB');

/** Appends the next version to the room's list. */
function append(room: RoomCode, store: PostgresGameStore<ListDoc>) {
  return store.transact(room, { rid: null, expectedVersion: null }, (stored) => {
    const doc = { written: [...stored.doc.written, stored.version + 1] };
    return write(
      { phase: 'playing', deadline: null, doc },
      { kind: 'room', request: 'lobby', seat: null },
      null,
    );
  });
}

/** The outcome of `promise`, or 'still waiting' after `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => {
      resolve('still waiting');
    }, ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describeWithServices(
  "Postgres store: one room's transactions in one process",
  ({ postgresUrl }) => {
    let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
    let store: PostgresGameStore<ListDoc> | undefined;

    beforeAll(async () => {
      database = await freshDatabase(postgresUrl);
      store = await openPostgresStore<ListDoc>({ connectionString: database.url, poolSize: 2 });
      for (const room of [A, B])
        await store.createRoom(room, { phase: 'playing', deadline: null, doc: { written: [1] } });
    });

    afterAll(async () => {
      await store?.close();
      await database?.drop();
    });

    it("wait for each other without holding connections: another room's writes go on", async () => {
      const writes = need(store);
      // Another process holds room A's lock, as if in the middle of a slow write.
      const other = new pg.Client({ connectionString: need(database).url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM rooms WHERE code = $1 FOR UPDATE', [A]);
        const onA = [append(A, writes), append(A, writes), append(A, writes)];
        // Only the first of them waits in Postgres; the others wait their turn in the process.
        expect(await lockWaiters(other)).toBe(1);
        // With two pooled connections, room B still gets one while A's lock is held.
        const onB = await within(append(B, writes), 5000);
        expect(onB).toMatchObject({ kind: 'applied', room: { version: 2 } });
        await other.query('COMMIT');
        const outcomes = await Promise.all(onA);
        expect(outcomes.map((o) => (o.kind === 'applied' ? o.room.version : o.kind))).toEqual([
          2, 3, 4,
        ]);
        expect((await writes.loadRoom(A))?.doc.written).toEqual([1, 2, 3, 4]);
      } finally {
        await other.end();
      }
    }, 30_000);

    it('a failed transaction does not hold up the next one on its room', async () => {
      const writes = need(store);
      const failing = writes.transact(A, { rid: null, expectedVersion: null }, () => {
        throw new Error('decision bug');
      });
      const next = append(A, writes);
      await expect(failing).rejects.toThrow('decision bug');
      expect(await within(next, 5000)).toMatchObject({ kind: 'applied' });
    });
  },
  { redis: false },
);
