import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { playUntilEnd } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';
import type { RoomRecord } from '../src/rooms/record.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ hostHandoverMs: 1000 });
});
afterAll(async () => {
  await server.stop();
});

describe('host powers over a game', () => {
  it('pause stops every move until resume', async () => {
    const { host, guests } = await openTable(server.url, { guests: 2 });
    expect((await host.request({ type: 'pauseGame' })).ok).toBe(true);
    const teller = [host, ...guests].find(
      (c) =>
        c.gameView?.view.phase.kind === 'clue' &&
        c.gameView.view.hand &&
        'seat' in c.gameView.view.viewer &&
        c.gameView.view.phase.round.storyteller === c.gameView.view.viewer.seat,
    );
    const card = teller?.gameView?.view.hand?.[0] ?? '';
    expect(
      await teller?.request({ type: 'clue', clue: { kind: 'text', text: 'wait' }, card }),
    ).toMatchObject({
      ok: false,
      error: { code: 'game_paused' },
    });
    expect((await host.request({ type: 'resumeGame' })).ok).toBe(true);
    expect(
      (await teller?.request({ type: 'clue', clue: { kind: 'text', text: 'go' }, card }))?.ok,
    ).toBe(true);
  });

  it('rematch: after the end, back to the lobby with the same seats; a new game starts', async () => {
    const { host, guests } = await openTable(server.url, { guests: 2, bots: 1 });
    expect(await host.request({ type: 'rematch' })).toMatchObject({
      ok: false,
      error: { code: 'game_in_progress' },
    });
    expect((await host.request({ type: 'endGame' })).ok).toBe(true);
    await host.until(() => host.gameView?.view.phase.kind === 'ended');
    expect((await host.request({ type: 'rematch' })).ok).toBe(true);
    await host.until(() => host.roomState?.room.phase === 'lobby');
    expect(host.roomState?.room.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Host', false],
      ['Guest 1', false],
      ['Guest 2', false],
      [host.roomState?.room.seats[3]?.name, true],
    ]);
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    await playUntilEnd([host, ...guests], 'rematch');
  }, 60_000);

  it('host powers pass to another player when the host has been gone a while', async () => {
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2, start: false });
    host.close();
    const [ben] = guests;
    await ben?.until(() => ben.roomState?.room.seats[1]?.host === true, 10_000);
    expect((await ben?.request({ type: 'lock' }))?.ok).toBe(true);
    // The old host comes back as a player, without host powers.
    const back = await ScriptedClient.connect(server.url);
    await back.request({ type: 'resume', room: code, token: tokens[0] ?? '' });
    expect(await back.request({ type: 'unlock' })).toMatchObject({
      ok: false,
      error: { code: 'not_host' },
    });
  }, 30_000);
});

describe('operations', () => {
  it('GET /healthz and GET /metrics', async () => {
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { ok: boolean };
    expect(health.ok).toBe(true);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    for (const name of [
      'fabula_rooms',
      'fabula_connections',
      'fabula_commands_total',
      'fabula_command_seconds_bucket',
    ]) {
      expect(metrics).toContain(name);
    }
  });

  it('a graceful stop finishes the requests under way and stores them', async () => {
    const own = await (await import('./support/server.ts')).startTestServer();
    const { code, host } = await openTable(own.url, { guests: 2, start: false });
    // Begin the shutdown just after the server has taken the request (not before it arrives).
    const closed = new Promise<void>((resolve) => {
      for (const socket of own.io.sockets.sockets.values()) {
        socket.onAny(() => {
          setImmediate(() => {
            void own.close().then(resolve);
          });
        });
      }
    });
    const reply = await host.request({ type: 'addBot' });
    await closed;
    expect(reply.ok).toBe(true);
    const { openFastSqliteStore } = await import('../src/storage/fast/fast-sqlite-store.ts');
    const { recordStorage } = await import('../src/rooms/record-storage.ts');
    const store = openFastSqliteStore<RoomRecord>({
      path: `${own.dataDir}/fabula.db`,
      ...recordStorage(),
    });
    expect((await store.loadRoom(code))?.doc.lobby.seats).toHaveLength(4);
    await store.close();
  });
});
