import { Worker } from 'node:worker_threads';

/**
 * Runs SQLite's WAL checkpoints on a worker thread. Left to itself SQLite checkpoints inside the
 * commit that crosses 1,000 WAL pages: it copies pages into the database file and fsyncs twice,
 * stalling every room on the serving thread for that time. The store turns that off
 * (`wal_autocheckpoint = 0`) and this worker checkpoints every `intervalMs` on its own
 * connection instead; the writer then restarts the WAL from its start once it is copied.
 */
export class Checkpointer {
  readonly #worker: Worker;
  #exited: Promise<void>;

  /** `onFailure` runs if the worker dies, so the store can hand checkpoints back to SQLite. */
  constructor(path: string, onFailure: (error: Error) => void, intervalMs = 200) {
    this.#worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), {
      workerData: { path, intervalMs },
    });
    this.#worker.unref();
    this.#worker.on('error', onFailure);
    this.#exited = new Promise((resolve) => {
      this.#worker.once('exit', () => {
        resolve();
      });
    });
  }

  /** Stops the worker and waits for it to close its connection. */
  async stop(): Promise<void> {
    this.#worker.postMessage('stop');
    const timer = setTimeout(() => void this.#worker.terminate(), 5000);
    await this.#exited;
    clearTimeout(timer);
  }
}
