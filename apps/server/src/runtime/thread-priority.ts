import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Thread scheduling priority (Linux). Node runs JavaScript on one thread, but V8 does part of its
 * garbage collection on helper threads ("V8Worker", four by default). Linux shares a busy core
 * fairly between threads, so when a server has one core, four helpers marking the heap at once
 * leave the thread that serves the rooms a fifth of it for as long as the marking lasts: a
 * collection becomes a stall of tens to hundreds of milliseconds for every room (measured in
 * docs/benchmarks-log-2026-11.md). Raising the helpers' nice value makes the scheduler give the core to the
 * serving thread whenever both want it; the helpers still run whenever it waits, and on a
 * machine with spare cores nothing changes, since nice only orders threads competing for a core.
 *
 * On Linux the nice value belongs to each thread, and `setpriority` accepts a thread id; a
 * thread may always lower its own priority (raise its nice value) without privileges.
 */

/** V8's helper threads (garbage collection, compilation), as Node 24 names them. */
export const V8_HELPER_THREAD = 'V8Worker';

export interface ThreadInfo {
  readonly tid: number;
  readonly name: string;
  readonly nice: number;
}

/**
 * A /proc `stat` line read: the name (in parentheses, and it may hold spaces or parentheses) and
 * the fields after it, starting at field 3 (the state): field N of proc(5) is `fields[N - 3]`.
 */
export function parseProcStat(stat: string): { name: string; fields: string[] } {
  const close = stat.lastIndexOf(')');
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    fields: stat.slice(close + 2).split(' '),
  };
}

/** The threads of a process (this one by default) from /proc; empty where there is none. */
export function processThreads(pid: number | 'self' = 'self'): ThreadInfo[] {
  const dir = `/proc/${String(pid)}/task`;
  let tids: string[];
  try {
    tids = readdirSync(dir);
  } catch {
    return [];
  }
  const threads: ThreadInfo[] = [];
  for (const tid of tids) {
    try {
      const { name, fields } = parseProcStat(readFileSync(`${dir}/${tid}/stat`, 'utf8'));
      // nice is field 19.
      threads.push({ tid: Number(tid), name, nice: Number(fields[16]) });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

/**
 * Sets the nice value (0–19) of this process's threads named `name`; returns how many it set.
 * A thread that cannot be changed (another platform, a sandbox forbidding it) is left as it is.
 */
export function niceThreads(name: string, nice: number): number {
  let changed = 0;
  for (const thread of processThreads()) {
    if (thread.name !== name) continue;
    try {
      setPriority(thread.tid, nice);
      changed++;
    } catch {
      // Not permitted here: the thread keeps its priority.
    }
  }
  return changed;
}
