import { fixed as f } from './report.ts';
import type { RunResult } from './run.ts';

/** The latency aim of `bench:load`: the p99 from a move to the last seat's view, in ms. */
export const P99_AIM_MS = 50;

/** One load measured one or more times (`--repeat`). */
export interface Level {
  readonly rooms: number;
  readonly seated: number;
  readonly runs: readonly RunResult[];
  /** The median of the runs' p99s: what the level is judged by. */
  readonly medianP99: number;
  /** How many runs held the aim (p99 ≤ 50 ms). */
  readonly held: number;
  /** Whether any run found the client, not the server, to be the limit. */
  readonly clientSaturated: boolean;
}

/** The median (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/** The level made of `runs` (all at the same load). */
export function levelOf(runs: readonly RunResult[]): Level {
  const first = runs[0];
  if (first === undefined) throw new Error('a level needs at least one run');
  const p99s = runs.map((r) => r.latencyMs.p99);
  return {
    rooms: first.rooms,
    seated: first.seated,
    runs,
    medianP99: median(p99s),
    held: p99s.filter((p99) => p99 <= P99_AIM_MS).length,
    clientSaturated: runs.some((r) => r.clientSaturated),
  };
}

/** Why a sweep stops after `level`, or null to go on to the next load. */
export function sweepStop(level: Level): string | null {
  if (level.medianP99 > P99_AIM_MS) {
    const of = level.runs.length > 1 ? `the median of ${String(level.runs.length)} runs' ` : '';
    return `${of}p99 passed ${String(P99_AIM_MS)} ms at ${String(level.rooms)} rooms (${String(level.seated)} seated players)`;
  }
  if (level.clientSaturated)
    return 'the client side is saturated (CPU or event-loop lag): the sweep stops; the server was not the limit';
  return null;
}

/** One line for a load measured several times: every run's p99 and the verdict. */
export function describeLevel(level: Level): string {
  const each = level.runs.map((r) => f(r.latencyMs.p99)).join(', ');
  const net = level.runs.map((r) => f(r.latencyNetOfClientGcMs.p99)).join(', ');
  return (
    `  over ${String(level.runs.length)} runs at ${String(level.seated)} seated players: p99 ${each} ms ` +
    `(median ${f(level.medianP99)}; ≤ ${String(P99_AIM_MS)} ms in ${String(level.held)} of ${String(level.runs.length)}); ` +
    `less client GC ${net} ms`
  );
}

/** The sweep's levels with their runs' p99s (markdown): shown when each load ran several times. */
export function levelsTable(levels: readonly Level[]): string {
  const head = `| rooms | seated players | p99 of each run, ms | median p99 ms | runs with p99 ≤ ${String(P99_AIM_MS)} ms | median CPU ms/command | speed probe before each run (JSON ms) |`;
  const rule = '| ---: | ---: | --- | ---: | ---: | ---: | --- |';
  const rows = levels.map(
    (l) =>
      `| ${String(l.rooms)} | ${String(l.seated)} | ${l.runs.map((r) => f(r.latencyMs.p99)).join(', ')} | ${f(l.medianP99)} | ${String(l.held)} of ${String(l.runs.length)} | ${f(median(l.runs.map((r) => r.serverCpuMsPerCommand)), 2)} | ${l.runs.map((r) => (r.machineSpeed ? f(r.machineSpeed.before.computeMs) : '–')).join(', ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}
