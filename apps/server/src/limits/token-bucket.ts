/**
 * Rate limiting by token bucket: each key (a connection, an address) may spend `burst` requests
 * at once and regains `perSecond` per second. Time is passed in, so tests need no clock. Buckets
 * of idle keys are dropped when full again, so memory stays bounded by the active keys.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly burst: number;
  private readonly perSecond: number;

  constructor(options: { burst: number; perSecond: number }) {
    this.burst = options.burst;
    this.perSecond = options.perSecond;
  }

  /** Takes one token for `key` at time `now` (ms); false if the key is over its rate. */
  take(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const refilled = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: refilled - 1, at: now });
    return true;
  }

  /** Forgets keys whose buckets have refilled; call now and then. */
  sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) {
        this.buckets.delete(key);
      }
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}
