import type { DatabaseSync } from 'node:sqlite';

interface Pending {
  readonly body: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Group commit for SQLite: the write transactions asked for during one turn of the event loop
 * run one after another inside a single `BEGIN IMMEDIATE … COMMIT`, each in its own savepoint,
 * so they share one fsync. With `synchronous = FULL` the fsync is most of a command's cost, so
 * under load this multiplies throughput, while every command stays durable: no promise settles
 * before the COMMIT that holds it returned. A body that throws is rolled back to its savepoint
 * alone; a failed COMMIT fails the whole group (nothing of it was stored).
 */
export class GroupCommit {
  readonly #db: DatabaseSync;
  #queue: Pending[] | null = null;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Runs `body` (synchronous) in the next group; resolves once it is committed. */
  run<T>(body: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.#queue === null) {
        this.#queue = [];
        setImmediate(() => {
          this.flush();
        });
      }
      this.#queue.push({ body, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Runs the waiting group now (the store calls it before closing). */
  flush(): void {
    const group = this.#queue;
    if (group === null) return;
    this.#queue = null;
    const db = this.#db;
    if (!db.isOpen) {
      // A write asked for as the server stopped: refused, as a closed database refuses it.
      const closed = new Error('The store is closed.');
      for (const item of group) item.reject(closed);
      return;
    }
    const settled: (() => void)[] = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const item of group) {
        db.exec('SAVEPOINT command');
        try {
          const value = item.body();
          db.exec('RELEASE command');
          settled.push(() => {
            item.resolve(value);
          });
        } catch (error) {
          db.exec('ROLLBACK TO command');
          db.exec('RELEASE command');
          settled.push(() => {
            item.reject(error instanceof Error ? error : new Error(String(error)));
          });
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const item of group) item.reject(failure);
      return;
    }
    for (const settle of settled) settle();
  }
}
