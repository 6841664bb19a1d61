/**
 * A worker thread that checkpoints a SQLite WAL (see Checkpointer): copies committed pages into
 * the database file and syncs it, on its own connection, so the serving thread never does.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

interface Settings {
  readonly path: string;
  readonly intervalMs: number;
}

const { path, intervalMs } = workerData as Settings;
const db = new DatabaseSync(path);
// FULL: the checkpoint syncs the WAL before copying it and the database file after.
db.exec('PRAGMA synchronous = FULL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  // PASSIVE never waits for readers or the writer: it copies what it can and tries again later.
  checkpoint.get();
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
