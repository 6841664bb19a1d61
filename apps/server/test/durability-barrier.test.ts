import { describe, expect, it } from 'vitest';
import { DurabilityBarrier } from '../src/storage/fast/durability-barrier.ts';

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

  describe('with several syncs in flight', () => {
    it('starts a sync for each wait up to the limit, then groups the waits', async () => {
      const { calls, sync } = manualSync();
      const barrier = new DurabilityBarrier(sync, { maxInFlight: 3 });
      for (let i = 0; i < 5; i++) void barrier.wait();
      // Three start at once; the two waits beyond the limit share the next one to start.
      expect(calls).toHaveLength(3);
      calls[1]?.resolve(undefined);
      await tick();
      expect(calls).toHaveLength(4);
      for (const call of calls) call.resolve(undefined);
      await barrier.drain();
    });

    it('settles waits in the order their syncs started, whichever finishes first', async () => {
      const { calls, sync } = manualSync();
      const barrier = new DurabilityBarrier(sync, { maxInFlight: 3 });
      const settled: string[] = [];
      void barrier.wait().then(() => settled.push('first'));
      void barrier.wait().then(() => settled.push('second'));
      // The second write's sync ends first: the WAL before it is not yet on the disk.
      calls[1]?.resolve(undefined);
      await tick();
      expect(settled).toEqual([]);
      calls[0]?.resolve(undefined);
      await tick();
      expect(settled).toEqual(['first', 'second']);
    });

    it('fails the waits of syncs started while a failed one ran, not those started after', async () => {
      const { calls, sync } = manualSync();
      const barrier = new DurabilityBarrier(sync, { maxInFlight: 3 });
      const failed = barrier.wait();
      const during = barrier.wait();
      calls[1]?.resolve(undefined);
      calls[0]?.reject(new Error('EIO'));
      await expect(failed).rejects.toThrow('EIO');
      await expect(during).rejects.toThrow('EIO');
      const after = barrier.wait();
      expect(calls).toHaveLength(3);
      calls[2]?.resolve(undefined);
      await expect(after).resolves.toBeUndefined();
    });

    it('fails an earlier wait still syncing when a later sync fails', async () => {
      // Linux reports a write-back error to one fdatasync only: the earlier one may yet succeed
      // without its pages on the disk.
      const { calls, sync } = manualSync();
      const barrier = new DurabilityBarrier(sync, { maxInFlight: 3 });
      const earlier = barrier.wait();
      const later = barrier.wait();
      calls[1]?.reject(new Error('EIO'));
      await expect(later).rejects.toThrow('EIO');
      calls[0]?.resolve(undefined);
      await expect(earlier).rejects.toThrow('EIO');
    });

    it('drains only once every sync in flight has ended', async () => {
      const { calls, sync } = manualSync();
      const barrier = new DurabilityBarrier(sync, { maxInFlight: 2 });
      void barrier.wait();
      void barrier.wait();
      let drained = false;
      void barrier.drain().then(() => (drained = true));
      calls[0]?.resolve(undefined);
      await tick();
      expect(drained).toBe(false);
      calls[1]?.resolve(undefined);
      await tick();
      expect(drained).toBe(true);
    });
  });
});
