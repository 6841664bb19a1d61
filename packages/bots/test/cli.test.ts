import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCommandLine } from '../scripts/cli.ts';

const options = {
  players: { type: 'string', default: '5' },
  json: { type: 'boolean', default: false },
} as const;

describe('a bots script’s command line', () => {
  it('gives the values, with the defaults for what is not given', () => {
    expect(readCommandLine(['--players', '7'], options)).toEqual({
      kind: 'run',
      values: { players: '7', json: false, help: false },
    });
    expect(readCommandLine([], options)).toMatchObject({ kind: 'run', values: { players: '5' } });
  });

  it('asks for the usage with --help, whatever else it says', () => {
    expect(readCommandLine(['--help'], options)).toEqual({ kind: 'help' });
    expect(readCommandLine(['--json', '--help'], options)).toEqual({ kind: 'help' });
  });

  it('names in one sentence what it cannot take', () => {
    expect(readCommandLine(['--bogus'], options)).toEqual({
      kind: 'usage-error',
      message: "Unknown option '--bogus'",
    });
    expect(readCommandLine(['--players'], options)).toEqual({
      kind: 'usage-error',
      message: "Option '--players <value>' argument missing",
    });
    expect(readCommandLine(['stray'], options)).toEqual({
      kind: 'usage-error',
      message: "Unexpected argument 'stray'",
    });
  });
});

/** Runs a script of packages/bots/scripts; its exit code and output. */
function run(script: string, args: readonly string[]) {
  const file = fileURLToPath(new URL(`../scripts/${script}`, import.meta.url));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [file, ...args], { timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('the bots scripts', () => {
  const scripts = {
    'sim.ts': 'bots:sim',
    'eval.ts': 'bots:eval',
    'clues.ts': 'clues',
    'clue-quality.ts': 'clue-quality',
    'review-sheets.ts': 'review-sheets',
  };

  it('print their usage on --help and exit 0', { timeout: 60_000 }, async () => {
    const runs = await Promise.all(Object.keys(scripts).map((s) => run(s, ['--help'])));
    for (const { code, stdout, stderr } of runs) {
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/^Usage: .*\n[\s\S]*--help +this text/);
    }
  });

  it('refuse a bad flag in one typed line and exit 2', { timeout: 60_000 }, async () => {
    const runs = await Promise.all(Object.keys(scripts).map((s) => run(s, ['--bogus'])));
    for (const [i, { code, stdout, stderr }] of runs.entries()) {
      const name = Object.values(scripts)[i] ?? '';
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `${name}: usage error: Unknown option '--bogus'; --help lists the options\n`,
      );
    }
  });

  it('refuse a value out of range in the same way', { timeout: 60_000 }, async () => {
    const [players, preset, out] = await Promise.all([
      run('sim.ts', ['--players', '2']),
      run('sim.ts', ['--preset', 'chess']),
      run('review-sheets.ts', ['--key', '/dev/null']),
    ]);
    expect(players).toMatchObject({
      code: 2,
      stderr:
        'bots:sim: usage error: --players must be a whole number from 3 to 12; --help lists the options\n',
    });
    expect(preset).toMatchObject({
      code: 2,
      stderr: 'bots:sim: usage error: unknown preset "chess"; --help lists the options\n',
    });
    expect(out).toMatchObject({
      code: 2,
      stderr: 'review-sheets: usage error: --out is required; --help lists the options\n',
    });
  });
});
