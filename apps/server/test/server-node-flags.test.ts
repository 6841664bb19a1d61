import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { missingServerNodeFlags, SERVER_NODE_FLAGS } from '../src/runtime/server-node-flags.ts';
import { freePort, startServerProcess } from './support/process.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every `node … apps/server/src/main.ts` command line written in a file. */
function serverCommandLines(text: string): string[] {
  return [...text.matchAll(/\bnode((?:\s+--\S+)*)\s+apps\/server\/src\/main\.ts/g)].map(
    (match) => match[0],
  );
}

describe('the V8 flags every server process runs with', () => {
  it('finds the flags a command line lacks, in either of V8 spellings', () => {
    expect(missingServerNodeFlags([])).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingServerNodeFlags(['--trace-gc'])).toEqual(['--no-memory-reducer']);
    expect(missingServerNodeFlags(['--no-memory-reducer'])).toEqual([]);
    expect(missingServerNodeFlags(['--no_memory_reducer'])).toEqual([]);
  });

  it('npm start and every server command in the README and docs pass them', () => {
    const start = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts.start;
    const pages = [
      join(root, 'README.md'),
      ...readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(root, 'docs', name)),
    ];
    const commands = [
      ...serverCommandLines(start ?? ''),
      ...pages.flatMap((page) => serverCommandLines(readFileSync(page, 'utf8'))),
    ];
    // npm start, the README's cluster example and scaling.md's commands, at least.
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) {
      expect(missingServerNodeFlags(command.split(/\s+/)), command).toEqual([]);
    }
  });

  it('a server started without them says so, and how to start it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fabula-flags-'));
    const { child } = await startServerProcess(
      await freePort(),
      dataDir,
      { DATABASE_URL: '', REDIS_URL: '' },
      { nodeFlags: [], stdout: 'pipe' },
    );
    try {
      const warning = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error('no warning within 15 s'));
        }, 15_000);
        if (!child.stdout) throw new Error('no stdout');
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (!line.includes('started without')) return;
          clearTimeout(timer);
          resolve(line);
        });
      });
      expect(warning).toContain('--no-memory-reducer');
      expect(warning).toContain('node --no-memory-reducer apps/server/src/main.ts');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
