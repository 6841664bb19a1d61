import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration for several processes', () => {
  it('runs alone without REDIS_URL, and joins a cluster with one', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    );
  });

  it('refuses a REDIS_URL or DATABASE_URL of another kind, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/fabula' })).toThrow(/DATABASE_URL/);
  });

  it('sizes the Postgres pool with DATABASE_POOL_SIZE (default 10)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('names the Redis stream and keys with REDIS_PREFIX (default fabula)', () => {
    expect(loadConfig({}).redisPrefix).toBe('fabula');
    expect(loadConfig({ REDIS_PREFIX: 'club-2' }).redisPrefix).toBe('club-2');
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_PREFIX: 'x'.repeat(65) })).toThrow(/REDIS_PREFIX/);
  });
});

describe('helper thread priority', () => {
  it('reads HELPER_THREAD_NICE between 0 and 19 (default 19)', () => {
    expect(loadConfig({}).helperThreadNice).toBe(19);
    expect(loadConfig({ HELPER_THREAD_NICE: '0' }).helperThreadNice).toBe(0);
    expect(() => loadConfig({ HELPER_THREAD_NICE: '20' })).toThrow(/HELPER_THREAD_NICE/);
    expect(() => loadConfig({ HELPER_THREAD_NICE: '-1' })).toThrow(/HELPER_THREAD_NICE/);
  });
});

describe('the timers a new room starts with', () => {
  it('reads ROOM_TIMERS: suggested (default) or off', () => {
    expect(loadConfig({}).roomTimers).toBe('suggested');
    expect(loadConfig({ ROOM_TIMERS: 'off' }).roomTimers).toBe('off');
    expect(() => loadConfig({ ROOM_TIMERS: 'fast' })).toThrow(/ROOM_TIMERS/);
  });
});
