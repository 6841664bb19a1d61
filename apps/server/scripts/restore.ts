/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` into DATA_DIR (and DECKS_DIR),
 * which must not hold a database or decks yet: stop the server and move the old folder aside
 * first (docs/operations.md). Then start the server as usual.
 */
import { join } from 'node:path';
import { restore } from '../src/ops/backup.ts';
import { runOperation } from '../src/ops/cli.ts';

await runOperation('restore', async (file, config) => {
  if (config.databaseUrl !== null) {
    throw new Error('DATABASE_URL is set: a Postgres database is restored with pg_restore');
  }
  const done = await restore({
    dataDir: config.dataDir,
    decksDir: config.decksDir ?? join(config.dataDir, 'decks'),
    file,
  });
  return `restored ${String(done.rooms)} rooms and ${String(done.decks)} decks into ${config.dataDir}; start the server with npm start`;
});
