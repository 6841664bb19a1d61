import type { RoomCode } from '@fabula/protocol';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Server } from 'socket.io';
import { LocalPresence, type Presence } from './presence.ts';
import { newRedisClient } from './redis-client.ts';
import { RedisPresence } from './redis-presence.ts';

/** How this process shares rooms with other processes (or does not, on its own). */
export interface ClusterLink {
  readonly presence: Presence;
  /** Whether what is shared can be reached now (for /healthz). */
  healthy(): Promise<boolean>;
  /** Leaves the cluster: presence first (its connections have left), then the connection. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** REDIS_URL; null: one process, in-memory adapter and presence. */
  readonly redisUrl: string | null;
  /** REDIS_PREFIX: the stream name and key prefix, so several clusters can share one Redis. */
  readonly prefix: string;
  readonly log: Logger;
  /** Players whose every connection was on a process that died (or left with it). */
  readonly onGone: (room: RoomCode, holders: readonly string[]) => void;
  /** Players of this process that the others had taken for gone. */
  readonly onBack: (room: RoomCode, holders: readonly string[]) => void;
}

/** The event by which a process tells the others that its connections in a room changed. */
export const PRESENCE_EVENT = 'fabula:presence';

/**
 * The longest a process waits for the others to forget a room's connections. They answer within
 * milliseconds; a process that died keeps counting among the adapter's nodes for a few seconds,
 * and a connection should not wait that long for it.
 */
export const PRESENCE_ANNOUNCE_WAIT_MS = 500;

/** Tells every other process (through the adapter) to forget the room's connections; waits for them. */
function announcePresence(io: Server, room: RoomCode): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PRESENCE_ANNOUNCE_WAIT_MS);
    io.serverSideEmit(PRESENCE_EVENT, room, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * With REDIS_URL, Socket.IO uses the Redis Streams adapter, so a push to a room's channel (a
 * seat's connections, its spectators) reaches sockets on every process, and presence is kept in
 * Redis so every process sees every connection. Without it nothing is shared.
 */
export async function joinCluster(io: Server, options: ClusterOptions): Promise<ClusterLink> {
  if (options.redisUrl === null) {
    return {
      presence: new LocalPresence(),
      healthy: () => Promise.resolve(true),
      close: () => Promise.resolve(),
    };
  }
  const client = newRedisClient(options.redisUrl);
  // node-redis reconnects by itself; an unhandled 'error' event would end the process.
  client.on('error', (error: unknown) => {
    options.log.warn({ err: error }, 'redis connection error');
  });
  await client.connect();
  io.adapter(
    createAdapter(client, {
      streamName: `${options.prefix}:socket.io`,
      // Fabula sends JSON only: no walk over each message looking for binary attachments.
      onlyPlaintext: true,
    }),
  );
  const presence = new RedisPresence(client, {
    prefix: options.prefix,
    heartbeatMs: 1000,
    ttlMs: 4000,
    onGone: options.onGone,
    onBack: options.onBack,
    onError: (error) => {
      options.log.warn({ err: error }, 'presence heartbeat failed');
    },
    announce: (room) => announcePresence(io, room),
  });
  // Another process's connections in a room changed: forget our copy, then say so.
  io.on(PRESENCE_EVENT, (room: unknown, done: unknown) => {
    if (typeof room === 'string') presence.forget(room as RoomCode);
    if (typeof done === 'function') (done as () => void)();
  });
  await presence.start();
  return {
    presence,
    async healthy() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await presence.close().catch((error: unknown) => {
        options.log.warn({ err: error }, 'leaving the presence registry failed');
      });
      client.destroy();
    },
  };
}
