import { createClient } from 'redis';

/** A node-redis client for REDIS_URL (the adapter and the presence registry share it). */
export function newRedisClient(url: string) {
  return createClient({ url });
}

export type RedisClient = ReturnType<typeof newRedisClient>;
