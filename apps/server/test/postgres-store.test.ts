import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/storage/postgres/postgres-store.ts';
import type { LogAction } from '../src/storage/room.ts';
import { migrations, schemaVersionTable } from '../src/storage/schema.ts';
import { write } from '../src/storage/store.ts';
import {
  describeGameStore,
  roomCode,
  type ContractDoc,
  type StoreHarness,
} from './storage-contract.ts';

/**
 * The same contract suite as SQLite, on a real Postgres (FABULA_TEST_POSTGRES_URL; `.ci/run`
 * installs and starts one). In CI a missing database is a failure, not a skip.
 */
const url = process.env.FABULA_TEST_POSTGRES_URL;

function harness(connectionString: string): StoreHarness {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    open: (now, documents) =>
      openPostgresStore<ContractDoc>({ connectionString, schema, now, poolSize: 4, ...documents }),
    reopen: (now, documents) =>
      openPostgresStore<ContractDoc>({ connectionString, schema, now, poolSize: 4, ...documents }),
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

  describe('Postgres store: its pool', () => {
    it('keeps the connections it opened through a calm spell (no reconnecting mid-game)', async () => {
      const name = `fabula_${randomBytes(6).toString('hex')}`;
      const connectionString = `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
      // node-postgres closes a connection idle this long, unless the pool keeps it.
      const store = await openPostgresStore<ContractDoc>({
        connectionString,
        schema: `t_${name}`,
        poolSize: 3,
        idleTimeoutMs: 50,
      });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const open = async () =>
        Number(
          (
            await admin.query<{ n: string }>(
              'SELECT COUNT(*) AS n FROM pg_stat_activity WHERE application_name = $1',
              [name],
            )
          ).rows[0]?.n,
        );
      try {
        // A burst: three reads at once need three connections.
        await Promise.all([store.countRooms(), store.countRooms(), store.countRooms()]);
        expect(await open()).toBe(3);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await open()).toBe(3);
      } finally {
        await store.close();
        await admin.query(`DROP SCHEMA IF EXISTS t_${name} CASCADE`);
        await admin.end();
      }
    });
  });

  describe('Postgres store: broken connections', () => {
    it('survives its idle connections being ended by the server, and reconnects', async () => {
      // Only this store's connections are ended: other tests may share the database.
      const name = `fabula_${randomBytes(6).toString('hex')}`;
      const connectionString = `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
      const broken: Error[] = [];
      const store = await openPostgresStore<ContractDoc>({
        connectionString,
        schema: `t_${name}`,
        poolSize: 2,
        onIdleError: (error) => broken.push(error),
      });
      await Promise.all([store.countRooms(), store.countRooms()]);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // Unhandled, the pool's 'error' event would end the process (here: the test worker).
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      // Both pooled connections were idle: each reports its end.
      const deadline = Date.now() + 5000;
      while (broken.length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(broken.length).toBe(2);
      expect(await store.countRooms()).toEqual({ lobby: 0, playing: 0, ended: 0 });
      await store.close();
      await admin.query(`DROP SCHEMA IF EXISTS t_${name} CASCADE`);
      await admin.end();
    });
  });

  describe('Postgres store: upgrades', () => {
    it('moves the documents of a database at schema 3 into their own table, and plays on', async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.query(schemaVersionTable);
        for (const migration of migrations.filter((m) => m.version <= 3)) {
          for (const statement of migration.statements) await admin.query(statement);
          await admin.query(
            'INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, 0)',
            [migration.version, migration.name],
          );
        }
        const code = roomCode('UPGRAD');
        const doc: ContractDoc = {
          lobby: { seats: [{ name: 'Aiko', tokenHash: 'hash-0' }], host: 0, locked: false },
          game: null,
          config: null,
        };
        await admin.query(
          `INSERT INTO rooms (code, version, phase, doc, deadline, created_at, updated_at, doc_version)
           VALUES ($1, 3, 'lobby', $2, NULL, 1, 1, 3)`,
          [code, JSON.stringify(doc)],
        );
        const store = await openPostgresStore<ContractDoc>({ connectionString: url, schema });
        try {
          expect((await store.loadRoom(code))?.doc).toEqual(doc);
          const lock: LogAction = { kind: 'room', request: 'lock', seat: 0 };
          const written = await store.transact(code, { rid: 'r', expectedVersion: 3 }, (room) =>
            write(
              { ...room, doc: { ...room.doc, lobby: { ...room.doc.lobby, locked: true } } },
              lock,
              null,
            ),
          );
          expect(written.kind).toBe('applied');
        } finally {
          await store.close();
        }
        const stored = await admin.query(
          'SELECT version, doc_version, doc FROM rooms JOIN room_docs USING (code)',
        );
        expect(stored.rows).toEqual([
          {
            version: '4',
            doc_version: '4',
            doc: JSON.stringify({ ...doc, lobby: { ...doc.lobby, locked: true } }),
          },
        ]);
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    });
  });
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
