import type { RunResult } from './run.ts';

/** A figure with `digits` decimals, as every line of the report writes them. */
const f = (x: number, digits = 1) => x.toFixed(digits);
export { f as fixed };

/** A game of the rules of Dixit takes about 30 minutes (the box and the rulebook say so). */
export const BOX_GAME_SECONDS = 30 * 60;

/** One run, for people. */
export function describeRun(r: RunResult): string {
  const refused = Object.entries(r.refused)
    .map(([code, n]) => `${code} ${String(n)}`)
    .join(', ');
  const lines = [
    `${String(r.rooms)} rooms, ${String(r.seated)} seated players, pace ${String(r.pace)} ms, ${r.store}, ${String(r.processes)} process(es)${r.processes > 1 ? ` (seats routed: ${r.route}${r.independent ? '; independent: no Redis' : ''})` : ''}, ${f(r.seconds)} s measured`,
    `  commands/s        ${f(r.commandsPerSecond)}${refused ? `  (refused: ${refused})` : ''}`,
    `  latency → last seat's view: p50 ${f(r.latencyMs.p50, 2)} ms  p95 ${f(r.latencyMs.p95, 2)} ms  p99 ${f(r.latencyMs.p99, 2)} ms  max ${f(r.latencyMs.max, 2)} ms  (${String(r.latencyMs.count)} moves)`,
    `  less client GC:   p50 ${f(r.latencyNetOfClientGcMs.p50, 2)} ms  p95 ${f(r.latencyNetOfClientGcMs.p95, 2)} ms  p99 ${f(r.latencyNetOfClientGcMs.p99, 2)} ms  (each latency less the client's own collector pauses within it: ${String(r.clientGc.pauses)} pauses, ${f(r.clientGc.ms / r.seconds / 10 / r.clientThreads, 1)} % of ${r.clientThreads > 1 ? "each thread's" : 'the'} time)`,
    `  move → reply:     p50 ${f(r.replyMs.p50, 2)} ms  p95 ${f(r.replyMs.p95, 2)} ms  p99 ${f(r.replyMs.p99, 2)} ms  (as the client saw it)`,
    `  server's own:     request → reply p50 ≤ ${f(r.serverRequestMs.p50, 1)} ms  p99 ≤ ${f(r.serverRequestMs.p99, 1)} ms (histogram buckets)  event-loop delay p99 ${f(r.serverLoopLagP99Ms, 1)} ms`,
    `  games             ${String(r.games.count)} ended, ${f(r.games.meanSeconds, 0)} s each on average${r.games.count > 0 ? ` (${f(BOX_GAME_SECONDS / r.games.meanSeconds, 1)}× the pace of the box's 30-minute game)` : ''}`,
    `  server            CPU ${f(r.serverCpuPercent)} % (${f(r.serverCpuMsPerCommand, 2)} ms per command: one core ≈ ${f(1000 / r.serverCpuMsPerCommand, 0)} commands/s)  RSS ${f(r.serverRssMb)} MB  memory/room ${f(r.memoryPerRoomKb)} KB`,
    `  machine           the server waited for a CPU ${f(r.serverCpuWaitPercent)} % of the time${r.serverCpuWaitPercent > 20 ? ' (other processes compete for its core: latencies include that wait)' : ''}${r.serverCpuStealPercent === null ? '' : `; steal ${f(r.serverCpuStealPercent)} % (the hypervisor's share of the server CPUs)`}${r.machineBusyPercent === null ? '' : `; the whole machine busy ${f(r.machineBusyPercent)} % (every CPU, everything on it: near 100 %, the cores, not a quota, are the limit)`}`,
    ...(r.machineSpeed === null
      ? []
      : [
          `  speed probe       before: JSON ${f(r.machineSpeed.before.computeMs)} ms, loopback ${f(r.machineSpeed.before.loopbackMs)} ms; after: JSON ${f(r.machineSpeed.after.computeMs)} ms, loopback ${f(r.machineSpeed.after.loopbackMs)} ms (fixed work on the server's CPU: higher is a slower machine)`,
        ]),
    ...(r.cpuQuota === null
      ? []
      : [
          `  CPU quota         ${f(r.cpuQuota, 2)} of a core per server process; held back by it ${f(r.serverThrottledPercent)} % of the time`,
        ]),
    `  client            CPU ${f(r.clientCpuPercent)} %  event-loop p99 lag ${f(r.clientLagP99Ms)} ms${r.clientThreads > 1 ? ` (the worst of ${String(r.clientThreads)} threads)` : ''}${r.clientSaturated ? '  ← the client is saturated: these numbers understate the server' : ''}`,
  ];
  if (r.soak) {
    lines.push(
      `  soak              RSS ${f(r.soak.start.rssMb)} → ${f(r.soak.end.rssMb)} MB (${f(r.soak.rssGrowthPercent)} %), heap ${f(r.soak.start.heapMb)} → ${f(r.soak.end.heapMb)} MB (${f(r.soak.heapGrowthPercent)} %); aim: RSS growth ≤ 5 % ${r.soak.rssGrowthPercent <= 5 ? 'met' : 'NOT met'}`,
    );
  }
  return lines.join('\n');
}

/** The sweep's table (markdown). */
export function sweepTable(runs: readonly RunResult[]): string {
  // With --cpu-quota, how often the servers were held back by it says whether they were the limit.
  const quota = runs.some((r) => r.cpuQuota !== null);
  const head = `| rooms | seated players | commands/s | p50 ms | p95 ms | p99 ms | server CPU % | CPU ms/command | RSS MB | memory/room KB | client CPU % |${quota ? ' held back by the quota % |' : ''}`;
  const rule = `| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${quota ? ' ---: |' : ''}`;
  const rows = runs.map(
    (r) =>
      `| ${String(r.rooms)} | ${String(r.seated)} | ${f(r.commandsPerSecond)} | ${f(r.latencyMs.p50, 2)} | ${f(r.latencyMs.p95, 2)} | ${f(r.latencyMs.p99, 2)} | ${f(r.serverCpuPercent)} | ${f(r.serverCpuMsPerCommand, 2)} | ${f(r.serverRssMb)} | ${f(r.memoryPerRoomKb)} | ${f(r.clientCpuPercent)}${r.clientSaturated ? ' (saturated)' : ''} |${quota ? ` ${f(r.serverThrottledPercent)} |` : ''}`,
  );
  return [head, rule, ...rows].join('\n');
}
