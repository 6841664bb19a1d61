import type { RoomCode } from '@fabula/protocol';
import { seededRandom } from '@fabula/rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import type { RoomRecord } from '../src/rooms/record.ts';
import { recordStorage } from '../src/rooms/record-storage.ts';
import { openPostgresStore } from '../src/storage/postgres/postgres-store.ts';
import type { GameStore } from '../src/storage/store.ts';
import { ChaosPlayer } from './support/chaos-player.ts';
import { TestCluster } from './support/cluster.ts';
import { profile } from './support/room.ts';
import { describeWithServices, freshDatabase, need, uniqueName } from './support/services.ts';
import { storedAndReplayed, timesLogged } from './support/stored-game.ts';

/**
 * Chaos: 3 server processes on one Postgres and one Redis, 30 rooms of bots (every fifth with a
 * scripted person too), and `kill -9` of a random process at seeded-random moments, at least 20
 * times, each restarted at once. Games are short (every seat is storyteller twice) so the test
 * fits CI. Then: every game ended, every final state equals the replay of its stored log, and
 * every request a person saw acknowledged is in its room's log exactly once.
 */
const processes = 3;
const roomCount = 30;
const personEvery = 5;
const minimumKills = 20;
// Generous for a busy CI machine (each restart loads the bots' word vectors); about 2 min when idle.
const hardLimitMs = 420_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithServices('chaos: processes killed while 30 rooms play', ({ postgresUrl, redisUrl }) => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let cluster: TestCluster | undefined;
  let store: GameStore<RoomRecord> | undefined;
  /** Set when the test got through: a failed run keeps its database for a look at its logs. */
  let passed = false;

  beforeAll(async () => {
    database = await freshDatabase(postgresUrl);
    cluster = await TestCluster.start(processes, {
      databaseUrl: database.url,
      redisUrl,
      redisPrefix: uniqueName('fabula-chaos'),
      BOT_DELAY_MS: '40',
    });
    store = await openPostgresStore<RoomRecord>({
      connectionString: database.url,
      poolSize: 2,
      ...recordStorage(),
    });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await cluster?.stop();
    if (passed) await database?.drop();
    else if (database) console.warn(`chaos: the database is kept for inspection: ${database.url}`);
  });

  interface ChaosRoom {
    readonly code: RoomCode;
    /** The host's setup requests acknowledged ok (each must be in the log once). */
    readonly setup: string[];
    readonly person: ChaosPlayer | null;
  }

  /** A room with bots, started; with a person who plays it, or left to the bots alone. */
  async function openRoom(index: number): Promise<ChaosRoom> {
    const withPerson = index % personEvery === 0;
    const host = await ScriptedClient.connect(need(cluster).url(index % processes));
    const created = await host.request({ type: 'createRoom', profile: profile(`Host ${index}`) });
    if (!created.ok) throw new Error(created.error.code);
    const code = created.result.room;
    const setup: string[] = [];
    const ask = async (request: Parameters<ScriptedClient['request']>[0]) => {
      const reply = await host.request(request);
      if (!reply.ok) throw new Error(`${request.type}: ${reply.error.message}`);
      setup.push(reply.rid);
    };
    for (let i = 0; i < (withPerson ? 3 : 4); i++) await ask({ type: 'addBot' });
    const knobs = { storytellerTurnsEach: 2, targetScore: null };
    await ask({ type: 'setPreset', preset: 'dixit', knobs });
    await ask({ type: 'start' });
    await host.until(() => host.gameView !== null);
    if (!withPerson) {
      // The host leaves: the seat sits out and four bots play on.
      await ask({ type: 'leaveRoom' });
      host.close();
      return { code, setup, person: null };
    }
    const person = new ChaosPlayer({
      name: `person${index}`,
      room: code,
      token: String(created.result.token),
      client: host,
      urls: () =>
        need(cluster).ports.flatMap((_, i) =>
          need(cluster).isUp(i) ? [need(cluster).url(i)] : [],
        ),
      random: seededRandom(`chaos-person-${index}`),
    });
    return { code, setup, person };
  }

  it(
    `short games survive at least ${minimumKills} kill -9s of random processes`,
    async () => {
      const began = Date.now();
      const deadline = began + hardLimitMs;
      const rooms: ChaosRoom[] = [];
      for (let batch = 0; batch < roomCount; batch += 6) {
        const indexes = Array.from({ length: Math.min(6, roomCount - batch) }, (_, i) => batch + i);
        rooms.push(...(await Promise.all(indexes.map(openRoom))));
      }
      const people = rooms.flatMap((r) => (r.person ? [r.person] : []));
      const playing = Promise.all(people.map((p) => p.play(deadline)));
      const unfinished = async () => {
        const counts = await need(store).countRooms();
        return counts.lobby + counts.playing;
      };

      const random = seededRandom('chaos-kills');
      const restarting = new Map<number, Promise<void>>();
      let kills = 0;
      let killsDuringPlay = 0;
      while (kills < minimumKills) {
        if (Date.now() > deadline) throw new Error(`only ${kills} kills in the time limit`);
        await sleep(200 + Math.floor(random() * 1300));
        // Keep one process up at least: kill only while two are.
        const up = need(cluster).ports.flatMap((_, i) => (need(cluster).isUp(i) ? [i] : []));
        if (up.length < 2) {
          await Promise.race(restarting.values());
          continue;
        }
        const victim = up[Math.floor(random() * up.length)] ?? 0;
        await need(cluster).kill(victim);
        kills++;
        if ((await unfinished()) > 0) killsDuringPlay++;
        const restart = need(cluster)
          .restart(victim)
          .finally(() => restarting.delete(victim));
        restarting.set(victim, restart);
      }
      await Promise.all(restarting.values());
      await playing;
      while ((await unfinished()) > 0) {
        if (Date.now() > deadline)
          throw new Error(`${await unfinished()} games did not end in time`);
        await sleep(200);
      }

      for (const { code, setup, person } of rooms) {
        const { stored, replayed, log } = await storedAndReplayed(need(store), code);
        expect(stored?.phase.kind, `room ${code}`).toBe('ended');
        expect(stored, `room ${code}`).toEqual(replayed);
        if (person) expect(person.acked.length, `room ${code}`).toBeGreaterThan(0);
        const counts = timesLogged(log, [...setup, ...(person?.acked ?? [])]);
        expect(
          [...counts].filter(([, n]) => n !== 1),
          `room ${code}`,
        ).toEqual([]);
      }
      const reconnects = people.reduce((sum, p) => sum + p.reconnects, 0);
      console.info(
        `chaos: ${kills} kills (${killsDuringPlay} while games were running), ` +
          `${reconnects} reconnects of ${people.length} people, ${Date.now() - began} ms`,
      );
      expect(kills).toBeGreaterThanOrEqual(minimumKills);
      for (const person of people) person.close();
      passed = true;
    },
    hardLimitMs + 30_000,
  );
});
