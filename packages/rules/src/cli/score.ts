#!/usr/bin/env node
/**
 * `npm run -s score -- FILE`: scores rounds described in JSON (one round, or an array of rounds)
 * and prints one JSON line per round. Exits 2 if any round breaks the rules or the input cannot be
 * read. FILE may be `-` (or omitted) for standard input. See docs/scoring-calculator.md.
 */
import { readFileSync } from 'node:fs';
import { scoreRoundRequest } from '../index.ts';

function readInput(path: string | undefined): string {
  const text = readFileSync(path === undefined || path === '-' ? 0 : path, 'utf8');
  // Windows editors start UTF-8 files with a byte-order mark, which JSON.parse refuses.
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

function print(output: unknown): void {
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

function main(argv: readonly string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(
      'usage: npm run -s score -- FILE   (FILE: a JSON round or array of rounds; - for stdin)\n',
    );
    return 0;
  }
  let input: unknown;
  try {
    input = JSON.parse(readInput(argv[0]));
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const code = cause instanceof SyntaxError ? 'invalid_json' : 'unreadable_input';
    print({ error: { code, message } });
    return 2;
  }
  const rounds = Array.isArray(input) ? input : [input];
  if (rounds.length === 0) {
    const message = 'The input is an empty array: give one round, or an array of rounds.';
    print({ error: { code: 'no_rounds', message } });
    return 2;
  }
  let status = 0;
  for (const round of rounds) {
    const output = scoreRoundRequest(round);
    if ('error' in output) status = 2;
    print(output);
  }
  return status;
}

process.exitCode = main(process.argv.slice(2));
