import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import { newRedisClient } from '../../src/realtime/redis-client.ts';

/** The outside services the scale-out tests use; `.ci/run` starts both on loopback. */
export interface TestServices {
  readonly postgresUrl: string;
  readonly redisUrl: string;
}

/**
 * Describes `body` when the services it needs are configured (FABULA_TEST_POSTGRES_URL,
 * FABULA_TEST_REDIS_URL). Without them the suite fails in CI (CI=true), where they must be
 * running, and is skipped on a developer's machine.
 */
export function describeWithServices(
  title: string,
  body: (services: TestServices) => void,
  needs: { readonly postgres?: boolean; readonly redis?: boolean } = {},
): void {
  const postgresUrl = process.env.FABULA_TEST_POSTGRES_URL ?? '';
  const redisUrl = process.env.FABULA_TEST_REDIS_URL ?? '';
  const missing = [
    needs.postgres !== false && postgresUrl === '' ? 'FABULA_TEST_POSTGRES_URL' : null,
    needs.redis !== false && redisUrl === '' ? 'FABULA_TEST_REDIS_URL' : null,
  ].filter((name) => name !== null);
  if (missing.length === 0) {
    describe(title, () => {
      body({ postgresUrl, redisUrl });
    });
    return;
  }
  const names = missing.join(' and ');
  describe(title, () => {
    it.runIf(process.env.CI === 'true')(`needs ${names} in CI`, () => {
      throw new Error(`${names} must be set: .ci/run starts Postgres and Redis`);
    });
    it.skipIf(process.env.CI === 'true')(`is skipped without ${names}`, () => undefined);
  });
}

/** A fresh, empty database next to the one `url` names; `drop` removes it (and its connections). */
export async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fabula_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A name no other test run uses (Redis stream and key prefixes). */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** What a `beforeAll` set up, or an error saying it was not (when setting up failed). */
export function need<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('not set up: see the error of beforeAll');
  return value;
}

/** Removes every key of a Redis prefix (what a cluster of test servers left there). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = newRedisClient(redisUrl);
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}:*` })) keys.push(...batch);
  if (keys.length > 0) await redis.del(keys);
  redis.destroy();
}
