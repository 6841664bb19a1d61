/**
 * Waits for writes to reach the disk without blocking the event loop. SQLite runs with
 * `synchronous = NORMAL` (a commit only writes to the WAL file's page cache) and the store asks
 * this barrier, after each COMMIT, for a sync of the WAL file that started after that COMMIT
 * returned; only then does it acknowledge the writes. The sync itself (`fdatasync`) runs on
 * libuv's thread pool, so other rooms keep being served while the disk works. WAL mode with
 * NORMAL is corruption-safe (sqlite.org/pragma.html#pragma_synchronous), and the extra sync
 * restores the durability of FULL for everything acknowledged.
 *
 * Up to `maxInFlight` syncs run at once: a commit made while one sync runs starts its own at
 * once rather than waiting for it to end, so it waits for about one sync, not up to two. Commits
 * made while `maxInFlight` syncs run share the next one to start (group commit across the sync's
 * duration, as Postgres does). Waits settle in the order their syncs started: the WAL is read
 * back in order at recovery, so a commit is durable only once every commit before it is too.
 * A failed sync fails every wait whose sync is still unsettled, earlier ones included: Linux
 * reports a write-back error to one `fdatasync` of a file descriptor only, so a sync that
 * succeeds beside a failed one proves nothing about the pages that failed.
 */
export class DurabilityBarrier {
  readonly #sync: () => Promise<void>;
  readonly #maxInFlight: number;
  #running = 0;
  /** The waits of started syncs, in start order, until they settle. */
  #flights: Flight[] = [];
  #next: PromiseWithResolvers<undefined> | null = null;
  #drained: (() => void)[] = [];

  constructor(sync: () => Promise<void>, options: { readonly maxInFlight?: number } = {}) {
    this.#sync = sync;
    this.#maxInFlight = Math.max(1, Math.trunc(options.maxInFlight ?? 1));
  }

  /** Resolves once a sync that began after this call has completed (rejects if it failed). */
  wait(): Promise<void> {
    const next = (this.#next ??= Promise.withResolvers<undefined>());
    // Every running sync may have started before the caller's write: the caller needs a new one.
    if (this.#running < this.#maxInFlight) this.#start();
    return next.promise;
  }

  /** Resolves when no sync is running or waiting (the store calls it before closing). */
  async drain(): Promise<void> {
    while (this.#running > 0) {
      await new Promise<void>((resolve) => this.#drained.push(resolve));
    }
  }

  #start(): void {
    const waiting = this.#next;
    if (waiting === null) return;
    this.#next = null;
    const flight: Flight = { waiting, synced: false };
    this.#flights.push(flight);
    this.#running++;
    this.#sync()
      .then(
        () => {
          flight.synced = true;
          this.#settleInOrder();
        },
        (error: unknown) => {
          this.#failAll(error instanceof Error ? error : new Error(String(error)));
        },
      )
      .finally(() => {
        this.#running--;
        this.#start();
        if (this.#running === 0) for (const resolve of this.#drained.splice(0)) resolve();
      });
  }

  /** Settles the synced waits at the head of the line, stopping at the first still syncing. */
  #settleInOrder(): void {
    while (this.#flights[0]?.synced === true) this.#flights.shift()?.waiting.resolve(undefined);
  }

  #failAll(error: Error): void {
    for (const flight of this.#flights.splice(0)) flight.waiting.reject(error);
  }
}

interface Flight {
  readonly waiting: PromiseWithResolvers<undefined>;
  synced: boolean;
}
