import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DurabilityBarrier } from '../src/storage/fast/durability-barrier.ts';
import { GroupCommit } from '../src/storage/fast/group-commit.ts';

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

describe('group commit end of group', () => {
  it('tells when each group ended, committed or failed, before any of it settles', async () => {
    const { db } = openFile();
    const events: string[] = [];
    const group = new GroupCommit(db, {
      ended: () => {
        events.push(`ended in transaction: ${String(db.isTransaction)}`);
      },
    });
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    await group.run(() => insert.run(1)).then(() => events.push('settled'));
    const failed = group.run(() => {
      db.exec('ROLLBACK');
    });
    await expect(failed.finally(() => events.push('settled'))).rejects.toThrow();
    expect(events).toEqual([
      'ended in transaction: false',
      'settled',
      'ended in transaction: false',
      'settled',
    ]);
    db.close();
  });
});

describe('group commit window', () => {
  it('flushes at once after a quiet spell, and gathers the writes that follow within the window', async () => {
    const { db } = openFile();
    const group = new GroupCommit(db, { windowMs: 40 });
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const ranAt = new Map<number, number>();
    const write = (n: number) =>
      group.run(() => {
        insert.run(n);
        ranAt.set(n, performance.now());
      });
    const asked = performance.now();
    await write(1);
    expect((ranAt.get(1) ?? Infinity) - asked).toBeLessThan(30);
    // Right after a flush: these wait for the window's end, then share one transaction.
    const writes = [write(2), write(3)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    writes.push(write(4));
    await Promise.all(writes);
    const first = ranAt.get(1) ?? 0;
    // They waited for the window (40 ms from the flush, which began a moment before write 1 ran,
    // and timers may fire a millisecond early): well over the few ms of a flush at once.
    for (const n of [2, 3, 4]) expect((ranAt.get(n) ?? 0) - first).toBeGreaterThanOrEqual(30);
    expect(Math.abs((ranAt.get(4) ?? 0) - (ranAt.get(2) ?? 0))).toBeLessThan(5);
    expect(db.prepare('SELECT COUNT(*) AS c FROM t').get()?.c).toBe(4);
    db.close();
  });
});

describe('group commit with a durability barrier', () => {
  it('acknowledges a committed group only once its sync completed', async () => {
    const { db, path } = openFile();
    const syncs: PromiseWithResolvers<undefined>[] = [];
    const barrier = new DurabilityBarrier(() => {
      const sync = Promise.withResolvers<undefined>();
      syncs.push(sync);
      return sync.promise;
    });
    const group = new GroupCommit(db, { barrier });
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const committed: number[] = [];
    let acknowledged = false;
    const run = group
      .run(
        () => insert.run(7).changes,
        (changes) => committed.push(Number(changes)),
      )
      .then((changes) => {
        acknowledged = true;
        return changes;
      });
    await new Promise((resolve) => setImmediate(resolve));
    // Committed (another connection reads it, the hook ran) but not acknowledged before the sync.
    expect(committed).toEqual([1]);
    const other = new DatabaseSync(path);
    expect(other.prepare('SELECT COUNT(*) AS c FROM t').get()?.c).toBe(1);
    other.close();
    expect(syncs).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(acknowledged).toBe(false);
    syncs[0]?.resolve(undefined);
    expect(await run).toBe(1);
    db.close();
  });

  it('fails a group whose sync failed', async () => {
    const { db } = openFile();
    const group = new GroupCommit(db, {
      barrier: new DurabilityBarrier(() => Promise.reject(new Error('EIO'))),
    });
    await expect(group.run(() => 1)).rejects.toThrow('could not be made durable');
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
