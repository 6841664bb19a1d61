import type { RoomCode } from '@fabula/protocol';
import { afterEach, expect, it, vi } from 'vitest';
import { newRedisClient, type RedisClient } from '../src/realtime/redis-client.ts';
import { RedisPresence } from '../src/realtime/redis-presence.ts';
import { describeWithServices, uniqueName } from './support/services.ts';

const room = 'K7QX3M' as RoomCode;

describeWithServices(
  'presence shared through Redis',
  ({ redisUrl }) => {
    const clients: RedisClient[] = [];
    const registries: RedisPresence[] = [];
    const peers = new Map<string, RedisPresence[]>();
    afterEach(async () => {
      for (const registry of registries.splice(0)) await registry.close().catch(() => undefined);
      for (const client of clients.splice(0)) if (client.isOpen) client.destroy();
    });

    /**
     * A process's registry on its own connection, beating fast so the test is quick. Its
     * announcements reach the other registries of its prefix at once (the adapter's part).
     */
    async function processOn(prefix: string) {
      const client = newRedisClient(redisUrl);
      await client.connect();
      clients.push(client);
      const gone: { room: RoomCode; holders: readonly string[] }[] = [];
      const registry: RedisPresence = new RedisPresence(client, {
        prefix,
        heartbeatMs: 50,
        ttlMs: 300,
        onGone: (code, holders) => gone.push({ room: code, holders }),
        onBack: () => undefined,
        onError: () => undefined,
        announce: (code) => {
          for (const other of peers.get(prefix) ?? []) if (other !== registry) other.forget(code);
          return Promise.resolve();
        },
      });
      peers.set(prefix, [...(peers.get(prefix) ?? []), registry]);
      await registry.start();
      registries.push(registry);
      return { client, registry, gone };
    }

    it('every process sees every connection; one that leaves is gone everywhere', async () => {
      const prefix = uniqueName('fabula-presence');
      const a = await processOn(prefix);
      const b = await processOn(prefix);
      await a.registry.enter('socket-1', room, 'hash-ann');
      await b.registry.enter('socket-2', room, null);
      for (const { registry } of [a, b]) {
        const seen = await registry.snapshot(room);
        expect([...seen.holders]).toEqual(['hash-ann']);
        expect(seen.spectators).toBe(1);
      }
      await a.registry.leave('socket-1', room);
      expect([...(await b.registry.snapshot(room)).holders]).toEqual([]);
    });

    it('a process that stops beating (kill -9) no longer counts, and one other process reports its players gone', async () => {
      const prefix = uniqueName('fabula-presence');
      const doomed = await processOn(prefix);
      const b = await processOn(prefix);
      const c = await processOn(prefix);
      await doomed.registry.enter('socket-1', room, 'hash-ann');
      await doomed.registry.enter('socket-2', room, null);
      await b.registry.enter('socket-3', room, 'hash-ben');
      expect([...(await c.registry.snapshot(room)).holders].sort()).toEqual([
        'hash-ann',
        'hash-ben',
      ]);
      // Which of them are on another process, as each process sees it (pushes travel only for them).
      const fromB = await b.registry.snapshot(room);
      expect([...fromB.elsewhere.holders]).toEqual(['hash-ann']);
      expect(fromB.elsewhere.spectators).toBe(1);
      expect([...fromB.here.holders]).toEqual(['hash-ben']);
      expect(fromB.here.spectators).toBe(0);
      const fromDoomed = await doomed.registry.snapshot(room);
      expect([...fromDoomed.elsewhere.holders]).toEqual(['hash-ben']);
      expect(fromDoomed.elsewhere.spectators).toBe(0);
      expect([...fromDoomed.here.holders]).toEqual(['hash-ann']);
      expect(fromDoomed.here.spectators).toBe(1);

      // No goodbye: the connection just ends, as when the process is killed.
      doomed.client.destroy();
      const deadline = Date.now() + 5000;
      while (b.gone.length + c.gone.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));

      expect([...b.gone, ...c.gone]).toEqual([{ room, holders: ['hash-ann'] }]);
      const seen = await b.registry.snapshot(room);
      expect([...seen.holders]).toEqual(['hash-ben']);
      expect(seen.spectators).toBe(0);
    });

    it('keeps a copy of a room until a process announces a change in it', async () => {
      const prefix = uniqueName('fabula-presence');
      const a = await processOn(prefix);
      const b = await processOn(prefix);
      await a.registry.enter('socket-1', room, 'hash-ann');
      const reads = vi.spyOn(b.client, 'hGetAll');
      try {
        expect([...(await b.registry.snapshot(room)).holders]).toEqual(['hash-ann']);
        expect([...(await b.registry.snapshot(room)).holders]).toEqual(['hash-ann']);
        // The second look is B's copy: one read of Redis for both.
        expect(reads).toHaveBeenCalledTimes(1);
        // A change on A reaches B's next look; so does one on B itself.
        await a.registry.enter('socket-2', room, 'hash-cal');
        expect([...(await b.registry.snapshot(room)).holders].sort()).toEqual([
          'hash-ann',
          'hash-cal',
        ]);
        await b.registry.enter('socket-3', room, null);
        expect((await b.registry.snapshot(room)).spectators).toBe(1);
        await a.registry.leave('socket-1', room);
        expect([...(await b.registry.snapshot(room)).holders]).toEqual(['hash-cal']);
        expect(reads).toHaveBeenCalledTimes(4);
        // A fresh look always reads Redis (marking a seat away must see a connection just made).
        await b.registry.snapshot(room, { fresh: true });
        expect(reads).toHaveBeenCalledTimes(5);
        // A change announced while B was reading: what B read may predate it, so B keeps nothing.
        b.registry.forget(room);
        const reading = b.registry.snapshot(room);
        b.registry.forget(room);
        await reading;
        await b.registry.snapshot(room);
        expect(reads).toHaveBeenCalledTimes(7);
      } finally {
        reads.mockRestore();
      }
    });

    it('with copies kept, a process that dies still stops counting everywhere', async () => {
      const prefix = uniqueName('fabula-presence');
      const doomed = await processOn(prefix);
      const b = await processOn(prefix);
      await doomed.registry.enter('socket-1', room, 'hash-ann');
      await b.registry.enter('socket-2', room, 'hash-ben');
      expect([...(await b.registry.snapshot(room)).holders].sort()).toEqual([
        'hash-ann',
        'hash-ben',
      ]);
      doomed.client.destroy();
      const deadline = Date.now() + 5000;
      while (b.gone.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect([...(await b.registry.snapshot(room)).holders]).toEqual(['hash-ben']);
    });

    it('sends commands without a timer each (no AbortSignal.timeout per command)', async () => {
      // node-redis's default 5 s command timeout is one AbortSignal.timeout per command, whose
      // timer always fires and builds a DOMException: costly at thousands of commands a second.
      const timeouts = vi.spyOn(AbortSignal, 'timeout');
      try {
        const { client } = await processOn(uniqueName('fabula-timers'));
        timeouts.mockClear();
        await Promise.all(Array.from({ length: 20 }, () => client.ping()));
        expect(timeouts).not.toHaveBeenCalled();
      } finally {
        timeouts.mockRestore();
      }
    });
  },
  { postgres: false, redis: true },
);
