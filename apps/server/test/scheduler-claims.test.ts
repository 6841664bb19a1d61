import type { RoomCode } from '@fabula/protocol';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Scheduler, type DueRunner } from '../src/scheduler.ts';
import {
  openPostgresStore,
  type PostgresGameStore,
} from '../src/storage/postgres/postgres-store.ts';
import { write } from '../src/storage/store.ts';
import { describeWithServices, freshDatabase } from './support/services.ts';
import { roomCode } from './storage-contract.ts';

/** A room that must be acted on `left` more times, each time due again at once. */
interface CountdownDoc {
  readonly left: number;
}

const rooms = 40;
const actsPerRoom = 5;

describeWithServices(
  'the scheduler on Postgres: two processes, each due deadline acted on once',
  ({ postgresUrl }) => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    const stores: PostgresGameStore<CountdownDoc>[] = [];

    beforeAll(async () => {
      database = await freshDatabase(postgresUrl);
      for (let i = 0; i < 2; i++)
        stores.push(await openPostgresStore<CountdownDoc>({ connectionString: database.url }));
    });

    afterAll(async () => {
      for (const store of stores.splice(0)) await store.close();
      await database.drop();
    });

    it('two schedulers on one database never both act on the same room version', async () => {
      const [first, second] = stores;
      if (!first || !second) throw new Error('stores not open');
      const codes: RoomCode[] = [];
      for (let i = 0; i < rooms; i++) {
        // Room codes use the protocol's alphabet: 2-9 and letters without I, L, O.
        const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
        const code = roomCode(
          `SCH${alphabet[Math.floor(i / 10)] ?? '2'}${alphabet[i % 10] ?? '2'}2`,
        );
        codes.push(code);
        const created = await first.createRoom(code, {
          phase: 'playing',
          deadline: Date.now() - 1,
          doc: { left: actsPerRoom },
        });
        if (!created.ok) throw new Error(`room ${code} exists`);
      }

      // Every act is counted by the room version it was given: a second act on the same version
      // would be a deadline acted on twice.
      const acts = new Map<string, string[]>();
      const runner = (name: string, store: PostgresGameStore<CountdownDoc>): DueRunner => ({
        async runDue(code, version) {
          const key = `${code}@${version}`;
          acts.set(key, [...(acts.get(key) ?? []), name]);
          // Think a little, as a bot does, so the two processes overlap.
          await new Promise((resolve) => setTimeout(resolve, 1 + (version % 3)));
          const outcome = await store.transact(
            code,
            { rid: null, expectedVersion: version },
            (room) =>
              write(
                {
                  phase: 'playing',
                  deadline: room.doc.left > 1 ? Date.now() : null,
                  doc: { left: room.doc.left - 1 },
                },
                { kind: 'room', request: 'tick', seat: null },
                null,
              ),
          );
          return outcome.kind === 'applied';
        },
      });
      const log = pino({ level: 'silent' });
      const schedulers = [
        new Scheduler({
          store: first,
          service: runner('A', first),
          clock: Date.now,
          log,
          intervalMs: 5,
        }),
        new Scheduler({
          store: second,
          service: runner('B', second),
          clock: Date.now,
          log,
          intervalMs: 5,
        }),
      ];
      for (const scheduler of schedulers) scheduler.start();

      const deadline = Date.now() + 30_000;
      while ((await first.dueRooms(Number.MAX_SAFE_INTEGER, rooms)).length > 0) {
        if (Date.now() > deadline) throw new Error('the schedulers did not finish in 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const scheduler of schedulers) await scheduler.stop();

      const twice = [...acts].filter(([, by]) => by.length > 1);
      expect(twice).toEqual([]);
      expect(acts.size).toBe(rooms * actsPerRoom);
      for (const code of codes) {
        const room = await first.loadRoom(code);
        expect(room?.version).toBe(1 + actsPerRoom);
      }
      // Both processes took part (otherwise the test proves nothing about sharing).
      const by = [...acts.values()].flat();
      expect(by.filter((name) => name === 'A').length).toBeGreaterThan(0);
      expect(by.filter((name) => name === 'B').length).toBeGreaterThan(0);
    }, 60_000);
  },
  { postgres: true, redis: false },
);
