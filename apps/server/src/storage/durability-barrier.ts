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
 * A failed sync fails its own waits and those of every sync started while it ran.
 */
export class DurabilityBarrier {
  readonly #sync: () => Promise<void>;
  readonly #maxInFlight: number;
  #inFlight = 0;
  /** Settles when the last started sync and every sync before it have. */
  #tail: Promise<void> = Promise.resolve();
  #next: PromiseWithResolvers<undefined> | null = null;

  constructor(sync: () => Promise<void>, options: { readonly maxInFlight?: number } = {}) {
    this.#sync = sync;
    this.#maxInFlight = Math.max(1, Math.trunc(options.maxInFlight ?? 1));
  }

  /** Resolves once a sync that began after this call has completed (rejects if it failed). */
  wait(): Promise<void> {
    const next = (this.#next ??= Promise.withResolvers<undefined>());
    // Every running sync may have started before the caller's write: the caller needs a new one.
    if (this.#inFlight < this.#maxInFlight) this.#start();
    return next.promise;
  }

  /** Resolves when no sync is running or waiting (the store calls it before closing). */
  async drain(): Promise<void> {
    while (this.#inFlight > 0) await this.#tail.catch(() => undefined);
  }

  #start(): void {
    const batch = this.#next;
    if (batch === null) return;
    this.#next = null;
    this.#inFlight++;
    const own = this.#sync().finally(() => {
      this.#inFlight--;
      this.#start();
    });
    const done = Promise.all([this.#tail, own]).then(() => undefined);
    this.#tail = done;
    done.then(
      () => {
        batch.resolve(undefined);
      },
      (error: unknown) => {
        // Later syncs no longer wait on this one once it has failed.
        if (this.#tail === done) this.#tail = Promise.resolve();
        batch.reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }
}
