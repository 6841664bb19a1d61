/**
 * `npm run backup -- FILE`: a consistent copy of the SQLite database and the uploaded decks, taken
 * while the server runs, as one .tar.gz (docs/operations.md). Reads DATA_DIR and DECKS_DIR like
 * the server; with DATABASE_URL the rooms are in Postgres, which pg_dump backs up instead.
 *
 *   npm run backup -- /var/backups/fabula/$(date +%F).tar.gz
 */
import { join } from 'node:path';
import { backup } from '../src/ops/backup.ts';
import { runOperation } from '../src/ops/cli.ts';

await runOperation('backup', async (file, config) => {
  if (config.databaseUrl !== null) {
    throw new Error(
      'the rooms are in Postgres (DATABASE_URL): back them up with pg_dump, and the decks ' +
        'folder with any file copy (docs/operations.md)',
    );
  }
  const made = await backup({
    dataDir: config.dataDir,
    decksDir: config.decksDir ?? join(config.dataDir, 'decks'),
    file,
  });
  const size = `${(made.bytes / 1e6).toFixed(1)} MB`;
  return `backed up ${String(made.rooms)} rooms and ${String(made.decks)} decks (${String(made.cards)} cards) to ${made.file} (${size})`;
});
