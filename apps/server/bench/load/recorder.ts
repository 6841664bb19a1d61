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
  private readonly latencies: number[] = [];
  private readonly replies: number[] = [];
  /** Seconds from start to end of each game that ended while recording. */
  readonly games: number[] = [];

  reply(ok: boolean, code: string | null): void {
    if (!this.recording) return;
    if (ok) this.commands++;
    else this.refused.set(code ?? 'unknown', (this.refused.get(code ?? 'unknown') ?? 0) + 1);
  }

  /** From sending a move to every seat of its room holding the resulting view. */
  latency(ms: number): void {
    if (this.recording) this.latencies.push(ms);
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
    this.latencies.length = 0;
    this.replies.length = 0;
  }

  summary(which: 'views' | 'replies' = 'views'): LatencySummary {
    const sorted = [...(which === 'views' ? this.latencies : this.replies)].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  }
}
