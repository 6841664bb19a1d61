/**
 * The protocol fuzzer against a real server process: seated players, spectators, a stranger and
 * a connection without hello send valid, mutated and junk messages (see support/fuzz). Bounded
 * for CI; FUZZ_RUNS=N runs more seeds, FUZZ_SEED=s reproduces a reported one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomCode } from '@fabula/protocol';
import type { RoomRecord } from '../src/rooms/record.ts';
import type { GameStore } from '../src/storage/store.ts';
import {
  fuzzRun,
  fuzzRuns,
  fuzzSeed,
  openTargetStore,
  type FuzzTarget,
} from './support/fuzz/fuzz-run.ts';
import { FuzzSocket } from './support/fuzz/socket.ts';
import { freePort, kill9, startServerProcess } from './support/process.ts';

let target: FuzzTarget;
let store: GameStore<RoomRecord>;
/** What afterAll undoes, in reverse order: only what beforeAll got to. */
const cleanups: (() => Promise<void> | void)[] = [];
// The server process loads the bots' vectors for every built-in card before it listens: on a
// loaded machine that takes longer than the default hook time, so the hook waits as long as
// startServerProcess does, and a start that fails leaves no process behind.
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-fuzz-'));
  cleanups.push(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const server = await startServerProcess(
    await freePort(),
    dataDir,
    { SQLITE_SYNC: 'normal' },
    { startupMs: 30_000, onSpawn: (child) => cleanups.push(() => kill9(child)) },
  );
  target = { ...server, dataDir };
  store = openTargetStore(target);
  cleanups.push(() => store.close());
}, 40_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const run = (seed: string, steps = 120) =>
  fuzzRun(target, store, seed, { rooms: 3, steps, timeLimitMs: 20_000 });

describe('protocol fuzzer', () => {
  for (let i = 0; i < fuzzRuns; i++) {
    const seed = `${fuzzSeed}-${String(i)}`;
    it(`seed ${seed}: no crash, one typed reply per request, refusals change nothing`, async () => {
      const { problems, changes } = await run(seed);
      expect(problems).toEqual([]);
      // The runs play real games: a good share of the requests must have changed a room.
      expect(changes).toBeGreaterThan(50);
    }, 60_000);
  }
});

/** A new room and its host's connection (the host's request ids start at "1"). */
async function hostedRoom(): Promise<{ host: FuzzSocket; code: RoomCode }> {
  const host = await FuzzSocket.open(target.url, true);
  const created = await host.request({
    type: 'createRoom',
    rid: '1',
    profile: { name: 'Host', colour: 'teal', avatar: 'fox' },
  });
  if (!created.ok) throw new Error(created.error.code);
  return { host, code: created.result.room as RoomCode };
}

/** Bugs the fuzzer found, each pinned by its seed's name and a minimal reproduction. */
describe('regressions found by the fuzzer', () => {
  it('fabula-0/fabula-1: two spectators using the same request id both get their chat stored', async () => {
    const { host, code } = await hostedRoom();
    const watchers = [
      await FuzzSocket.open(target.url, true),
      await FuzzSocket.open(target.url, true),
    ];
    for (const w of watchers)
      expect((await w.request({ type: 'joinRoom', rid: '2', room: code })).ok).toBe(true);
    const before = (await store.loadRoom(code))?.version ?? 0;
    // Counters as plain as the protocol allows: both spectators send rid "3".
    const replies = [];
    for (const w of watchers)
      replies.push(await w.request({ type: 'chat', rid: '3', text: 'hello' }));
    expect(replies.map((r) => r.ok && r.result.version)).toEqual([before + 1, before + 2]);
    expect((await store.loadRoom(code))?.doc.chat).toHaveLength(2);
    for (const s of [host, ...watchers]) s.close();
  });

  it('hunt-1124-22: a request that reuses an applied request id gets its stored reply and changes nothing', async () => {
    const { host, code } = await hostedRoom();
    // The longest request id the protocol takes, used twice for different chats.
    const rid = 'x'.repeat(64);
    const first = await host.request({ type: 'chat', rid, text: 'hello' });
    expect(first.ok).toBe(true);
    const version = (await store.loadRoom(code))?.version;
    const again = await host.request({ type: 'chat', rid, text: 'something else' });
    expect(again).toEqual(first);
    expect((await store.loadRoom(code))?.version).toBe(version);
    expect((await store.loadRoom(code))?.doc.chat.map((line) => line.text)).toEqual(['hello']);
    host.close();
  });
});
