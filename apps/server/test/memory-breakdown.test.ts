/**
 * The soak's memory breakdown: the heap figures read from a metrics page as prom-client writes
 * it, and the resident kinds read from /proc for a live process.
 */
import { describe, expect, it } from 'vitest';
import {
  describeBreakdown,
  heapFromMetrics,
  residentKinds,
} from '../bench/load/memory-breakdown.ts';
import { loopLagP99MsOf } from '../bench/load/metrics-page.ts';

const MB = 1024 * 1024;

const page = [
  '# HELP fabula_nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.',
  '# TYPE fabula_nodejs_heap_size_total_bytes gauge',
  `fabula_nodejs_heap_size_total_bytes ${String(230 * MB)}`,
  `fabula_nodejs_heap_size_used_bytes ${String(180 * MB)}`,
  `fabula_nodejs_external_memory_bytes ${String(10 * MB)}`,
  `fabula_nodejs_heap_space_size_total_bytes{space="new"} ${String(32 * MB)}`,
  `fabula_nodejs_heap_space_size_total_bytes{space="old"} ${String(190 * MB)}`,
  `fabula_nodejs_heap_space_size_total_bytes{space="shared"} 0`,
  `fabula_nodejs_heap_space_size_used_bytes{space="old"} ${String(150 * MB)}`,
  'fabula_nodejs_eventloop_lag_p99_seconds 0.020987903',
  'fabula_nodejs_eventloop_lag_p90_seconds 0.011',
].join('\n');

describe('memory breakdown', () => {
  it('reads the heap, its spaces and external memory from the metrics page', () => {
    const heap = heapFromMetrics(page);
    expect(heap).toEqual({
      heapCommittedMb: 230,
      heapUsedMb: 180,
      externalMb: 10,
      spacesMb: { new: 32, old: 190, shared: 0 },
    });
    const line = describeBreakdown({
      ...heap,
      anonMb: 400,
      fileMb: 60.25,
      shmemMb: 0,
      loopLagP99Ms: 21,
    });
    expect(line).toBe(
      'anon 400.0 file 60.3 shmem 0.0 | heap 180.0 used of 230.0 committed (new 32.0, old 190.0) | external 10.0',
    );
  });

  it('reads the event-loop delay p99 from the same page, and 0 from a page without it', () => {
    expect(loopLagP99MsOf(page)).toBeCloseTo(20.988, 3);
    expect(loopLagP99MsOf('fabula_nodejs_eventloop_lag_p90_seconds 0.011')).toBe(0);
  });

  it('reads the resident kinds of a live process, and nothing of one that is gone', () => {
    const own = residentKinds(process.pid);
    expect(own.anonKb).toBeGreaterThan(1024);
    expect(own.fileKb).toBeGreaterThan(0);
    expect(residentKinds(2 ** 22 + 1)).toEqual({ anonKb: 0, fileKb: 0, shmemKb: 0 });
  });
});
