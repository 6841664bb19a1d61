import type { GameViewPush } from '@fabula/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { CLUSTER_ROOM_STATE_REFRESH_MS } from '../src/realtime/fast/fast-publisher.ts';
import type { RoomRecord } from '../src/rooms/record.ts';
import { recordStorage } from '../src/rooms/record-storage.ts';
import { openPostgresStore } from '../src/storage/postgres/postgres-store.ts';
import type { GameStore } from '../src/storage/store.ts';
import { TestCluster } from './support/cluster.ts';
import { playMoves, playUntilEnd } from './support/players.ts';
import { openTable, profile } from './support/room.ts';
import { describeWithServices, freshDatabase, need, uniqueName } from './support/services.ts';
import { storedAndReplayed } from './support/stored-game.ts';

/** The game view versions a client received, in the order they came. */
function viewVersions(client: ScriptedClient): number[] {
  return client.received
    .filter((m): m is GameViewPush => (m as { type?: string }).type === 'gameView')
    .map((m) => m.version);
}

const count = (client: ScriptedClient, type: string) =>
  client.received.filter((m) => (m as { type?: unknown }).type === type).length;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

describeWithServices('two processes on one Postgres and one Redis', ({ postgresUrl, redisUrl }) => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let cluster: TestCluster | undefined;
  let store: GameStore<RoomRecord> | undefined;

  beforeAll(async () => {
    database = await freshDatabase(postgresUrl);
    cluster = await TestCluster.start(2, {
      databaseUrl: database.url,
      redisUrl,
      redisPrefix: uniqueName('fabula-test'),
    });
    store = await openPostgresStore<RoomRecord>({
      connectionString: database.url,
      poolSize: 2,
      ...recordStorage(),
    });
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    await cluster?.stop();
    await database?.drop();
  });

  it('players on different processes see each other connected and receive every move', async () => {
    // The host and one guest on process 0, the other guest on process 1; one bot.
    const host = await ScriptedClient.connect(need(cluster).url(0));
    const created = await host.request({ type: 'createRoom', profile: profile('Host') });
    if (!created.ok) throw new Error(created.error.code);
    const code = created.result.room;
    const near = await ScriptedClient.connect(need(cluster).url(0));
    const far = await ScriptedClient.connect(need(cluster).url(1));
    const tokens: string[] = [];
    for (const [client, name] of [
      [near, 'Near'],
      [far, 'Far'],
    ] as const) {
      const joined = await client.request({ type: 'joinRoom', room: code, profile: profile(name) });
      if (!joined.ok) throw new Error(joined.error.code);
      tokens.push(String(joined.result.token));
    }
    // Presence is cluster-wide: the host (process 0) sees the guest of process 1 connected.
    await host.until(
      () => host.roomState?.room.seats.find((s) => s.name === 'Far')?.connected === true,
      5000,
    );
    await host.request({ type: 'addBot' });
    const started = await host.request({ type: 'start' });
    if (!started.ok) throw new Error(started.error.message);
    const players = [host, near, far];
    await Promise.all(players.map((c) => c.until(() => c.gameView !== null)));
    const firstVersion = Math.min(...players.map((c) => c.gameView?.version ?? 0));

    await playUntilEnd(players, 'cluster');
    await Promise.all(
      players.map((c) => c.until(() => c.gameView?.view.phase.kind === 'ended', 10_000)),
    );
    const finalVersion = host.gameView?.version ?? 0;
    // Every change reached every player in order, whichever process made it (bots run on
    // either): a change that came late through Redis was written before the ones after it.
    for (const client of players) {
      const seen = viewVersions(client).filter((v) => v >= firstVersion);
      expect(seen).toEqual(seen.toSorted((a, b) => a - b));
      expect(range(firstVersion, finalVersion).filter((v) => !seen.includes(v))).toEqual([]);
    }
    const { stored, replayed } = await storedAndReplayed(need(store), code);
    expect(stored).toEqual(replayed);
    // Most moves change only the game: the room state went out far less often than the views,
    // yet each player holds exactly the room state a fresh connection is shown, on either process.
    for (const client of players)
      expect(count(client, 'roomState')).toBeLessThan(count(client, 'gameView') / 2);
    for (const [process, token] of [
      [1, tokens[0]],
      [0, tokens[1]],
    ] as const) {
      const fresh = await ScriptedClient.connect(need(cluster).url(process));
      expect((await fresh.request({ type: 'resume', room: code, token: token ?? '' })).ok).toBe(
        true,
      );
      await fresh.until(() => fresh.roomState?.version === finalVersion);
      for (const client of players) expect(client.roomState?.room).toEqual(fresh.roomState?.room);
      fresh.close();
    }
    for (const c of players) c.close();
  }, 120_000);

  it('a player who reconnects to the other process takes their seat back and is never away', async () => {
    const host = await ScriptedClient.connect(need(cluster).url(0));
    const created = await host.request({ type: 'createRoom', profile: profile('Host') });
    if (!created.ok) throw new Error(created.error.code);
    const code = created.result.room;
    let mover = await ScriptedClient.connect(need(cluster).url(1));
    const joined = await mover.request({ type: 'joinRoom', room: code, profile: profile('Mover') });
    if (!joined.ok) throw new Error(joined.error.code);
    const token = String(joined.result.token);
    await host.request({ type: 'addBot' });
    // A bot would stand in 5 s after the player is marked away: it must not happen.
    const standIn = await host.request({ type: 'setStandIn', afterMs: 5000 });
    expect(standIn.ok).toBe(true);
    const started = await host.request({ type: 'start' });
    if (!started.ok) throw new Error(started.error.message);
    await mover.until(() => mover.gameView !== null);

    for (let hop = 0; hop < 4; hop++) {
      const versionBefore = mover.gameView?.version ?? 0;
      mover.close();
      mover = await ScriptedClient.connect(need(cluster).url(hop % 2 === 0 ? 0 : 1));
      const resumed = await mover.request({ type: 'resume', room: code, token });
      expect(resumed.ok).toBe(true);
      await mover.until(() => (mover.gameView?.version ?? 0) >= versionBefore);
      expect(mover.gameView?.view.viewer).toEqual({ seat: 1 });
    }
    // Give a wrong "away" time to show: the stand-in delay passes, and the seat is still theirs.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    const room = await need(store).loadRoom(code);
    const seat = room?.doc.lobby.seats[1];
    expect(seat?.awaySince).toBeNull();
    expect(seat?.bot).toBe(false);
    await host.until(() => host.roomState?.room.seats[1]?.connected === true, 5000);
    host.close();
    mover.close();
  }, 60_000);

  it('a room kept on one process sends no unchanged room state, until another process sends one', async () => {
    // Every player on process 0 (a load balancer routing by room), no bots: every change is
    // published by process 0, so its players' room state is left out however long the game lasts.
    const { code, host, guests } = await openTable(need(cluster).url(0), { guests: 2 });
    const players = [host, ...guests];
    await playMoves(players, 2, 'one-process');
    await new Promise((resolve) => setTimeout(resolve, CLUSTER_ROOM_STATE_REFRESH_MS + 200));
    const statesBefore = players.map((c) => count(c, 'roomState'));
    await playMoves(players, 3, 'one-process-after');
    expect(players.map((c) => count(c, 'roomState'))).toEqual(statesBefore);

    // A spectator comes and goes through process 1: process 1 sends the room state (its count of
    // spectators) to the players on process 0, so process 0 no longer knows what they hold and
    // sends it with its next change, although the room state is the same as before.
    const watcher = await ScriptedClient.connect(need(cluster).url(1));
    expect((await watcher.request({ type: 'joinRoom', room: code })).ok).toBe(true);
    const spectatorsSeen = (n: number) =>
      Promise.all(players.map((c) => c.until(() => c.roomState?.room.spectators === n, 5000)));
    await spectatorsSeen(1);
    watcher.close();
    await spectatorsSeen(0);
    const statesThen = players.map((c) => count(c, 'roomState'));
    await playMoves(players, 1, 'after-the-watcher');
    expect(players.map((c) => count(c, 'roomState'))).toEqual(statesThen.map((n) => n + 1));
    await playMoves(players, 2, 'settled-again');
    expect(players.map((c) => count(c, 'roomState'))).toEqual(statesThen.map((n) => n + 1));
    for (const c of players) c.close();
  }, 60_000);
});
