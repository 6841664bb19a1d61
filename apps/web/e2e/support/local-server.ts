import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A Fabula server process on loopback, as the browser tests (global-setup.ts) and the bytes
 * benchmark (bench/lobby-bytes.ts) start it: a port to give it, and the wait until it answers.
 * (The server's own tests and benchmarks have theirs in apps/server/test/support/process.ts: the
 * packages do not import each other's files.)
 */

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

/** Resolves once `url/healthz` answers; throws if `child` exits first or 20 s go by. */
export async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
