import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/runtime/server-node-flags.ts';
import { parseProcStat } from '../../src/runtime/thread-priority.ts';
import { freePort } from '../../test/support/process.ts';
import { freshDatabase } from '../../test/support/services.ts';
import { loopLagP99MsOf, readMetricsPage } from './metrics-page.ts';
import type { LoadOptions } from './options.ts';
import { CpuQuota } from './cpu-quota.ts';

const main = join(import.meta.dirname, '..', '..', 'src', 'main.ts');

/** Every client comes from 127.0.0.1, so the per-address limits must allow them all. */
export const benchRateEnv = {
  RATE_PER_ADDRESS: '1000000',
  RATE_PER_CONNECTION: '1000',
  CONNECTIONS_PER_ADDRESS: '1000000',
  ROOMS_PER_HOUR: '1000000',
};

/** Every server started, so none outlives the benchmark (Ctrl-C, a timeout, a crash). */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    process.exit(130);
  });
}

export const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** Pins a running process (all its threads) to `cpus` (a taskset list such as "1" or "0-1"). */
export function pin(pid: number, cpus: string): boolean {
  return hasTaskset && spawnSync('taskset', ['-a', '-cp', cpus, String(pid)]).status === 0;
}

/** The CPUs of server process `i`: the i-th of "/"-separated lists, round robin ("0/1"). */
export function serverCpusOf(serverCpus: string, i: number): string {
  const lists = serverCpus.split('/');
  return lists[i % lists.length] ?? serverCpus;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly pid: number;
}

/** The server side of a run: N processes on one store, and what to clean up after. */
export interface Cluster {
  readonly servers: readonly ServerProcess[];
  readonly store: string;
  /** Seconds the servers were held back by `--cpu-quota` so far (summed; 0 without a quota). */
  throttledSeconds(): number;
  stop(): Promise<void>;
}

/**
 * A Postgres database of its own for the run (created, dropped at the end), so rooms from an
 * earlier run do not weigh on this one. Falls back to the given database when it may not create one.
 */
async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  try {
    return await freshDatabase(url);
  } catch {
    return { url, drop: () => Promise.resolve() };
  }
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('a server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Extra V8/Node flags for the servers, for experiments (GC tuning, tracing: "--trace-gc-nvp"). */
const extraServerFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];

/** Starts the server processes with durable settings, pinned to the server CPUs. */
export async function startCluster(options: LoadOptions): Promise<Cluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-load-'));
  const database = options.store === 'postgres' ? await scratchDatabase(options.databaseUrl) : null;
  const servers: ServerProcess[] = [];
  const quotas: CpuQuota[] = [];
  for (let i = 0; i < options.processes; i++) {
    const port = await freePort();
    const node = [
      ...(options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`] : []),
      ...SERVER_NODE_FLAGS,
      ...extraServerFlags,
      main,
    ];
    const [command, args] = hasTaskset
      ? ['taskset', ['-c', serverCpusOf(options.serverCpus, i), process.execPath, ...node]]
      : [process.execPath, node];
    const child = spawn(command, args, {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SQLITE_SYNC: options.sync,
        ...benchRateEnv,
        ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
        // One process, or independent ones: no Redis, whatever this shell's REDIS_URL says.
        REDIS_URL: options.redisUrl !== null && options.processes > 1 ? options.redisUrl : '',
      },
      // With extra flags, the server's stdout (where --trace-gc writes) goes to this stderr.
      stdio: ['ignore', extraServerFlags.length > 0 ? 2 : 'ignore', 'inherit'],
    });
    started.add(child);
    child.once('exit', () => started.delete(child));
    if (options.cpuQuota !== null && child.pid !== undefined) {
      const quota = CpuQuota.create(
        `fabula-bench-${String(process.pid)}-${String(i)}`,
        options.cpuQuota,
      );
      quotas.push(quota);
      child.once('exit', () => {
        quota.remove();
      });
      quota.add(child.pid);
    }
    const url = `http://127.0.0.1:${String(port)}`;
    await waitHealthy(url, child);
    servers.push({ child, url, pid: child.pid ?? 0 });
  }
  return {
    servers,
    store: database ? 'postgres' : `sqlite (SQLITE_SYNC=${options.sync})`,
    throttledSeconds: () => quotas.reduce((sum, quota) => sum + quota.throttledSeconds(), 0),
    async stop() {
      // SIGINT: a graceful stop, so --cpu-prof writes its profile.
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.child.exitCode !== null) resolve();
              const timer = setTimeout(() => s.child.kill('SIGKILL'), 15_000);
              s.child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              s.child.kill('SIGINT');
            }),
        ),
      );
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds used so far (user + system) and resident memory of a process, from /proc. */
export function processUsage(pid: number): { cpuSeconds: number; rssBytes: number } {
  try {
    const { fields } = parseProcStat(readFileSync(`/proc/${String(pid)}/stat`, 'utf8'));
    // utime and stime are fields 14 and 15, rss field 24.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssPages = Number(fields[21]);
    return { cpuSeconds: ticks / 100, rssBytes: rssPages * 4096 };
  } catch {
    return { cpuSeconds: 0, rssBytes: 0 };
  }
}

/**
 * Seconds a process's main thread has run and has waited, runnable, for a CPU
 * (/proc/<pid>/schedstat). Much waiting means the machine, not the server, set the latency.
 */
export function schedulerWait(pid: number): { runSeconds: number; waitSeconds: number } {
  try {
    const [run, wait] = readFileSync(`/proc/${String(pid)}/schedstat`, 'utf8').split(' ');
    return { runSeconds: Number(run) / 1e9, waitSeconds: Number(wait) / 1e9 };
  } catch {
    return { runSeconds: 0, waitSeconds: 0 };
  }
}

/** What a server's metrics say about the requests it handled and its event loop. */
export interface ServerSample {
  /** `fabula_command_seconds` cumulative counts by upper bound (seconds), summed over types. */
  readonly buckets: ReadonlyMap<number, number>;
  /** Event-loop delay p99 (ms) since the previous scrape (prom-client resets it on each one). */
  readonly loopLagP99Ms: number;
}

export async function sampleMetrics(url: string): Promise<ServerSample> {
  const text = await readMetricsPage(url);
  const buckets = new Map<number, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('fabula_command_seconds_bucket{')) {
      const le = /le="([^"]+)"/.exec(line)?.[1];
      const bound = le === '+Inf' ? Infinity : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
  }
  return { buckets, loopLagP99Ms: loopLagP99MsOf(text) };
}

/**
 * The bucket bound (ms) under which `p` % of the requests handled between two samples fell:
 * the server's own view of its latency, which the client's clock cannot blur.
 */
export function serverPercentileMs(
  before: readonly ServerSample[],
  after: readonly ServerSample[],
  p: number,
): number {
  const counts = new Map<number, number>();
  after.forEach((sample, i) => {
    for (const [bound, count] of sample.buckets) {
      const earlier = before[i]?.buckets.get(bound) ?? 0;
      counts.set(bound, (counts.get(bound) ?? 0) + count - earlier);
    }
  });
  const bounds = [...counts.keys()].sort((a, b) => a - b);
  const total = counts.get(Infinity) ?? 0;
  if (total === 0) return 0;
  for (const bound of bounds)
    if ((counts.get(bound) ?? 0) >= (p / 100) * total) return bound * 1000;
  return Infinity;
}
