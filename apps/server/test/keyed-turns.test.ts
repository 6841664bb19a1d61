import { describe, expect, it } from 'vitest';
import { KeyedTurns } from '../src/runtime/keyed-turns.ts';

/** A task that ends when told to, logging when it starts. */
function gate(log: string[], name: string) {
  const { promise, resolve, reject } = Promise.withResolvers<string>();
  return {
    task: () => {
      log.push(`start ${name}`);
      return promise;
    },
    finish: () => {
      resolve(name);
    },
    fail: () => {
      reject(new Error(name));
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedTurns', () => {
  it('runs one key’s tasks one after another, in the order asked', async () => {
    const turns = new KeyedTurns<string>();
    const log: string[] = [];
    const first = gate(log, 'a1');
    const second = gate(log, 'a2');
    const one = turns.run('a', first.task);
    const two = turns.run('a', second.task);
    await turn();
    expect(log).toEqual(['start a1']);
    first.finish();
    expect(await one).toBe('a1');
    await turn();
    expect(log).toEqual(['start a1', 'start a2']);
    second.finish();
    expect(await two).toBe('a2');
    await turn();
    expect(turns.busyKeys).toBe(0);
  });

  it('runs different keys at once', async () => {
    const turns = new KeyedTurns<string>();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const ranA = turns.run('a', a.task);
    const ranB = turns.run('b', b.task);
    await turn();
    expect(log).toEqual(['start a', 'start b']);
    expect(turns.busyKeys).toBe(2);
    b.finish();
    a.finish();
    expect(await Promise.all([ranA, ranB])).toEqual(['a', 'b']);
  });

  it('a failed task fails for its caller only, and the next one runs', async () => {
    const turns = new KeyedTurns<string>();
    const log: string[] = [];
    const failing = gate(log, 'broken');
    const after = gate(log, 'after');
    const broken = turns.run('a', failing.task);
    const next = turns.run('a', after.task);
    failing.fail();
    await expect(broken).rejects.toThrow('broken');
    await turn();
    expect(log).toEqual(['start broken', 'start after']);
    after.finish();
    expect(await next).toBe('after');
    await turn();
    expect(turns.busyKeys).toBe(0);
  });
});
