import type { RoomCode } from '@fabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { playMoves } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface Pushed {
  readonly type?: string;
  readonly version?: number;
  readonly view?: { readonly viewer?: unknown; readonly hand?: unknown };
}

/** The versions of the game views a connection received, in the order they came. */
function viewVersions(client: ScriptedClient): number[] {
  return (client.received as Pushed[])
    .filter((m) => m.type === 'gameView')
    .map((m) => m.version ?? -1);
}

async function versionOf(server: Server, code: RoomCode): Promise<number> {
  return (await server.store.loadRoom(code))?.version ?? -1;
}

// The plain publisher is the reference; the fast one must deliver the same.
describe.each(['plain', 'fast'] as const)('on the %s path', (serverPath) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ serverPath });
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('pushes reach every connection of their audience, once each and in order', () => {
    it('a seat open in two tabs, two spectators and single connections all get each version', async () => {
      const { code, host, guests, tokens } = await openTable(server.url, { guests: 2 });
      // The first guest opens a second tab with the same seat (its first stays connected).
      const secondTab = await ScriptedClient.connect(server.url);
      expect(
        await secondTab.request({ type: 'resume', room: code, token: tokens[1] ?? '' }),
      ).toMatchObject({ ok: true, result: { seat: 1 } });
      const watchers = [
        await ScriptedClient.connect(server.url),
        await ScriptedClient.connect(server.url),
      ];
      for (const watcher of watchers) {
        expect(await watcher.request({ type: 'joinRoom', room: code })).toMatchObject({
          ok: true,
          result: { seat: null },
        });
      }
      const all = [host, ...guests, secondTab, ...watchers];
      await Promise.all(all.map((c) => c.until(() => c.gameView !== null)));
      const from = await versionOf(server, code);

      await playMoves([host, ...guests], 4, 'push-delivery');
      const to = await versionOf(server, code);
      expect(to).toBeGreaterThanOrEqual(from + 4);
      await Promise.all(all.map((c) => c.until(() => (c.gameView?.version ?? 0) === to)));

      const expected = Array.from({ length: to - from }, (_, i) => from + 1 + i);
      for (const client of all) {
        // Every version after the connection was shown the room, exactly once, in order.
        expect(viewVersions(client).filter((v) => v > from)).toEqual(expected);
      }
      // Both tabs of the seat see its hand; the spectators see none.
      expect(secondTab.gameView?.view.hand).toEqual(guests[0]?.gameView?.view.hand);
      expect(secondTab.gameView?.view.viewer).toEqual({ seat: 1 });
      for (const watcher of watchers) {
        expect(watcher.gameView?.view.viewer).toEqual({ spectator: true });
        expect(watcher.gameView?.view.hand).toBeUndefined();
      }
      for (const client of all) client.close();
    });
  });
});
