import { describe, expect, it } from 'vitest';
import { DurabilityBarrier } from '../src/storage/durability-barrier.ts';

/** A sync whose completion the test controls. */
function manualSync() {
  const calls: PromiseWithResolvers<undefined>[] = [];
  return {
    calls,
    sync: () => {
      const call = Promise.withResolvers<undefined>();
      calls.push(call);
      return call.promise;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('durability barrier', () => {
  it('settles a wait only after a sync that started after it', async () => {
    const { calls, sync } = manualSync();
    const barrier = new DurabilityBarrier(sync);
    let first = false;
    let second = false;
    void barrier.wait().then(() => (first = true));
    expect(calls).toHaveLength(1);
    // Asked while the first sync runs: that sync may predate the write, so it waits for another.
    void barrier.wait().then(() => (second = true));
    void barrier.wait();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(undefined);
    await tick();
    expect([first, second]).toEqual([true, false]);
    // The two waits that arrived during the first sync share the second.
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(undefined);
    await tick();
    expect(second).toBe(true);
    expect(calls).toHaveLength(2);
    await barrier.drain();
  });

  it('rejects the waits of a failed sync and goes on with the next', async () => {
    const { calls, sync } = manualSync();
    const barrier = new DurabilityBarrier(sync);
    const failed = barrier.wait();
    calls[0]?.reject(new Error('EIO'));
    await expect(failed).rejects.toThrow('EIO');
    const later = barrier.wait();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(undefined);
    await expect(later).resolves.toBeUndefined();
  });
});
