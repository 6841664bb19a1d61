import type { ClientPauses, Span } from './client-pauses.ts';

/** Percentile of a sorted list (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * What the clients observed while recording (the measured window, after the warm-up): replies
 * by outcome and the latency of every accepted move.
 */
export class Recorder {
  recording = false;
  commands = 0;
  readonly refused = new Map<string, number>();
  /** Each accepted move's span, from sending it to the last seat holding its view. */
  private readonly spans: Span[] = [];
  private readonly replies: number[] = [];
  /** Seconds from start to end of each game that ended while recording. */
  readonly games: number[] = [];

  reply(ok: boolean, code: string | null): void {
    if (!this.recording) return;
    if (ok) this.commands++;
    else this.refused.set(code ?? 'unknown', (this.refused.get(code ?? 'unknown') ?? 0) + 1);
  }

  /** From sending a move (`sent`) to every seat of its room holding the resulting view (`end`). */
  latency(sent: number, end: number): void {
    if (this.recording) this.spans.push({ start: sent, end });
  }

  /** From sending a move to its reply (stored and published). */
  replied(ms: number): void {
    if (this.recording) this.replies.push(ms);
  }

  game(seconds: number): void {
    if (this.recording) this.games.push(seconds);
  }

  reset(): void {
    this.games.length = 0;
    this.commands = 0;
    this.refused.clear();
    this.spans.length = 0;
    this.replies.length = 0;
  }

  /**
   * Each recorded view's latency. With `pauses`, each less the time the client's own collector
   * paused it: what the server and the network took.
   */
  latencies(pauses?: ClientPauses): number[] {
    return this.spans.map((span) => span.end - span.start - (pauses?.pausedWithin(span) ?? 0));
  }

  /** Each recorded reply's latency. */
  replyLatencies(): number[] {
    return [...this.replies];
  }

  /** Percentiles of the views' latencies (less `pauses`, as `latencies`) or of the replies'. */
  summary(which: 'views' | 'replies' = 'views', pauses?: ClientPauses): LatencySummary {
    return summarize(which === 'replies' ? this.replies : this.latencies(pauses));
  }
}

/** Nearest-rank percentiles of a list of latencies (ms). */
export function summarize(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}
