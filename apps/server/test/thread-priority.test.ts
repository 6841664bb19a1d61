import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processThreads, V8_HELPER_THREAD } from '../src/runtime/thread-priority.ts';
import { freePort, kill9, startServerProcess } from './support/process.ts';

const linux = processThreads().length > 0;
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function serverThreads(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-nice-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess(await freePort(), dataDir, env);
  try {
    return processThreads(server.child.pid ?? 0);
  } finally {
    await kill9(server.child);
  }
}

// Each case starts a server process: seconds on a loaded machine, hence the longer timeout.
describe.runIf(linux)(
  'the GC helper threads yield the core to the serving thread',
  { timeout: 30_000 },
  () => {
    it('reads this process’s threads with their names and nice values', () => {
      const threads = processThreads();
      expect(threads.find((t) => t.tid === process.pid)?.nice).toBe(0);
      expect(threads.some((t) => t.name === V8_HELPER_THREAD)).toBe(true);
    });

    it('runs V8’s helpers at nice 19 by default and the serving thread at 0', async () => {
      const threads = await serverThreads({});
      const helpers = threads.filter((t) => t.name === V8_HELPER_THREAD);
      expect(helpers.length).toBeGreaterThan(0);
      expect(helpers.every((t) => t.nice === 19)).toBe(true);
      expect(threads.find((t) => t.name === 'MainThread')?.nice).toBe(0);
      // The thread pool that syncs the disk keeps its priority: acknowledgements wait on it.
      expect(threads.filter((t) => t.name === 'libuv-worker').every((t) => t.nice === 0)).toBe(
        true,
      );
    });

    it('takes HELPER_THREAD_NICE, and leaves the helpers alone with 0', async () => {
      const five = await serverThreads({ HELPER_THREAD_NICE: '5' });
      expect(five.filter((t) => t.name === V8_HELPER_THREAD).map((t) => t.nice)).not.toContain(0);
      expect(five.every((t) => t.name !== V8_HELPER_THREAD || t.nice === 5)).toBe(true);
      const untouched = await serverThreads({ HELPER_THREAD_NICE: '0' });
      expect(untouched.every((t) => t.nice === 0)).toBe(true);
    });
  },
);
