import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { uploadDeck } from './support/decks.ts';
import { playMoves, playUntilEnd } from './support/players.ts';
import { openTable } from './support/room.ts';
import { startTestServer } from './support/server.ts';

const scripts = join(import.meta.dirname, '..', 'scripts');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fabula-backup-'));
  dirs.push(dir);
  return dir;
}

/** `npm run backup|restore -- FILE` as the sysadmin runs it: its own process, its exit status. */
async function run(
  script: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(scripts, `${script}.ts`), file], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { status, stdout, stderr };
}

describe('npm run backup and npm run restore (docs/operations.md)', { timeout: 60_000 }, () => {
  it('copies a live server, mid-game, with its decks; a fresh server on the copy plays on', async () => {
    const server = await startTestServer();
    const deck = await uploadDeck(server.url, 3);
    const { code, host, guests, tokens } = await openTable(server.url, {
      guests: 1,
      bots: 1,
      start: false,
    });
    expect((await host.request({ type: 'setDecks', decks: [deck], builtIn: true })).ok).toBe(true);
    expect((await host.request({ type: 'start' })).ok).toBe(true);
    const players = [host, ...guests];
    await Promise.all(players.map((c) => c.until(() => c.gameView !== null)));
    await playMoves(players, 4, 'before-backup');
    const versionBefore = Math.max(...players.map((c) => c.gameView?.version ?? 0));

    // Another room keeps writing while the copy is taken: it is a live server's backup.
    const busy = await openTable(server.url, { guests: 1, bots: 2 });
    const busyPlay = playUntilEnd([busy.host, ...busy.guests], 'during-backup').catch(
      () => undefined,
    );
    const file = join(scratch(), 'nightly', 'fabula.tar.gz');
    const made = await run('backup', file, { DATA_DIR: server.dataDir });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^backed up 2 rooms and 1 decks \(3 cards\) to .*fabula\.tar\.gz/);
    for (const c of [...players, busy.host, ...busy.guests]) c.close();
    await busyPlay;
    await server.stop();

    // A new machine: an empty data folder, the archive restored into it.
    const fresh = scratch();
    const restored = await run('restore', file, { DATA_DIR: fresh });
    expect(restored).toMatchObject({ status: 0, stderr: '' });
    expect(restored.stdout).toContain('restored 2 rooms and 1 decks');
    // Restoring over data is refused: it would replace a live server's files.
    const again = await run('restore', file, { DATA_DIR: fresh });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^restore: .*fabula\.db exists: stop the server/);

    const second = await startTestServer({ dataDir: fresh });
    try {
      const card = await fetch(`${second.url}/cards/240/${deck}-001.webp`);
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/webp');
      const clients: ScriptedClient[] = [];
      for (const token of tokens) {
        const client = await ScriptedClient.connect(second.url);
        expect((await client.request({ type: 'resume', room: code, token })).ok).toBe(true);
        await client.until(() => client.gameView !== null);
        clients.push(client);
      }
      expect(clients[0]?.gameView?.version).toBeGreaterThanOrEqual(versionBefore);
      await playUntilEnd(clients, 'after-restore');
      expect(clients[0]?.gameView?.view.phase.kind).toBe('ended');
      for (const c of clients) c.close();
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('says why it cannot: no database, rooms in Postgres, no file named', async () => {
    const empty = scratch();
    const missing = await run('backup', join(empty, 'x.tar.gz'), { DATA_DIR: empty });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      `backup: There is no database at ${join(empty, 'fabula.db')} to back up.\n`,
    );
    const postgres = await run('backup', join(empty, 'x.tar.gz'), {
      DATA_DIR: empty,
      DATABASE_URL: 'postgres://fabula@127.0.0.1/fabula',
    });
    expect(postgres.status).toBe(1);
    expect(postgres.stderr).toContain('back them up with pg_dump');
    const usage = await run('backup', '--help', { DATA_DIR: empty });
    expect(usage).toMatchObject({ status: 2, stderr: 'usage: npm run backup -- FILE.tar.gz\n' });
    expect(existsSync(join(empty, 'x.tar.gz'))).toBe(false);
  });
});
