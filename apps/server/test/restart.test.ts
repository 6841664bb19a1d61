import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomMove, replay, seededRandom, type Command } from '@fabula/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';
import type { RoomRecord } from '../src/rooms/record.ts';
import { recordStorage } from '../src/rooms/record-storage.ts';
import { openFastSqliteStore } from '../src/storage/fast/fast-sqlite-store.ts';
import { playUntilEnd } from './support/players.ts';
import { freePort, kill9, startServerProcess } from './support/process.ts';
import { openTable } from './support/room.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Plays `moves` random legal moves by the clients, recording the request ids acknowledged. */
async function playSome(clients: ScriptedClient[], moves: number, acked: string[]): Promise<void> {
  const random = seededRandom('restart');
  for (let i = 0; i < moves; i++) {
    const mover = clients.find((c) => (c.gameView?.view.legal.length ?? 0) > 0);
    if (!mover?.gameView) return;
    const { view, version } = mover.gameView;
    const move = randomMove(view.legal, 'seat' in view.viewer ? view.viewer.seat : 0, 0, random);
    if (!move) return;
    const reply = await mover.request(asRequest(move));
    if (reply.ok) acked.push(reply.rid);
    await mover.until(() => (mover.gameView?.version ?? 0) > version, 3000);
  }
}

describe('a restart loses nothing that was acknowledged', () => {
  it('kill -9 in the middle of a round: the game resumes from its last acknowledged move and finishes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fabula-restart-'));
    dirs.push(dataDir);
    const port = await freePort();
    let server = await startServerProcess(port, dataDir);
    const { code, host, guests, tokens } = await openTable(server.url, { guests: 2, bots: 1 });
    const acked: string[] = [];
    await playSome([host, ...guests], 7, acked);
    const versionSeen = Math.max(...[host, ...guests].map((c) => c.gameView?.version ?? 0));

    await kill9(server.child);
    for (const c of [host, ...guests]) c.close();
    server = await startServerProcess(port, dataDir);

    const clients: ScriptedClient[] = [];
    for (const token of tokens) {
      const client = await ScriptedClient.connect(server.url);
      const resumed = await client.request({ type: 'resume', room: code, token });
      expect(resumed.ok).toBe(true);
      await client.until(() => client.gameView !== null);
      clients.push(client);
    }
    expect(clients[0]?.gameView?.version).toBeGreaterThanOrEqual(versionSeen);
    await playUntilEnd(clients, 'after-restart');
    await clients[0]?.until(() => clients[0]?.gameView?.view.phase.kind === 'ended');
    const finalScores = clients[0]?.gameView?.view.seats.map((s) => s.score);
    for (const c of clients) c.close();
    await kill9(server.child);

    // Every acknowledged move is in the log exactly once, and the log replays to the final scores.
    const store = openFastSqliteStore<RoomRecord>({
      path: join(dataDir, 'fabula.db'),
      ...recordStorage(),
    });
    const log = await store.readLog(code);
    await store.close();
    for (const rid of acked) expect(log.filter((e) => e.rid?.endsWith(`:${rid}`)).length).toBe(1);
    const start = log.find((e) => e.action.kind === 'start');
    const commands = log.flatMap((e): Command[] =>
      e.action.kind === 'command' ? [e.action.command] : [],
    );
    if (start?.action.kind !== 'start') throw new Error('no start in the log');
    const replayed = replay(start.action.config, commands);
    expect(replayed.ok && replayed.value.scores).toEqual(finalScores);
  }, 90_000);

  it("a seat left mid-game stays empty after a restart, and the leaver's token holds nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fabula-leave-'));
    dirs.push(dataDir);
    const port = await freePort();
    let server = await startServerProcess(port, dataDir);
    const clients: ScriptedClient[] = [];
    try {
      const { code, host, guests, tokens } = await openTable(server.url, { guests: 3 });
      clients.push(host, ...guests);
      await playSome([host, ...guests], 3, []);
      // Guest 3 (seat 3) leaves: the engine's seat is vacated and the lobby's loses the token.
      const leaver = guests[2];
      if (!leaver) throw new Error('no third guest');
      expect((await leaver.request({ type: 'leaveRoom' })).ok).toBe(true);
      await host.until(() => host.roomState?.room.seats[3]?.vacant === true);
      // A move after it, so the record is rebuilt from a checkpoint older than the leave.
      await playSome([host, ...guests.slice(0, 2)], 1, []);

      await kill9(server.child);
      for (const c of clients.splice(0)) c.close();
      server = await startServerProcess(port, dataDir);

      const again = await ScriptedClient.connect(server.url);
      const back = await ScriptedClient.connect(server.url);
      clients.push(again, back);
      const refused = await again.request({ type: 'resume', room: code, token: tokens[3] ?? '' });
      expect(!refused.ok && refused.error.code).toBe('forbidden');
      const resumed = await back.request({ type: 'resume', room: code, token: tokens[0] ?? '' });
      expect(resumed.ok).toBe(true);
      await back.until(() => back.roomState !== null);
      expect(back.roomState?.room.seats[3]).toMatchObject({ vacant: true, connected: false });
    } finally {
      for (const c of clients) c.close();
      // A failed expectation must not leave the server running (the test run would not end).
      if (server.child.exitCode === null && server.child.signalCode === null)
        await kill9(server.child);
    }
  }, 60_000);

  it('phase timers are stored with the room and still fire after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fabula-timer-'));
    dirs.push(dataDir);
    const port = await freePort();
    let server = await startServerProcess(port, dataDir);
    const { code, tokens, host, guests } = await openTable(server.url, {
      guests: 2,
      timers: { clue: 5000 },
    });
    const first = host.gameView?.view;
    if (first?.phase.kind !== 'clue') throw new Error('expected a clue phase');
    const storyteller = first.phase.round.storyteller;
    await kill9(server.child);
    for (const c of [host, ...guests]) c.close();
    server = await startServerProcess(port, dataDir);
    const client = await ScriptedClient.connect(server.url);
    await client.request({ type: 'resume', room: code, token: tokens[0] ?? '' });
    // Nobody gives a clue: when the stored deadline passes the turn goes to the next seat.
    await client.until(() => {
      const phase = client.gameView?.view.phase;
      return phase?.kind === 'clue' && phase.round.storyteller !== storyteller;
    }, 15_000);
    client.close();
    await kill9(server.child);
  }, 60_000);
});
