/**
 * `npm run cluster -- --processes N --base-port P`: runs N Fabula server processes on ports
 * P … P+N-1 on this machine, sharing DATABASE_URL (Postgres) and REDIS_URL from the environment,
 * the way a production cluster runs behind a load balancer (docs/scaling.md). Each line a process
 * writes is prefixed with its number and port. A process that stops is not restarted (you see
 * why in its output); Ctrl-C (or SIGTERM) stops them all gracefully.
 *
 *   DATABASE_URL=postgres://fabula:secret@127.0.0.1:5432/fabula \
 *   REDIS_URL=redis://127.0.0.1:6379 npm run cluster -- --processes 3 --base-port 3001
 *
 * Other settings (BOT_DELAY_MS, LOG_LEVEL, …) are passed through to every process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS } from '../src/runtime/server-node-flags.ts';

const main = join(import.meta.dirname, '..', 'src', 'main.ts');

function fail(message: string): never {
  process.stderr.write(`cluster: ${message}\n`);
  process.exit(2);
}

function wholeNumber(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    'base-port': { type: 'string', default: '3001' },
  },
});
const processes = wholeNumber(values.processes, 'processes', 1, 64);
const basePort = wholeNumber(values['base-port'], 'base-port', 1, 65535 - processes + 1);
if (!process.env.DATABASE_URL)
  fail('set DATABASE_URL=postgres://… : every process must share one Postgres database');
if (!process.env.REDIS_URL)
  fail('set REDIS_URL=redis://… : processes share pushes and presence through Redis');

/** Copies a stream line by line, each line prefixed. */
function prefixLines(stream: Readable, prefix: string, out: NodeJS.WriteStream): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
  });
}

const children: ChildProcess[] = [];
let running = 0;
let failed = false;
let stopping = false;

for (let i = 0; i < processes; i++) {
  const port = basePort + i;
  const prefix = `[${i + 1}:${port}]`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running++;
  children.push(child);
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    running--;
    if (!stopping && code !== 0) failed = true;
    process.stdout.write(
      `${prefix} stopped (${signal ?? `exit code ${String(code)}`}); not restarted, ${running} still running\n`,
    );
    if (running === 0) process.exit(failed ? 1 : 0);
  });
}
process.stdout.write(
  `cluster: ${processes} processes on ports ${basePort}-${basePort + processes - 1}; Ctrl-C stops them all\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`cluster: ${signal}: stopping every process gracefully\n`);
    // A terminal's Ctrl-C already reached the children (same process group); SIGTERM covers a
    // `kill` of this script alone. A second signal to a stopping server is ignored by it.
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
}
