import { PerformanceObserver } from 'node:perf_hooks';

/** A span of time on `performance.now()`'s clock (ms). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The benchmark client's own garbage-collection pauses. One process plays thousands of seats
 * (a real client has a device of its own), so while its collector stops its thread, every view
 * that arrives waits in the socket: the latency it then records includes the client's pause, not
 * only the server's work. Knowing the pauses lets the report say how much of a latency was the
 * client's own (`pausedWithin`).
 */
export class ClientPauses {
  /** Pauses in the order they ended (so, one thread's pauses, in time order). */
  private readonly pauses: Span[] = [];
  private readonly observer: PerformanceObserver;

  constructor() {
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        this.pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  /** Records one pause (for tests, and for pauses known by other means). */
  add(pause: Span): void {
    this.pauses.push(pause);
  }

  /** Milliseconds of `span` during which the client's thread was paused by its collector. */
  pausedWithin(span: Span): number {
    return pausedWithin(this.pauses, span);
  }

  get count(): number {
    return this.pauses.length;
  }

  /** Total pause time within `span` and how many pauses touched it. */
  summary(span: Span): { readonly count: number; readonly ms: number } {
    let count = 0;
    for (const p of this.pauses) if (p.end > span.start && p.start < span.end) count++;
    return { count, ms: pausedWithin(this.pauses, span) };
  }

  stop(): void {
    this.observer.disconnect();
  }
}

/**
 * The time within `span` covered by `pauses` (sorted by start, not overlapping one another:
 * one thread's collector pauses are).
 */
export function pausedWithin(pauses: readonly Span[], span: Span): number {
  // The first pause that may end after the span starts: binary search on the ends.
  let lo = 0;
  let hi = pauses.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((pauses[mid]?.end ?? Infinity) <= span.start) lo = mid + 1;
    else hi = mid;
  }
  let ms = 0;
  for (let i = lo; i < pauses.length; i++) {
    const pause = pauses[i];
    if (pause === undefined || pause.start >= span.end) break;
    ms += Math.min(pause.end, span.end) - Math.max(pause.start, span.start);
  }
  return ms;
}
