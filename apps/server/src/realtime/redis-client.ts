import { createClient } from 'redis';

/**
 * A node-redis client for REDIS_URL (the adapter and the presence registry share it).
 *
 * Without node-redis's default 5 s timeout per command. It is made of an `AbortSignal.timeout`
 * per command, whose timer cannot be cancelled: 5 s after every command, finished long before,
 * it fired and built a `DOMException` with its stack (a profile of two processes at 900 players
 * found 110 ms of that per 28 s, more than the adapter's own stream decoding). And the adapter's
 * `XREAD BLOCK 5000` raced it whenever the stream was quiet. A Redis that stops answering still
 * fails every waiting command when its connection drops, as before that default existed.
 */
export function newRedisClient(url: string) {
  return createClient({ url, commandOptions: { timeout: 0 } });
}

export type RedisClient = ReturnType<typeof newRedisClient>;
