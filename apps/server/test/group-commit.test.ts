import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../src/storage/group-commit.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openFile(): { db: DatabaseSync; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fabula-group-'));
  dirs.push(dir);
  const path = join(dir, 'g.db');
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('CREATE TABLE t (n INTEGER NOT NULL)');
  return { db, path };
}

describe('group commit', () => {
  it('runs the writes of one event-loop turn in one transaction, in order, each seeing the last', async () => {
    const { db, path } = openFile();
    const group = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const count = db.prepare('SELECT COUNT(*) AS c FROM t');
    const seen: number[] = [];
    const runs = [1, 2, 3].map((n) =>
      group.run(() => {
        expect(db.isTransaction).toBe(true);
        seen.push(Number(count.get()?.c));
        insert.run(n);
        return n;
      }),
    );
    // Nothing has run yet: the group waits for the end of this turn.
    expect(seen).toEqual([]);
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(seen).toEqual([0, 1, 2]);
    // Committed: another connection sees every row.
    const other = new DatabaseSync(path);
    expect(
      other
        .prepare('SELECT n FROM t ORDER BY n')
        .all()
        .map((r) => r.n),
    ).toEqual([1, 2, 3]);
    other.close();
    db.close();
  });

  it('rolls back only the body that throws', async () => {
    const { db } = openFile();
    const group = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const results = await Promise.allSettled([
      group.run(() => insert.run(1)),
      group.run(() => {
        insert.run(2);
        throw new Error('broken invariant');
      }),
      group.run(() => insert.run(3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(
      db
        .prepare('SELECT n FROM t ORDER BY n')
        .all()
        .map((r) => r.n),
    ).toEqual([1, 3]);
    db.close();
  });

  it('fails the whole group when the transaction cannot commit, and settles nothing early', async () => {
    const { db } = openFile();
    const group = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const runs = [
      group.run(() => insert.run(1)),
      // Ends the transaction under the group's feet: its COMMIT then fails.
      group.run(() => {
        db.exec('ROLLBACK');
      }),
    ];
    const results = await Promise.allSettled(runs);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(db.prepare('SELECT COUNT(*) AS c FROM t').get()?.c).toBe(0);
    db.close();
  });
});

describe('group commit after close', () => {
  it('refuses a write that arrives once the database is closed, without throwing elsewhere', async () => {
    const { db } = openFile();
    const group = new GroupCommit(db);
    const late = group.run(() => 1);
    db.close();
    await expect(late).rejects.toThrow('closed');
    // Flushing again (the store does on close) has nothing left to do.
    expect(() => {
      group.flush();
    }).not.toThrow();
  });
});
