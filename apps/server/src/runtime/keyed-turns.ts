/**
 * Runs tasks one after another per key, in the order they were asked for; tasks of different
 * keys run concurrently. A task starts once the previous task of its key has settled, whether it
 * resolved or rejected, and its own outcome goes to its caller only.
 */
export class KeyedTurns<K> {
  /** Each key's last task, settled or not, until it settles with no task queued behind it. */
  readonly #last = new Map<K, Promise<void>>();

  run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = this.#last.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.#last.set(key, settled);
    void settled.then(() => {
      if (this.#last.get(key) === settled) this.#last.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (tests check that finished keys are let go). */
  get busyKeys(): number {
    return this.#last.size;
  }
}
