import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitHealthy } from './local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's base URL, e.g. `http://127.0.0.1:40123`. */
    baseUrl: string;
    /** The Chromium executable, or null when the tests are skipped (no Chromium, not in CI). */
    chromium: string | null;
  }
}

const root = join(import.meta.dirname, '..', '..', '..', '..');
const web = join(root, 'apps', 'web');
const main = join(root, 'apps', 'server', 'src', 'main.ts');
const serverChild = join(import.meta.dirname, 'server-child.ts');
const ci = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Debian's Chromium; FABULA_CHROMIUM points elsewhere. .ci/run installs it and sets
 * FABULA_CHROMIUM, so there (or with CI=true) a missing browser fails instead of skipping.
 */
function findChromium(): string | null {
  const path = process.env.FABULA_CHROMIUM ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (ci || process.env.FABULA_CHROMIUM !== undefined)
    throw new Error(`The browser tests need Chromium at ${path} (apt-get install chromium).`);
  console.warn(
    `e2e: skipped, no Chromium at ${path} (apt-get install chromium, or FABULA_CHROMIUM)`,
  );
  return null;
}

/** Newest modification time under a folder (the client's sources). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** The tests play the built client the server serves, as players get it from `npm start`. */
function buildClient(): void {
  const index = join(web, 'dist', 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < newest(join(web, 'src'));
  if (!ci && !stale) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', '-s', 'build', '-w', '@fabula/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('e2e: building the web client failed');
}

/** `npm start`'s server as a real process on loopback, with a throwaway database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromium = findChromium();
  project.provide('chromium', chromium);
  project.provide('baseUrl', '');
  if (chromium === null) return () => Promise.resolve();

  buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverChild, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SQLITE_SYNC: 'normal',
      LOG_LEVEL: 'silent',
      // Bots answer at once, so a round waits only for the people in it.
      BOT_DELAY_MS: '0',
      SCHEDULER_INTERVAL_MS: '20',
      // Every browser context comes from 127.0.0.1 and clicks faster than a person.
      RATE_PER_CONNECTION: '100000',
      RATE_PER_ADDRESS: '1000000',
      CONNECTIONS_PER_ADDRESS: '1000000',
      ROOMS_PER_HOUR: '1000000',
      HOST_HANDOVER_MS: '600000',
      // Rooms start without phase timers, so a test on a busy machine is never overtaken by
      // one; momentum.e2e.test.ts turns the suggested timers on in its lobby.
      ROOM_TIMERS: 'off',
    },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await waitHealthy(url, child);
  project.provide('baseUrl', url);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
