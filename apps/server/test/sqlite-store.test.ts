import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogAction } from '../src/storage/room.ts';
import { createGame, seededRandom } from '@fabula/rules';
import { latestSchemaVersion, migrations, schemaVersionTable } from '../src/storage/schema.ts';
import { openFastSqliteStore } from '../src/storage/fast/fast-sqlite-store.ts';
import { openSqliteStore } from '../src/storage/sqlite-store.ts';
import { write, type GameStore } from '../src/storage/store.ts';
import {
  roomCode,
  describeGameStore,
  contractConfig,
  randomMoveDecision,
  replayContractCommands,
  type ContractDoc,
  type DocOptions,
  type StoreHarness,
} from './storage-contract.ts';

/** The plain store takes only the replayer (it reads checkpoints, never writes them). */
function plainStore(path: string, now: () => number, documents: DocOptions = {}) {
  const { replayDoc } = documents;
  return openSqliteStore<ContractDoc>({ path, now, ...(replayDoc ? { replayDoc } : {}) });
}

function fileHarness(open: typeof plainStore | typeof fastStore): () => StoreHarness {
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'fabula-store-'));
    const path = join(dir, 'fabula.db');
    return {
      open: (now, documents) => open(path, now, documents),
      reopen: (now, documents) => open(path, now, documents),
      cleanup: () => {
        rmSync(dir, { recursive: true, force: true });
      },
      writesCheckpoints: open === fastStore,
    };
  };
}

function fastStore(path: string, now: () => number, documents: DocOptions = {}) {
  return openFastSqliteStore<ContractDoc>({ path, now, ...documents });
}

// The plain store is the reference; the fast one must pass the same contract.
describeGameStore('SQLite file, plain', fileHarness(plainStore));
describeGameStore('SQLite :memory:, plain', () => ({
  open: (now, documents) => plainStore(':memory:', now, documents),
  writesCheckpoints: false,
}));
describeGameStore('SQLite file, fast', fileHarness(fastStore));
describeGameStore('SQLite :memory:, fast', () => ({
  open: (now, documents) => fastStore(':memory:', now, documents),
}));

describe('SQLite specifics', () => {
  const dirs: string[] = [];
  function tempPath(): string {
    const dir = mkdtempSync(join(tmpdir(), 'fabula-store-'));
    dirs.push(dir);
    return join(dir, 'fabula.db');
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('serialises transactions from several connections on one file (threads)', async () => {
    const path = tempPath();
    const code = roomCode('K7QX3M');
    const store = openFastSqliteStore<{ readonly counter: number }>({ path });
    await store.createRoom(code, { phase: 'lobby', deadline: null, doc: { counter: 0 } });
    const workers = 4;
    const count = 40;
    const url = new URL('./support/store-worker.ts', import.meta.url);
    const seen = await Promise.all(
      Array.from(
        { length: workers },
        (_, worker) =>
          new Promise<number[]>((resolve, reject) => {
            const thread = new Worker(url, { workerData: { path, code, worker, count } });
            thread.once('message', (versions: number[]) => {
              resolve(versions);
            });
            thread.once('error', reject);
          }),
      ),
    );
    const total = workers * count;
    // every transaction saw a different version: none read a row another was about to write
    expect(seen.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    const room = await store.loadRoom(code);
    expect(room).toMatchObject({ version: total + 1, doc: { counter: total } });
    expect(await store.readLog(code)).toHaveLength(total);
    await store.close();
  });

  it('keeps every committed transaction when the process is killed (kill -9)', async () => {
    const path = tempPath();
    const script = fileURLToPath(new URL('./support/kill-after-commit.ts', import.meta.url));
    const child = spawnSync(process.execPath, [script, path], { encoding: 'utf8' });
    expect(child.signal).toBe('SIGKILL');
    expect(child.stdout).toBe('committed\n');
    const store = openFastSqliteStore<{ readonly counter: number }>({ path });
    const code = roomCode('K7QX3M');
    expect(await store.loadRoom(code)).toMatchObject({ version: 4, doc: { counter: 3 } });
    expect((await store.readLog(code)).map((e) => e.rid)).toEqual(['k1', 'k2', 'k3']);
    expect(await store.dueRooms(5000, 1)).toEqual([{ code, deadline: 5000, version: 4 }]);
    await store.close();
  });

  it('uses WAL mode and records every migration once', async () => {
    const path = tempPath();
    await openFastSqliteStore({ path }).close();
    await openFastSqliteStore({ path }).close(); // migrating again is a no-op
    const db = new DatabaseSync(path);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    const rows = db.prepare('SELECT version, name FROM schema_version ORDER BY version').all();
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
    db.close();
  });

  it('keeps the rooms of a database from before document checkpoints, and checkpoints them on', async () => {
    const path = tempPath();
    // A database at schema 2, with a room whose document is at its row's version (7).
    const old = new DatabaseSync(path);
    old.exec(schemaVersionTable);
    for (const migration of migrations.filter((m) => m.version <= 2)) {
      for (const statement of migration.statements) old.exec(statement);
      old
        .prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, 0)')
        .run(migration.version, migration.name);
    }
    const code = roomCode('UPGRAD');
    const doc = { counter: 7 };
    old
      .prepare(
        `INSERT INTO rooms (code, version, phase, doc, deadline, created_at, updated_at)
         VALUES (?, 7, 'playing', ?, NULL, 1, 1)`,
      )
      .run(code, JSON.stringify(doc));
    old.close();
    type Counter = { readonly counter: number };
    const count: LogAction = { kind: 'room', request: 'count', seat: null };
    const store = openFastSqliteStore<Counter>({
      path,
      replayDoc: (before, action) =>
        action.kind === 'room' && action.request === 'count'
          ? { counter: before.counter + 1 }
          : null,
      docCheckpoints: { every: 4, replays: (action) => action.kind === 'room' },
    });
    expect((await store.loadRoom(code))?.doc).toEqual(doc);
    for (let i = 0; i < 5; i++)
      await store.transact(code, { rid: null, expectedVersion: null }, (room) =>
        write({ ...room, doc: { counter: room.doc.counter + 1 } }, count, null),
      );
    await store.close();
    const db = new DatabaseSync(path);
    // Versions 8–12: the document was stored with version 11 (7 + 4) and replays one entry.
    expect(
      db.prepare('SELECT version, doc_version, doc FROM rooms JOIN room_docs USING (code)').get(),
    ).toEqual({
      version: 12,
      doc_version: 11,
      doc: JSON.stringify({ counter: 11 }),
    });
    db.close();
    const reopened = openFastSqliteStore<Counter>({
      path,
      replayDoc: (before) => ({ counter: before.counter + 1 }),
      docCheckpoints: { every: 4, replays: () => true },
    });
    expect((await reopened.loadRoom(code))?.doc).toEqual({ counter: 12 });
    await reopened.close();
  });

  it('copies the WAL into the database file on its worker, not in a commit', async () => {
    const path = tempPath();
    const store = openFastSqliteStore<{ readonly text: string }>({ path });
    const before = statSync(path).size;
    const text = 'x'.repeat(2000);
    // About 600 KB: well below the 1,000 pages (4 MB) at which SQLite itself would checkpoint.
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        store.createRoom(
          roomCode(`K7Q${(i + 100).toString(8).replace(/[01]/g, (d) => 'AB'.charAt(Number(d)))}`),
          {
            phase: 'lobby',
            deadline: null,
            doc: { text },
          },
        ),
      ),
    );
    const deadline = Date.now() + 5000;
    while (statSync(path).size < before + 300 * 2000 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statSync(path).size).toBeGreaterThan(before + 300 * 2000);
    await store.close();
  });

  it('hands a command the very document written before it in the same group, never a rolled-back one', async () => {
    const store = openFastSqliteStore<{ readonly n: number }>({ path: tempPath() });
    const code = roomCode('K7QABC');
    const action = { kind: 'room', request: 'test', seat: null } as const;
    await store.createRoom(code, { phase: 'lobby', deadline: null, doc: { n: 0 } });
    const seen: { readonly n: number }[] = [];
    const next = (fail = false) =>
      store.transact(code, { rid: null, expectedVersion: null }, (room) => {
        seen.push(room.doc);
        if (fail) throw new Error('broken invariant');
        return write({ ...room, doc: { n: room.doc.n + 1 } }, action, null);
      });
    // One group: the second reads the first's document as it is (not parsed again from its row).
    const [first, second] = await Promise.all([next(), next()]);
    if (first.kind !== 'applied' || second.kind !== 'applied') throw new Error('not applied');
    expect(seen[1]).toBe(first.room.doc);
    expect(second.room.doc).toEqual({ n: 2 });
    // A body that throws is rolled back alone; the one after it reads what was committed before.
    seen.length = 0;
    const results = await Promise.allSettled([next(), next(true), next()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen.map((doc) => doc.n)).toEqual([2, 3, 3]);
    expect(seen[2]).toBe(seen[1]);
    expect((await store.loadRoom(code))?.doc).toEqual({ n: 4 });
    await store.close();
  });

  it('refuses a database written by a newer schema', async () => {
    const path = tempPath();
    await openFastSqliteStore({ path }).close();
    const db = new DatabaseSync(path);
    db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)').run(
      latestSchemaVersion + 1,
      'from the future',
      0,
    );
    db.close();
    expect(() => openFastSqliteStore({ path })).toThrow(/schema version/);
  });
});

describe('the plain and the fast SQLite store on one file', () => {
  it('each reads what the other wrote, documents stored a few versions back included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fabula-store-'));
    const path = join(dir, 'fabula.db');
    const now = () => 1_000_000;
    const code = roomCode('PQRSTU');
    const game = createGame(contractConfig);
    if (!game.ok) throw new Error(game.error.message);
    const documents = {
      replayDoc: replayContractCommands,
      docCheckpoints: { every: 4, replays: () => true },
    };
    const random = seededRandom('one-file');
    /** Plays `count` moves; the room after the last. */
    const play = async (store: GameStore<ContractDoc>, count: number) => {
      let last = await store.loadRoom(code);
      for (let i = 0; i < count; i++) {
        const outcome = await store.transact(
          code,
          { rid: null, expectedVersion: null },
          randomMoveDecision(random, 2_000 + i),
        );
        if (outcome.kind === 'applied') last = outcome.room;
      }
      return last;
    };
    try {
      const fast = fastStore(path, now, documents);
      const lobby = { seats: [], host: null, locked: false };
      const doc = { lobby, game: game.value.state, config: contractConfig };
      await fast.createRoom(code, { phase: 'playing', deadline: null, doc });
      // Ten moves with checkpoints every four: the stored document is behind its row.
      const byFast = await play(fast, 10);
      await fast.close();
      const plain = plainStore(path, now, { replayDoc: replayContractCommands });
      expect(await plain.loadRoom(code)).toEqual(byFast);
      const byPlain = await play(plain, 5);
      expect(byPlain?.version).toBe((byFast?.version ?? 0) + 5);
      await plain.close();
      const fastAgain = fastStore(path, now, documents);
      expect(await fastAgain.loadRoom(code)).toEqual(byPlain);
      expect((await fastAgain.readLog(code)).map((entry) => entry.version)).toEqual(
        Array.from({ length: 15 }, (_, i) => i + 2),
      );
      await fastAgain.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
