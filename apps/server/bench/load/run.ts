import type { LoadOptions } from './options.ts';
import { niceThreads } from '../../src/runtime/thread-priority.ts';
import { LocalClients, wallClockMs, type ClientPlan, type ClientSide } from './clients.ts';
import { DECIDER_THREAD } from './decider.ts';
import { summarize, type LatencySummary } from './recorder.ts';
import { describeBreakdown, memoryBreakdown, type MemoryBreakdown } from './memory-breakdown.ts';
import {
  processUsage,
  sampleMetrics,
  schedulerWait,
  serverCpusOf,
  serverPercentileMs,
  startCluster,
  type Cluster,
} from './servers.ts';
import { ThreadedClients } from './threaded-clients.ts';
import {
  availableCpus,
  busyPercent,
  cpusOfList,
  probeMachineSpeed,
  readCpuTimes,
  stealPercent,
  type MachineSpeed,
} from './machine-speed.ts';

export interface RunResult {
  readonly store: string;
  readonly processes: number;
  /** How seats picked their process (`LoadOptions.route`). */
  readonly route: LoadOptions['route'];
  /** Several processes without Redis, each room on one (`LoadOptions.independent`). */
  readonly independent: boolean;
  /** The threads the clients were spread over (`LoadOptions.clientThreads`). */
  readonly clientThreads: number;
  readonly rooms: number;
  readonly seated: number;
  readonly pace: number;
  readonly seconds: number;
  readonly commandsPerSecond: number;
  readonly latencyMs: LatencySummary;
  /**
   * The same latencies less the time the client's own collector paused each of them (one client
   * process plays every seat; real players each have a device): the server's and network's part.
   */
  readonly latencyNetOfClientGcMs: LatencySummary;
  /** The client's collector pauses while recording: how many, and their total (ms, all threads). */
  readonly clientGc: { readonly pauses: number; readonly ms: number };
  /** From a move to its reply (stored, views sent): the server's share of the latency. */
  readonly replyMs: LatencySummary;
  readonly refused: Record<string, number>;
  readonly serverCpuPercent: number;
  /** Server CPU time per accepted command: 1000 / this is what one saturated core could take. */
  readonly serverCpuMsPerCommand: number;
  readonly serverRssMb: number;
  readonly memoryPerRoomKb: number;
  readonly clientCpuPercent: number;
  /**
   * The client's event loop p99 delay (the worst client thread's): when high, the client (not
   * the server) is the limit.
   */
  readonly clientLagP99Ms: number;
  readonly clientSaturated: boolean;
  /** The servers' own request latency (receipt → reply), as histogram bucket bounds (ms). */
  readonly serverRequestMs: { readonly p50: number; readonly p99: number };
  /** The servers' event-loop delay p99 over the measured window (ms; the worst process). */
  readonly serverLoopLagP99Ms: number;
  /** Games that ended while recording, and their mean length (s). */
  readonly games: { readonly count: number; readonly meanSeconds: number };
  /** Share of the measured time the server's main thread was runnable but waiting for a CPU. */
  readonly serverCpuWaitPercent: number;
  /** Each server process's share of a CPU (`--cpu-quota`), or null. */
  readonly cpuQuota: number | null;
  /** Share of the measured time a server process was held back by its quota (mean of them). */
  readonly serverThrottledPercent: number;
  /** Share of the server CPUs' time the hypervisor took for others (steal); null: unknown. */
  readonly serverCpuStealPercent: number | null;
  /** Share of all the machine's CPU time spent running anything (servers, client, databases). */
  readonly machineBusyPercent: number | null;
  /**
   * The speed probe on the server's CPUs just before the servers started and just after they
   * stopped (machine-speed.ts); null where it could not run.
   */
  readonly machineSpeed: { readonly before: MachineSpeed; readonly after: MachineSpeed } | null;
  /** Soak only: server heap and RSS after the warm-up and at the end. */
  readonly soak?: {
    readonly start: Memory;
    readonly end: Memory;
    readonly rssGrowthPercent: number;
    readonly heapGrowthPercent: number;
  };
}

interface Memory {
  readonly rssMb: number;
  readonly heapMb: number;
  /** Each server's memory by kind when it was read (the last read, for a settled figure). */
  readonly breakdowns: readonly MemoryBreakdown[];
  /** The worst server's event-loop delay p99 (ms) since the reads before these. */
  readonly loopLagP99Ms: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverWait(cluster: Cluster): number {
  return cluster.servers.reduce((sum, s) => sum + schedulerWait(s.pid).waitSeconds, 0);
}

function serverUsage(cluster: Cluster): { cpuSeconds: number; rssBytes: number } {
  let cpuSeconds = 0;
  let rssBytes = 0;
  for (const s of cluster.servers) {
    const usage = processUsage(s.pid);
    cpuSeconds += usage.cpuSeconds;
    rssBytes += usage.rssBytes;
  }
  return { cpuSeconds, rssBytes };
}

async function memory(cluster: Cluster): Promise<Memory> {
  const breakdowns: MemoryBreakdown[] = [];
  for (const s of cluster.servers) breakdowns.push(await memoryBreakdown(s.pid, s.url));
  const heapMb = breakdowns.reduce((sum, b) => sum + b.heapUsedMb, 0);
  // RSS is the sum of its kinds (the kernel counts both from the same pages): no second read.
  const rssMb = breakdowns.reduce((sum, b) => sum + b.anonMb + b.fileMb + b.shmemMb, 0);
  const loopLagP99Ms = Math.max(...breakdowns.map((b) => b.loopLagP99Ms));
  return { rssMb, heapMb, breakdowns, loopLagP99Ms };
}

/** Each server's memory by kind, one line each (the soak logs it every minute). */
function logBreakdowns(memory: Memory, log: (line: string) => void): void {
  memory.breakdowns.forEach((b, i) => {
    log(`    server ${String(i + 1)}: ${describeBreakdown(b)}`);
  });
}

/** The lowest of five samples a second apart: close to the live memory between collections. */
async function settledMemory(cluster: Cluster): Promise<Memory> {
  let low = await memory(cluster);
  for (let i = 0; i < 4; i++) {
    await sleep(1000);
    const now = await memory(cluster);
    low = {
      rssMb: Math.min(low.rssMb, now.rssMb),
      heapMb: Math.min(low.heapMb, now.heapMb),
      breakdowns: now.breakdowns,
      loopLagP99Ms: Math.max(low.loopLagP99Ms, now.loopLagP99Ms),
    };
  }
  return low;
}

/**
 * How long the games' starts are spread over: about one round (a clue, the cards, the votes,
 * the reveal at the pace), so that rooms are at every point of a round at once, as rooms whose
 * players arrived at different times are, rather than moving in waves.
 */
function startSpread(pace: number): number {
  return 5 * pace;
}

/**
 * One measured run: start the servers, open `rooms` tables of `players` clients, let them play
 * for a warm-up, then record for `duration` seconds. The machine's speed is probed on the
 * server's CPUs before and after, while they are idle.
 */
export async function measure(
  options: LoadOptions,
  rooms: number,
  log: (line: string) => void,
): Promise<RunResult> {
  const probeCpus = serverCpusOf(options.serverCpus, 0);
  const probe = () =>
    probeMachineSpeed(probeCpus).catch((error: unknown) => {
      log(`  (the speed probe did not run: ${String(error)})`);
      return null;
    });
  const before = await probe();
  const result = await measureLoad(options, rooms, log);
  const after = await probe();
  return { ...result, machineSpeed: before && after ? { before, after } : null };
}

async function measureLoad(
  options: LoadOptions,
  rooms: number,
  log: (line: string) => void,
): Promise<Omit<RunResult, 'machineSpeed'>> {
  const cpus = cpusOfList(options.serverCpus);
  const allCpus = availableCpus();
  const cluster = await startCluster(options);
  let clients: ClientSide | null = null;
  try {
    await sleep(1000);
    const baseline = serverUsage(cluster).rssBytes;
    const plan: ClientPlan = {
      urls: cluster.servers.map((s) => s.url),
      route: options.route,
      rooms: Array.from({ length: rooms }, (_, i) => i),
      players: options.players,
      pace: options.pace,
      moves: options.moves,
    };
    clients =
      options.clientThreads > 1
        ? new ThreadedClients(plan, options.clientThreads)
        : new LocalClients(plan);
    const opening = performance.now();
    await clients.open();
    // The bots think seconds ahead of their moves; the threads that time the views go first.
    niceThreads(DECIDER_THREAD, 19);
    const spread = startSpread(options.pace);
    log(
      `  ${String(rooms)} rooms × ${String(options.players)} seats open in ${((performance.now() - opening) / 1000).toFixed(1)} s` +
        (options.clientThreads > 1 ? ` by ${String(options.clientThreads)} client threads` : '') +
        `; starting the games over ${(spread / 1000).toFixed(1)} s, then warming up`,
    );
    await clients.start(wallClockMs(), spread, rooms);
    const warmupEnd = performance.now() + options.warmup * 1000;
    if (options.soak) {
      const atStart = await memory(cluster);
      log(
        `  all games started: RSS ${atStart.rssMb.toFixed(1)} MB, heap ${atStart.heapMb.toFixed(1)} MB; warming up for ${String(options.warmup)} s`,
      );
    }
    const reportEvery = options.reportEvery * 1000;
    let nextWarmupReport = performance.now() + reportEvery;
    while (performance.now() < warmupEnd) {
      await sleep(Math.min(1000, warmupEnd - performance.now()));
      if (options.soak && performance.now() >= nextWarmupReport) {
        nextWarmupReport += reportEvery;
        const now = await memory(cluster);
        log(`  warm-up: RSS ${now.rssMb.toFixed(1)} MB, heap ${now.heapMb.toFixed(1)} MB`);
        logBreakdowns(now, log);
      }
    }

    const metricsBefore = await Promise.all(cluster.servers.map((s) => sampleMetrics(s.url)));
    const start = {
      at: performance.now(),
      server: serverUsage(cluster),
      wait: serverWait(cluster),
      throttled: cluster.throttledSeconds(),
      cpuTimes: readCpuTimes(cpus),
      machineTimes: readCpuTimes(allCpus),
      client: process.cpuUsage(),
    };
    const soakStart = options.soak ? await settledMemory(cluster) : null;
    // Every read of a server's metrics restarts its event-loop histogram: the window's figure is
    // the worst of the reads made in it (a soak reads memory every minute), not only the last.
    let windowLoopLagMs = soakStart?.loopLagP99Ms ?? 0;
    if (soakStart) {
      log(
        `  soak start: server RSS ${soakStart.rssMb.toFixed(1)} MB, heap ${soakStart.heapMb.toFixed(1)} MB`,
      );
      logBreakdowns(soakStart, log);
    }
    await clients.record();
    const end = start.at + options.duration * 1000;
    let nextReport = start.at + reportEvery;
    while (performance.now() < end) {
      await sleep(Math.min(1000, end - performance.now()));
      if (options.soak && performance.now() >= nextReport) {
        nextReport += reportEvery;
        const now = await memory(cluster);
        windowLoopLagMs = Math.max(windowLoopLagMs, now.loopLagP99Ms);
        log(
          `  ${((performance.now() - start.at) / 60_000).toFixed(options.reportEvery % 60 === 0 ? 0 : 1)} min: RSS ${now.rssMb.toFixed(1)} MB, heap ${now.heapMb.toFixed(1)} MB, ${String(await clients.commands())} commands`,
        );
        logBreakdowns(now, log);
      }
    }
    const seen = await clients.stop();
    const seconds = (performance.now() - start.at) / 1000;
    const server = serverUsage(cluster);
    const metricsAfter = await Promise.all(cluster.servers.map((s) => sampleMetrics(s.url)));
    const games = seen.games;
    const waited = serverWait(cluster) - start.wait;
    const throttled = cluster.throttledSeconds() - start.throttled;
    const steal = stealPercent(start.cpuTimes, readCpuTimes(cpus));
    const machineBusy = busyPercent(start.machineTimes, readCpuTimes(allCpus));
    const client = process.cpuUsage(start.client);
    const soakEnd = options.soak ? await settledMemory(cluster) : null;
    if (soakEnd) logBreakdowns(soakEnd, log);
    const clientCpuPercent = ((client.user + client.system) / 1e6 / seconds) * 100;
    const clientLagP99Ms = seen.lagP99Ms;
    const growth = (a: number, b: number) => ((b - a) / a) * 100;
    return {
      store: cluster.store,
      processes: cluster.servers.length,
      route: options.route,
      independent: options.independent,
      clientThreads: options.clientThreads,
      rooms,
      seated: rooms * options.players,
      pace: options.pace,
      seconds,
      commandsPerSecond: seen.commands / seconds,
      latencyMs: summarize(seen.latencies),
      latencyNetOfClientGcMs: summarize(seen.netLatencies),
      clientGc: seen.gc,
      replyMs: summarize(seen.replies),
      serverRequestMs: {
        p50: serverPercentileMs(metricsBefore, metricsAfter, 50),
        p99: serverPercentileMs(metricsBefore, metricsAfter, 99),
      },
      serverLoopLagP99Ms: Math.max(windowLoopLagMs, ...metricsAfter.map((m) => m.loopLagP99Ms)),
      games: {
        count: games.length,
        meanSeconds: games.reduce((a, b) => a + b, 0) / Math.max(1, games.length),
      },
      refused: { ...seen.refused },
      serverCpuPercent: ((server.cpuSeconds - start.server.cpuSeconds) / seconds) * 100,
      serverCpuMsPerCommand:
        ((server.cpuSeconds - start.server.cpuSeconds) * 1000) / Math.max(1, seen.commands),
      serverRssMb: mb(server.rssBytes),
      memoryPerRoomKb: (server.rssBytes - baseline) / 1024 / rooms,
      clientCpuPercent,
      clientLagP99Ms,
      clientSaturated: clientCpuPercent > 90 || clientLagP99Ms > 50,
      serverCpuWaitPercent: (waited / seconds / cluster.servers.length) * 100,
      cpuQuota: options.cpuQuota,
      serverThrottledPercent: (throttled / seconds / cluster.servers.length) * 100,
      serverCpuStealPercent: steal,
      machineBusyPercent: machineBusy,
      ...(soakStart && soakEnd
        ? {
            soak: {
              start: soakStart,
              end: soakEnd,
              rssGrowthPercent: growth(soakStart.rssMb, soakEnd.rssMb),
              heapGrowthPercent: growth(soakStart.heapMb, soakEnd.heapMb),
            },
          }
        : {}),
    };
  } finally {
    await clients?.close();
    await cluster.stop();
  }
}
