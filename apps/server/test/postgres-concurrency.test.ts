import { parseRoomCode, type RoomCode } from '@fabula/protocol';
import { seededRandom } from '@fabula/rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  openPostgresStore,
  type PostgresGameStore,
} from '../src/storage/postgres/postgres-store.ts';
import type { LogAction } from '../src/storage/room.ts';
import { write, type DocReplayer } from '../src/storage/store.ts';
import { describeWithServices, freshDatabase } from './support/services.ts';

/**
 * Several stores on one database stand for server processes writing the same few rooms at once,
 * with document checkpoints (every 4 versions) and a cache each. A room's document is the list
 * of versions written to it, so every decision can check that the document it was given is the
 * row's version, and every log entry records what its decision saw. The first version of the
 * Postgres store read a document in the snapshot its row lock had taken before waiting: this
 * found it within seconds.
 */
interface ListDoc {
  readonly written: readonly number[];
}

/** A command entry: the version it wrote and the last version its decision saw. */
interface Appended {
  readonly kind: 'command';
  readonly game: 1;
  readonly wrote: number;
  readonly saw: number;
}

const storesCount = 3;
const workersPerStore = 4;
const roomCount = 4;
const transactsPerWorker = 120;

const replayList: DocReplayer<ListDoc> = (doc, action) => {
  if (action.kind !== 'command') return null;
  const appended = action as unknown as Appended;
  return { written: [...doc.written, appended.wrote] };
};

function code(i: number): RoomCode {
  const parsed = parseRoomCode(`CNCR${'ABCDEFGH'[i] ?? 'Z'}A`);
  if (parsed === null) throw new Error('not a room code');
  return parsed;
}

describeWithServices(
  'Postgres store: several processes writing the same rooms at once',
  ({ postgresUrl }) => {
    let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
    const stores: PostgresGameStore<ListDoc>[] = [];

    beforeAll(async () => {
      database = await freshDatabase(postgresUrl);
      for (let i = 0; i < storesCount; i++) {
        stores.push(
          await openPostgresStore<ListDoc>({
            connectionString: database.url,
            poolSize: workersPerStore,
            replayDoc: replayList,
            docCheckpoints: { every: 4, replays: (action) => action.kind === 'command' },
          }),
        );
      }
    });

    afterAll(async () => {
      for (const store of stores) await store.close();
      await database?.drop();
    });

    it('every decision sees the document of the row it locked, and the log replays', async () => {
      const rooms = Array.from({ length: roomCount }, (_, i) => code(i));
      for (const room of rooms) {
        const doc = { written: [1] };
        await stores[0]?.createRoom(room, { phase: 'playing', deadline: null, doc });
      }
      const wrongDecisions: string[] = [];
      let applied = 0;
      const worker = async (store: PostgresGameStore<ListDoc>, seed: string) => {
        const random = seededRandom(seed);
        for (let i = 0; i < transactsPerWorker; i++) {
          const room = rooms[Math.floor(random() * rooms.length)] ?? rooms[0];
          if (room === undefined) throw new Error('no rooms');
          // Some writes follow a load (a bot's move planned on a version), most do not.
          let expectedVersion: number | null = null;
          if (random() < 0.3) {
            const loaded = await store.loadRoom(room);
            expectedVersion = loaded?.version ?? null;
            if (loaded && loaded.doc.written.at(-1) !== loaded.version)
              wrongDecisions.push(`load ${room} v${loaded.version}`);
          }
          // A fifth are lobby-like writes, which store the document; the rest are left to the log.
          const command = random() >= 0.2;
          const outcome = await store.transact(room, { rid: null, expectedVersion }, (stored) => {
            const saw = stored.doc.written.at(-1) ?? 0;
            if (saw !== stored.version)
              wrongDecisions.push(`${room} v${stored.version} saw ${saw}`);
            const wrote = stored.version + 1;
            const action: LogAction = command
              ? ({ kind: 'command', game: 1, wrote, saw } as unknown as LogAction)
              : { kind: 'room', request: 'lobby', seat: null };
            const doc = { written: [...stored.doc.written, wrote] };
            return write({ phase: 'playing', deadline: null, doc }, action, null);
          });
          if (outcome.kind === 'applied') applied++;
        }
      };
      await Promise.all(
        stores.flatMap((store, s) =>
          Array.from({ length: workersPerStore }, (_, w) => worker(store, `conc-${s}-${w}`)),
        ),
      );
      expect(wrongDecisions).toEqual([]);

      const reader = stores[0];
      if (!reader) throw new Error('no store');
      let total = 0;
      for (const room of rooms) {
        const log = await reader.readLog(room);
        total += log.length;
        const misread = log.flatMap((entry) => {
          const action = entry.action as unknown as Partial<Appended>;
          return action.kind === 'command' && action.saw !== entry.version - 1
            ? [`${room} v${entry.version} saw ${String(action.saw)}`]
            : [];
        });
        expect(misread).toEqual([]);
        const stored = await reader.loadRoom(room);
        expect(stored?.doc.written).toEqual(
          Array.from({ length: stored?.version ?? 0 }, (_, i) => i + 1),
        );
      }
      // Every applied write is in a log once (the rest met a version another had moved past).
      expect(total).toBe(applied);
      expect(applied).toBeGreaterThan(storesCount * workersPerStore * transactsPerWorker * 0.5);
    }, 120_000);
  },
  { redis: false },
);
