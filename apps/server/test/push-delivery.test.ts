import type { RoomCode } from '@fabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedClient, asRequest } from '../src/dev/scripted-client.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

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

async function versionOf(code: RoomCode): Promise<number> {
  return (await server.store.loadRoom(code))?.version ?? -1;
}

/** Plays `moves` legal moves, each by whichever client has one, and waits for its view. */
async function playMoves(clients: readonly ScriptedClient[], moves: number): Promise<void> {
  const { randomMove, seededRandom } = await import('@fabula/rules');
  const random = seededRandom('push-delivery');
  for (let played = 0; played < moves;) {
    const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
    if (!mover?.gameView) throw new Error('nobody can move');
    const { view, version } = mover.gameView;
    const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
    const move = randomMove(view.legal, seat, 0, random);
    if (!move) throw new Error('no move');
    expect((await mover.request(asRequest(move))).ok).toBe(true);
    await mover.until(() => (mover.gameView?.version ?? 0) > version);
    played++;
  }
}

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
    const from = await versionOf(code);

    await playMoves([host, ...guests], 4);
    const to = await versionOf(code);
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
