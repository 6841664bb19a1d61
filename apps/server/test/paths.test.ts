import { randomMove, seededRandom } from '@fabula/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerPath } from '../src/config.ts';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

/**
 * The plain path is the oracle for the fast one (docs/architecture.md, "Meaning and speed"):
 * the same table, the same seed and the same moves on a server of each path, and after every
 * move each seat and the spectator hold the same game view, events and room state on both.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
const servers = new Map<ServerPath, Server>();

beforeAll(async () => {
  for (const serverPath of ['plain', 'fast'] as const) {
    // A still clock and a fixed seed: both games are the same game.
    const server = await startTestServer(
      { serverPath },
      { clock: () => 1_767_225_600_000, newSeed: () => 'oracle' },
    );
    servers.set(serverPath, server);
  }
});
afterAll(async () => {
  for (const server of servers.values()) await server.stop();
});

/** A started table of four and a spectator. */
async function table(serverPath: ServerPath): Promise<ScriptedClient[]> {
  const server = servers.get(serverPath);
  if (!server) throw new Error(`no ${serverPath} server`);
  const { code, host, guests } = await openTable(server.url, { guests: 3 });
  const watcher = await ScriptedClient.connect(server.url);
  const watched = await watcher.request({ type: 'joinRoom', room: code });
  if (!watched.ok) throw new Error(watched.error.code);
  const all = [host, ...guests, watcher];
  await Promise.all(all.map((c) => c.until(() => c.gameView !== null)));
  return all;
}

/** What a client holds, less what differs between two servers by nature (the room's code). */
function held(client: ScriptedClient) {
  const view = client.gameView;
  const state = client.roomState;
  return {
    version: view?.version,
    view: view?.view,
    events: view?.events,
    room: state === null ? null : { ...state.room, code: undefined },
    you: state?.you,
  };
}

describe('the fast path delivers what the plain path delivers', () => {
  // Two servers started and 40 moves played over sockets: 3.9 s on a quiet machine, so the 5 s
  // default timed out twice in a fresh-clone CI with the suite running beside it.
  it('every seat and the spectator hold the same views, events and room state after each move', async () => {
    const plain = await table('plain');
    const fast = await table('fast');
    const random = seededRandom('oracle-moves');
    expect(fast.map(held)).toEqual(plain.map(held));
    for (let move = 0; move < 40; move++) {
      const mover = plain.findIndex((c) => (c.gameView?.view.legal.length ?? 0) > 0);
      const view = plain[mover]?.gameView;
      if (!view || view.view.phase.kind === 'ended') break;
      const seat = 'seat' in view.view.viewer ? view.view.viewer.seat : 0;
      const command = randomMove(view.view.legal, seat, 0, random);
      if (!command) break;
      for (const clients of [plain, fast]) {
        const before = clients[0]?.gameView?.version ?? 0;
        const reply = await clients[mover]?.request(asRequest(command));
        expect(reply?.ok).toBe(true);
        await Promise.all(clients.map((c) => c.until(() => (c.gameView?.version ?? 0) > before)));
      }
      expect(fast.map(held)).toEqual(plain.map(held));
    }
    for (const client of [...plain, ...fast]) client.close();
  }, 30_000);
});
