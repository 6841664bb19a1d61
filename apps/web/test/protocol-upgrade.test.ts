import { describe, expect, it } from 'vitest';
import { reloadForNewProtocol } from '../src/net/protocol-upgrade.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('reload for a newer protocol', () => {
  it('reloads once, not again within a minute, and again after it', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads++;
    };
    expect(reloadForNewProtocol({ now: 1_000_000, storage, reload })).toBe(true);
    expect(reloadForNewProtocol({ now: 1_030_000, storage, reload })).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForNewProtocol({ now: 1_061_000, storage, reload })).toBe(true);
    expect(reloads).toBe(2);
  });
});
