import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openPostgresStore } from '../src/storage/postgres-store.ts';
import { describeGameStore, type ContractDoc, type StoreHarness } from './storage-contract.ts';

/**
 * The same contract suite as SQLite, on a real Postgres (FABULA_TEST_POSTGRES_URL; `.ci/run`
 * installs and starts one). In CI a missing database is a failure, not a skip.
 */
const url = process.env.FABULA_TEST_POSTGRES_URL;

function harness(connectionString: string): StoreHarness {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    open: (now) => openPostgresStore<ContractDoc>({ connectionString, schema, now, poolSize: 4 }),
    reopen: (now) => openPostgresStore<ContractDoc>({ connectionString, schema, now, poolSize: 4 }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

if (url) {
  describeGameStore('Postgres', () => harness(url));
} else {
  describe('GameStore contract: Postgres', () => {
    it.runIf(process.env.CI === 'true')('needs FABULA_TEST_POSTGRES_URL in CI', () => {
      throw new Error('FABULA_TEST_POSTGRES_URL is not set: .ci/run should start Postgres');
    });
    it.skipIf(process.env.CI === 'true')(
      'is skipped without FABULA_TEST_POSTGRES_URL',
      () => undefined,
    );
  });
}
