import { readFileSync } from 'node:fs';
import { loopLagP99MsOf, readMetricsPage } from './metrics-page.ts';

/**
 * Where a server's resident memory is, for the soak's minute-by-minute log: a rise in RSS means
 * something different when V8 committed more heap (its spaces grew to hold a new peak), when
 * memory outside the heap grew (malloc: SQLite, buffers, native code), or when mapped files
 * did. Megabytes throughout.
 */
export interface MemoryBreakdown {
  /** Resident anonymous memory: the V8 heap's committed pages and malloc's. */
  readonly anonMb: number;
  /** Resident pages of mapped files (the executable, libraries, SQLite's `-shm`). */
  readonly fileMb: number;
  readonly shmemMb: number;
  /** V8's heap: committed in all, and in use. */
  readonly heapCommittedMb: number;
  readonly heapUsedMb: number;
  /** Committed by each heap space (new, old, code, large_object, …). */
  readonly spacesMb: Readonly<Record<string, number>>;
  /** Memory outside the heap that V8 is told about: ArrayBuffers (socket reads, Buffers, …). */
  readonly externalMb: number;
  /**
   * Not memory, but on the same page and reset by reading it: the event-loop delay p99 (ms) since
   * the metrics were read before, which a run that reads memory often must not lose.
   */
  readonly loopLagP99Ms: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** `RssAnon`, `RssFile` and `RssShmem` of /proc/<pid>/status, in kB; zero where unreadable. */
export function residentKinds(pid: number): { anonKb: number; fileKb: number; shmemKb: number } {
  let status = '';
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    // The process ended: nothing resident.
  }
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { anonKb: kb('RssAnon'), fileKb: kb('RssFile'), shmemKb: kb('RssShmem') };
}

/** The heap figures of a Prometheus text page from prom-client's default metrics. */
export function heapFromMetrics(
  text: string,
): Omit<MemoryBreakdown, 'anonMb' | 'fileMb' | 'shmemMb' | 'loopLagP99Ms'> {
  let heapCommitted = 0;
  let heapUsed = 0;
  let external = 0;
  const spaces: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith('fabula_nodejs_heap_size_total_bytes ')) heapCommitted = value;
    else if (line.startsWith('fabula_nodejs_heap_size_used_bytes ')) heapUsed = value;
    else if (line.startsWith('fabula_nodejs_external_memory_bytes ')) external = value;
    else if (line.startsWith('fabula_nodejs_heap_space_size_total_bytes{')) {
      const space = /space="([^"]+)"/.exec(line)?.[1];
      if (space !== undefined) spaces[space] = mb(value);
    }
  }
  return {
    heapCommittedMb: mb(heapCommitted),
    heapUsedMb: mb(heapUsed),
    spacesMb: spaces,
    externalMb: mb(external),
  };
}

/** A server's memory now, from /proc and its metrics page. */
export async function memoryBreakdown(pid: number, url: string): Promise<MemoryBreakdown> {
  const text = await readMetricsPage(url);
  const { anonKb, fileKb, shmemKb } = residentKinds(pid);
  return {
    ...heapFromMetrics(text),
    anonMb: anonKb / 1024,
    fileMb: fileKb / 1024,
    shmemMb: shmemKb / 1024,
    loopLagP99Ms: loopLagP99MsOf(text),
  };
}

/**
 * One line: `anon 512.0 file 40.1 shmem 0.0 | heap 180.2 used of 230.5 committed (new 32.0,
 * old 170.1, …) | external 9.8`.
 */
export function describeBreakdown(b: MemoryBreakdown): string {
  const f = (n: number) => n.toFixed(1);
  const spaces = Object.entries(b.spacesMb)
    .filter(([, size]) => size >= 0.05)
    .map(([space, size]) => `${space.replace(/_space$/, '')} ${f(size)}`)
    .join(', ');
  return `anon ${f(b.anonMb)} file ${f(b.fileMb)} shmem ${f(b.shmemMb)} | heap ${f(b.heapUsedMb)} used of ${f(b.heapCommittedMb)} committed (${spaces}) | external ${f(b.externalMb)}`;
}
