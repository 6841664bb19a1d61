import { existsSync } from 'node:fs';
import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as tar from 'tar';
import { deckLimits } from '../decks/limits.ts';

/** What a backup holds, also written into it as `backup.json`. */
export interface BackupSummary {
  readonly file: string;
  readonly bytes: number;
  readonly rooms: number;
  readonly decks: number;
  readonly cards: number;
}

/** The database file in a data folder and in a backup. */
export const databaseFile = 'fabula.db';

const deckIdPattern = /^[A-Za-z0-9_-]{12}$/;

/** Rooms in a database file, after SQLite's own check that the file is whole. */
function checkDatabase(path: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const check = db.prepare('PRAGMA integrity_check').all();
    const verdict = check.map((row) => String(row.integrity_check)).join('; ');
    if (verdict !== 'ok') throw new Error(`${path} is damaged: ${verdict}`);
    return Number(db.prepare('SELECT count(*) AS n FROM rooms').get()?.n ?? 0);
  } finally {
    db.close();
  }
}

/**
 * Copies the decks in `from` to `to`, each as its `deck.json` lists it: the images of cards being
 * added while the copy runs are left out until their `deck.json` names them (deck-store.ts writes
 * images first and `deck.json` last), and half-made decks (`.staging-…`) are skipped.
 */
async function copyDecks(from: string, to: string): Promise<{ decks: number; cards: number }> {
  let decks = 0;
  let cards = 0;
  const entries = existsSync(from) ? await readdir(from, { withFileTypes: true }) : [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !deckIdPattern.test(entry.name)) continue;
    const source = join(from, entry.name);
    const text = await readFile(join(source, 'deck.json'), 'utf8').catch(() => null);
    if (text === null) continue;
    const deck = JSON.parse(text) as { cards: readonly { id: string }[] };
    const target = join(to, entry.name);
    for (const width of deckLimits.widths) {
      await mkdir(join(target, String(width)), { recursive: true });
      for (const card of deck.cards) {
        const file = `${card.id.slice(card.id.lastIndexOf('-') + 1)}.webp`;
        await copyFile(join(source, String(width), file), join(target, String(width), file));
      }
    }
    // The deck.json read above, not the file now: it names exactly the images copied.
    await writeFile(join(target, 'deck.json'), text);
    decks++;
    cards += deck.cards.length;
  }
  return { decks, cards };
}

/**
 * A consistent copy of a running server's SQLite database and its uploaded decks, as one
 * `.tar.gz`: `fabula.db`, `decks/<id>/…` and `backup.json`. The database is copied with
 * `VACUUM INTO`, which reads it in one transaction: every move acknowledged before the copy
 * began is in it, none half-written, and the server keeps playing meanwhile (WAL readers do not
 * block writers). Decks are copied after the database, so every deck a room names is there.
 * The archive is written beside `file` and renamed into place, so `file` is whole or absent.
 */
export async function backup(options: {
  readonly dataDir: string;
  readonly decksDir: string;
  readonly file: string;
  readonly now?: () => number;
}): Promise<BackupSummary> {
  const source = join(options.dataDir, databaseFile);
  if (!existsSync(source)) throw new Error(`There is no database at ${source} to back up.`);
  const file = resolve(options.file);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), `.${basename(file)}-`));
  try {
    const db = new DatabaseSync(source);
    try {
      db.exec('PRAGMA busy_timeout = 10000');
      db.prepare('VACUUM INTO ?').run(join(staging, databaseFile));
    } finally {
      db.close();
    }
    const rooms = checkDatabase(join(staging, databaseFile));
    const { decks, cards } = await copyDecks(options.decksDir, join(staging, 'decks'));
    const createdAt = new Date((options.now ?? Date.now)()).toISOString();
    await writeFile(
      join(staging, 'backup.json'),
      `${JSON.stringify({ format: 1, createdAt, rooms, decks, cards }, null, 1)}\n`,
    );
    const partial = join(staging, 'archive.tar.gz');
    await tar.create({ gzip: true, cwd: staging, file: partial, portable: true }, [
      'backup.json',
      databaseFile,
      ...(decks > 0 ? ['decks'] : []),
    ]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, rooms, decks, cards };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Puts a backup made by `backup()` into an empty data folder (and decks folder): the database
 * first checked whole, then moved into place. It never overwrites: a folder that already holds
 * a database or decks is refused, so a restore cannot clobber a live server's data.
 */
export async function restore(options: {
  readonly dataDir: string;
  readonly decksDir: string;
  readonly file: string;
}): Promise<{ rooms: number; decks: number }> {
  const target = join(options.dataDir, databaseFile);
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(target + suffix)) {
      throw new Error(
        `${target + suffix} exists: stop the server and move the data folder aside first, ` +
          'or restore into a new DATA_DIR.',
      );
    }
  }
  const existingDecks = existsSync(options.decksDir) ? await readdir(options.decksDir) : [];
  if (existingDecks.length > 0) {
    throw new Error(`${options.decksDir} is not empty: restore into an empty decks folder.`);
  }
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(join(options.dataDir, '.restore-'));
  try {
    await tar.extract({ file: resolve(options.file), cwd: staging, strict: true });
    const rooms = checkDatabase(join(staging, databaseFile));
    let decks = 0;
    const stagedDecks = join(staging, 'decks');
    if (existsSync(stagedDecks)) {
      await mkdir(options.decksDir, { recursive: true });
      for (const id of await readdir(stagedDecks)) {
        await rename(join(stagedDecks, id), join(options.decksDir, id)).catch(async () => {
          // Another file system (DECKS_DIR elsewhere): copy, then the staging folder goes.
          await cp(join(stagedDecks, id), join(options.decksDir, id), { recursive: true });
        });
        decks++;
      }
    }
    await rename(join(staging, databaseFile), target);
    return { rooms, decks };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
