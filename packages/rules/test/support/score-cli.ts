import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../src/cli/score.ts', import.meta.url));

/**
 * Runs `npm run -s score -- FILE` for real (the script itself, on this Node) on a file holding
 * `text` exactly, and returns its exit status and the JSON lines it printed.
 */
export function runScoreCli(text: string): { status: number | null; lines: unknown[] } {
  const dir = mkdtempSync(join(tmpdir(), 'fabula-score-'));
  try {
    const file = join(dir, 'rounds.json');
    writeFileSync(file, text);
    const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' });
    const lines = run.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as unknown);
    return { status: run.status, lines };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
