import { randomMove, seededRandom } from '@fabula/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const count = (client: ScriptedClient, type: string) =>
  client.received.filter((m) => (m as { type?: unknown }).type === type).length;

describe('room state pushes', () => {
  it('skip moves that leave the room state unchanged, yet every client holds the current one', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2 });
    const watcher = await ScriptedClient.connect(server.url);
    expect((await watcher.request({ type: 'joinRoom', room: code })).ok).toBe(true);
    const clients = [host, ...guests];
    await host.until(() => host.gameView !== null);
    const statesBefore = count(host, 'roomState');
    const viewsBefore = count(host, 'gameView');
    const random = seededRandom('pushes');
    for (let moves = 0; moves < 30; moves++) {
      // A room state change in the middle of the game must reach everyone.
      if (moves === 3) {
        const before = host.gameView?.version ?? 0;
        expect((await host.request({ type: 'muteSeat', seat: 2, muted: true })).ok).toBe(true);
        await Promise.all(clients.map((c) => c.until(() => (c.gameView?.version ?? 0) > before)));
      }
      const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
      if (!mover?.gameView) break;
      const { view, version } = mover.gameView;
      const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
      const move = randomMove(view.legal, seat, 0, random);
      if (!move) break;
      expect((await mover.request(asRequest(move))).ok).toBe(true);
      // Everyone sees the move before the next one is chosen from their views.
      await Promise.all(clients.map((c) => c.until(() => (c.gameView?.version ?? 0) > version)));
    }
    const version = Math.max(...clients.map((c) => c.gameView?.version ?? 0));
    for (const c of [...clients, watcher]) await c.until(() => c.gameView?.version === version);
    // Most moves change only the game: the room state went out far less often than the views.
    const views = count(host, 'gameView') - viewsBefore;
    expect(views).toBeGreaterThan(5);
    expect(count(host, 'roomState') - statesBefore).toBeLessThan(views / 2);
    // What each client holds now is exactly the full room state a fresh connection gets (a
    // second connection of a seat changes nothing in it, so it is a fair reference).
    const held = [...clients, watcher].map((c) => c.roomState?.room);
    const fresh = await ScriptedClient.connect(server.url);
    expect((await fresh.request({ type: 'resume', room: code, token: tokens[0] ?? '' })).ok).toBe(
      true,
    );
    await fresh.until(() => fresh.roomState !== null);
    expect(fresh.roomState?.room.seats[2]?.muted).toBe(true);
    for (const room of held) expect(room).toEqual(fresh.roomState?.room);
    for (const c of [...clients, watcher, fresh]) c.close();
    // 30 moves and a reconnection: about 4 s at load 10 on two cores, past the 5 s default at 12.
  }, 30_000);
});
