import type { GameViewPush, RoomCode } from '@fabula/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { FANOUT_EVENT } from '../src/realtime/fast/push-fanout.ts';
import { playMoves } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';
import {
  deleteRedisKeys,
  describeWithServices,
  freshDatabase,
  need,
  uniqueName,
} from './support/services.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The game view versions a connection received, in the order they came. */
function viewVersions(client: ScriptedClient): number[] {
  return client.received
    .filter((m): m is GameViewPush => (m as { type?: string }).type === 'gameView')
    .map((m) => m.version);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets a test decide what becomes of each change that reaches `server` from another process
 * (`pass` it on now, later, or never). Socket.IO hands server-side events to the namespace's
 * `_onServerSideEmit`; the test wraps it. Returns a function that puts it back.
 */
function interceptChanges(
  server: Server,
  decide: (change: { readonly version?: number }, pass: () => void) => void,
): () => void {
  const namespace = server.io.of('/') as unknown as { _onServerSideEmit(args: unknown[]): void };
  const original = namespace._onServerSideEmit.bind(namespace);
  namespace._onServerSideEmit = (args) => {
    if (args[0] !== FANOUT_EVENT) {
      original(args);
      return;
    }
    decide(args[1] as { readonly version?: number }, () => {
      original(args);
    });
  };
  return () => {
    namespace._onServerSideEmit = original;
  };
}

describeWithServices(
  'one room’s changes reach the connections of another process in order',
  ({ postgresUrl, redisUrl }) => {
    let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
    const servers: Server[] = [];
    const redisPrefix = uniqueName('fabula-test');

    beforeAll(async () => {
      database = await freshDatabase(postgresUrl);
      // Two servers in this process on one database and one Redis, as two processes would be.
      for (let i = 0; i < 2; i++)
        servers.push(await startTestServer({ databaseUrl: database.url, redisUrl, redisPrefix }));
    }, 60_000);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
      await deleteRedisKeys(redisUrl, redisPrefix);
    });

    const versionOf = async (code: RoomCode) =>
      (await need(servers[0]).store.loadRoom(code))?.version ?? -1;

    /** Three people and a bot at a table on the first server; someone watching on the second. */
    async function tableWatchedFromAfar() {
      const { code, host, guests } = await openTable(need(servers[0]).url, { guests: 2, bots: 1 });
      const watcher = await ScriptedClient.connect(need(servers[1]).url);
      expect((await watcher.request({ type: 'joinRoom', room: code })).ok).toBe(true);
      await watcher.until(() => watcher.gameView !== null);
      return { code, players: [host, ...guests], watcher, from: watcher.gameView?.version ?? 0 };
    }

    it('a change that comes late through Redis is still written before the changes after it', async () => {
      const { code, players, watcher, from } = await tableWatchedFromAfar();
      let late: number | null = null;
      const restore = interceptChanges(need(servers[1]), (change, pass) => {
        const version = change.version ?? -1;
        if (late !== null || version <= from) {
          pass();
          return;
        }
        // Held until the room has moved past it (the next change is stored and published).
        late = version;
        void (async () => {
          for (let i = 0; i < 250 && (await versionOf(code)) <= version; i++) await sleep(20);
          await sleep(150);
          pass();
        })();
      });
      await playMoves(players, 6, 'late-change');
      // The table's bot may move once more after `to` is read: wait for `to` or later.
      const to = await versionOf(code);
      await watcher.until(() => (watcher.gameView?.version ?? -1) >= to);
      restore();
      expect(late).not.toBeNull();
      const versions = viewVersions(watcher).filter((v) => v >= from);
      // Each version, in order (a presence refresh may show one version twice).
      expect(versions).toEqual(versions.toSorted((a, b) => a - b));
      expect(range(from, to).filter((v) => !versions.includes(v))).toEqual([]);
      expect(watcher.client.state.historyComplete).toBe(true);
      for (const c of [...players, watcher]) c.close();
    }, 60_000);

    it('after a change that never comes, the next is written within a moment and the client holds the latest, whole', async () => {
      const { code, players, watcher, from } = await tableWatchedFromAfar();
      let lost: number | null = null;
      const restore = interceptChanges(need(servers[1]), (change, pass) => {
        const version = change.version ?? -1;
        if (lost === null && version > from) lost = version;
        else pass();
      });
      await playMoves(players, 4, 'lost-change');
      const to = await versionOf(code);
      await watcher.until(
        () => (watcher.gameView?.version ?? -1) >= to && watcher.client.state.historyComplete,
        5000,
      );
      restore();
      expect(lost).not.toBeNull();
      const versions = viewVersions(watcher).filter((v) => v >= from);
      expect(versions).toEqual(versions.toSorted((a, b) => a - b));
      expect(range(from, to).filter((v) => !versions.includes(v))).toEqual([lost]);
      // What it holds is what a connection made now is shown.
      const fresh = await ScriptedClient.connect(need(servers[1]).url);
      expect((await fresh.request({ type: 'joinRoom', room: code })).ok).toBe(true);
      await fresh.until(() => (fresh.gameView?.version ?? -1) >= to);
      // Both at one version (the bot may have moved meanwhile), then the same table.
      for (let i = 0; i < 50 && watcher.gameView?.version !== fresh.gameView?.version; i++)
        await sleep(100);
      expect(watcher.gameView?.view).toEqual(fresh.gameView?.view);
      for (const c of [...players, watcher, fresh]) c.close();
    }, 60_000);
  },
);
