import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus as machineCpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hasTaskset } from './servers.ts';

/**
 * How fast the machine is at one moment: the time of a fixed piece of work on the server's CPUs
 * (machine-speed-work.ts). This shared machine has slow spells, with nothing else running, in
 * which the server needs 30–50 % more CPU per command (docs/benchmarks-log-2026-11.md); the probe, run before
 * and after each run, tells a slow spell from a slower server.
 */
export interface MachineSpeed {
  /** Ms to write and read a room-sized JSON document 300 times (median of 5 rounds). */
  readonly computeMs: number;
  /** Ms for 3,000 round trips of 64 bytes over loopback TCP (median of 3 rounds). */
  readonly loopbackMs: number;
}

const work = join(import.meta.dirname, 'machine-speed-work.ts');
const run = promisify(execFile);

/** Times the probe's work in a process of its own, pinned to `cpus` (a taskset list). */
export async function probeMachineSpeed(cpus: string): Promise<MachineSpeed> {
  const [command, args] = hasTaskset
    ? ['taskset', ['-c', cpus, process.execPath, work]]
    : [process.execPath, [work]];
  const { stdout } = await run(command, args, { timeout: 60_000 });
  const parsed = JSON.parse(stdout) as Partial<MachineSpeed>;
  if (typeof parsed.computeMs !== 'number' || typeof parsed.loopbackMs !== 'number')
    throw new Error(`the speed probe printed ${stdout}`);
  return { computeMs: parsed.computeMs, loopbackMs: parsed.loopbackMs };
}

/** The CPUs of a taskset list ("0", "0-1", "0,2-3"; "/" separates processes' lists: "0/1"). */
export function cpusOfList(list: string): number[] {
  const cpus = new Set<number>();
  for (const part of list.split(/[/,]/)) {
    if (part.trim() === '') continue;
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || !Number.isInteger(from)) continue;
    const last = to !== undefined && Number.isInteger(to) ? to : from;
    for (let cpu = from; cpu <= last; cpu++) cpus.add(cpu);
  }
  return [...cpus].sort((a, b) => a - b);
}

/** Every CPU of the machine, by number. */
export function availableCpus(): number[] {
  return machineCpus().map((_, i) => i);
}

/**
 * Per-CPU time counters (/proc/stat ticks): all of it, the time with nothing to run (idle and
 * waiting for the disk), and what the hypervisor took for other machines (steal).
 */
export interface CpuTimes {
  readonly total: number;
  readonly idle: number;
  readonly steal: number;
}

/** The summed times of `cpus` in a /proc/stat text; zeros for CPUs it does not list. */
export function cpuTimesOf(procStat: string, cpus: readonly number[]): CpuTimes {
  let total = 0;
  let idle = 0;
  let steal = 0;
  for (const line of procStat.split('\n')) {
    const match = /^cpu(\d+) (.*)$/.exec(line);
    if (!match || !cpus.includes(Number(match[1]))) continue;
    // user nice system idle iowait irq softirq steal guest guest_nice: guests are within user.
    const ticks = (match[2] ?? '').trim().split(/\s+/).map(Number).slice(0, 8);
    total += ticks.reduce((a, b) => a + b, 0);
    idle += (ticks[3] ?? 0) + (ticks[4] ?? 0);
    steal += ticks[7] ?? 0;
  }
  return { total, idle, steal };
}

/** The CPUs' times now, or null where /proc/stat cannot be read (not Linux). */
export function readCpuTimes(cpus: readonly number[]): CpuTimes | null {
  try {
    return cpuTimesOf(readFileSync('/proc/stat', 'utf8'), cpus);
  } catch {
    return null;
  }
}

/** The share (%) of the CPUs' time between two readings that `part` grew by; null: unknown. */
function sharePercent(
  before: CpuTimes | null,
  after: CpuTimes | null,
  part: (times: CpuTimes) => number,
): number | null {
  if (before === null || after === null || after.total <= before.total) return null;
  return ((part(after) - part(before)) / (after.total - before.total)) * 100;
}

/** The share (%) of the CPUs' time between two readings that the hypervisor took; null: unknown. */
export function stealPercent(before: CpuTimes | null, after: CpuTimes | null): number | null {
  return sharePercent(before, after, (t) => t.steal);
}

/**
 * The share (%) of the CPUs' time between two readings spent running something (not idle, not
 * taken by the hypervisor); null: unknown. Over every CPU it tells whether the machine's cores,
 * shared by the servers, the client, Postgres and Redis, were the limit rather than a quota.
 */
export function busyPercent(before: CpuTimes | null, after: CpuTimes | null): number | null {
  return sharePercent(before, after, (t) => t.total - t.idle - t.steal);
}
