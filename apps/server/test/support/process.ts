import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/runtime/server-node-flags.ts';

const main = join(import.meta.dirname, '..', '..', 'src', 'main.ts');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** `npm start`'s entry point as a real process (so it can be killed with SIGKILL). */
export async function startServerProcess(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  options: {
    readonly startupMs?: number;
    /** Told of the child as soon as it exists, before it is ready (to kill it on a failure). */
    readonly onSpawn?: (child: ChildProcess) => void;
    /** The node flags (default: the servers' own, `SERVER_NODE_FLAGS`). */
    readonly nodeFlags?: readonly string[];
    /** `pipe`: the server's log stays readable on `child.stdout` (default: ignored). */
    readonly stdout?: 'pipe' | 'ignore';
  } = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? SERVER_NODE_FLAGS), main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '0',
      SCHEDULER_INTERVAL_MS: '20',
      RATE_PER_CONNECTION: '100000',
      RATE_PER_ADDRESS: '1000000',
      CONNECTIONS_PER_ADDRESS: '1000000',
      ROOMS_PER_HOUR: '1000000',
      ...env,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  options.onSpawn?.(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startupMs ?? 15_000);
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      // Never leave a half-started server behind.
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function kill9(child: ChildProcess): Promise<void> {
  // An exited child says 'exit' no more: waiting for it would never end.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
