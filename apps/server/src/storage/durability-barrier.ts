/**
 * Waits for writes to reach the disk without blocking the event loop. SQLite runs with
 * `synchronous = NORMAL` (a commit only writes to the WAL file's page cache) and the store asks
 * this barrier, after each COMMIT, for a sync of the WAL file that started after that COMMIT
 * returned; only then does it acknowledge the writes. The sync itself (`fdatasync`) runs on
 * libuv's thread pool, so other rooms keep being served while the disk works, and every commit
 * made during one sync shares the next: group commit across the fsync's duration, as Postgres
 * does. WAL mode with NORMAL is corruption-safe (sqlite.org/pragma.html#pragma_synchronous), and
 * the extra sync restores the durability of FULL for everything acknowledged.
 */
export class DurabilityBarrier {
  readonly #sync: () => Promise<void>;
  #inFlight: Promise<void> | null = null;
  #next: PromiseWithResolvers<undefined> | null = null;

  constructor(sync: () => Promise<void>) {
    this.#sync = sync;
  }

  /** Resolves once a sync that began after this call has completed (rejects if it failed). */
  wait(): Promise<void> {
    const next = (this.#next ??= Promise.withResolvers<undefined>());
    // A sync in flight may have started before the caller's write: the caller waits for the next.
    if (this.#inFlight === null) this.#start();
    return next.promise;
  }

  /** Resolves when no sync is running or waiting (the store calls it before closing). */
  async drain(): Promise<void> {
    while (this.#inFlight !== null) await this.#inFlight;
  }

  #start(): void {
    const batch = this.#next;
    if (batch === null) return;
    this.#next = null;
    this.#inFlight = this.#sync()
      .then(
        () => {
          batch.resolve(undefined);
        },
        (error: unknown) => {
          batch.reject(error instanceof Error ? error : new Error(String(error)));
        },
      )
      .finally(() => {
        this.#inFlight = null;
        this.#start();
      });
  }
}
