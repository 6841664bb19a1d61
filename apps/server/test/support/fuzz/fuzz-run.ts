import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { RoomRecord } from '../../../src/rooms/record.ts';
import { openFastSqliteStore } from '../../../src/storage/fast/fast-sqlite-store.ts';
import type { GameStore } from '../../../src/storage/store.ts';
import { rand } from './random.ts';
import { fuzzRoom } from './room-run.ts';
import { FuzzSocket } from './socket.ts';
import { recordStorage } from '../../../src/rooms/record-storage.ts';

/** The fuzzer's settings: FUZZ_RUNS and FUZZ_SEED (docs/protocol.md, "Fuzzing the server"). */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? '2');
export const fuzzSeed = process.env.FUZZ_SEED ?? 'fabula';

export interface FuzzTarget {
  readonly url: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
}

/** Opens the target's SQLite file as a second reader (WAL: it sees every committed write). */
export function openTargetStore(target: FuzzTarget): GameStore<RoomRecord> {
  return openFastSqliteStore<RoomRecord>({
    path: join(target.dataDir, 'fabula.db'),
    ...recordStorage(),
  });
}

/**
 * One fuzz run: `rooms` rooms fuzzed at once, `steps` requests each, choices seeded by `seed`.
 * Then the server must still be alive and healthy. Returns the problems found and how many requests changed a room (so
 * a run that changed nothing cannot pass unnoticed).
 */
export async function fuzzRun(
  target: FuzzTarget,
  store: GameStore<RoomRecord>,
  seed: string,
  options: { rooms: number; steps: number; timeLimitMs: number },
): Promise<{ problems: string[]; changes: number }> {
  const random = rand(seed);
  const deadline = Date.now() + options.timeLimitMs;
  // A seat token of another room, for requests that present the wrong room's token.
  const elsewhere = await FuzzSocket.open(target.url, true);
  const other = await elsewhere.request({
    type: 'createRoom',
    rid: 'other',
    profile: { name: 'Elsewhere', colour: 'blue', avatar: 'owl' },
  });
  const foreignToken = other.ok ? String(other.result.token) : 'A'.repeat(22);
  const results = await Promise.all(
    Array.from({ length: options.rooms }, (_, i) =>
      fuzzRoom({
        url: target.url,
        store,
        random: rand(`${seed}:${String(i)}:${String(random.below(1e9))}`),
        label: `seed ${seed} room ${String(i)}`,
        steps: options.steps,
        deadline,
        foreignToken,
      }),
    ),
  );
  elsewhere.close();
  const problems = results.flatMap((r) => (r.problem === null ? [] : [r.problem]));
  if (target.child.exitCode !== null || target.child.signalCode !== null)
    problems.push(
      `seed ${seed}: the server exited (${String(target.child.exitCode ?? target.child.signalCode)})`,
    );
  else {
    const health = await fetch(`${target.url}/healthz`).catch(() => null);
    if (!health?.ok) problems.push(`seed ${seed}: /healthz does not answer`);
  }
  return { problems, changes: results.reduce((sum, r) => sum + r.changes, 0) };
}
