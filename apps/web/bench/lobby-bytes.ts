/**
 * `npm run bench:bytes`: what a phone downloads to reach the lobby, counted by Chromium itself.
 * Starts `npm start`'s server on loopback (serving apps/web/dist: build it first), opens a fresh
 * 390×844 phone context (empty cache) and counts every response's bytes on the wire (CDP
 * `encodedDataLength`: headers and compressed body) for three steps:
 *   1. host: the landing page → type a name → "Create a room" → the lobby shows;
 *   2. guest: the invite link → type a name → "Join" → the lobby shows;
 *   3. table: the host starts a game with two bots → the hand's cards show with their alt text
 *      (the card pictures themselves are left out: they are the same before and after).
 * Prints one table of bytes per step and kind (script, style, document, data, socket) and the
 * Accept-Encoding the browser sent. Options: --encoding gzip (ask for gzip only, as Chromium does
 * over plain http to a network address: a phone on `npm start`), --chromium PATH (default
 * $FABULA_CHROMIUM or /usr/bin/chromium), --dist DIR (default apps/web/dist).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { freePort, waitHealthy } from '../e2e/support/local-server.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    chromium: { type: 'string', default: process.env.FABULA_CHROMIUM ?? '/usr/bin/chromium' },
    dist: { type: 'string', default: join(root, 'apps', 'web', 'dist') },
    encoding: { type: 'string', default: 'browser' },
  },
});
if (!existsSync(join(values.dist, 'index.html'))) {
  process.stderr.write(`No ${values.dist}/index.html: run npm run build -w @fabula/web first.\n`);
  process.exit(2);
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--no-memory-reducer', join(root, 'apps', 'server', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: values.dist,
        LOG_LEVEL: 'warn',
        BOT_DELAY_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await waitHealthy(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url };
}

type Kind = 'document' | 'script' | 'style' | 'data' | 'image' | 'socket' | 'other';

/** Bytes on the wire per kind of response, counted from the DevTools protocol's events. */
class Meter {
  readonly bytes = new Map<Kind, number>();
  acceptEncoding = '';
  private readonly kinds = new Map<string, Kind>();

  static async attach(context: BrowserContext, page: Page): Promise<Meter> {
    const meter = new Meter();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      meter.kinds.set(e.requestId, kindOf(e.request.url, e.type));
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      const header = Object.entries(e.headers).find(([k]) => k.toLowerCase() === 'accept-encoding');
      if (header && meter.acceptEncoding === '') meter.acceptEncoding = header[1];
    });
    cdp.on('Network.loadingFinished', (e) => {
      meter.add(meter.kinds.get(e.requestId) ?? 'other', e.encodedDataLength);
    });
    cdp.on('Network.webSocketFrameReceived', (e) => {
      meter.add('socket', e.response.payloadData.length);
    });
    cdp.on('Network.webSocketFrameSent', (e) => {
      meter.add('socket', e.response.payloadData.length);
    });
    return meter;
  }

  add(kind: Kind, n: number): void {
    this.bytes.set(kind, (this.bytes.get(kind) ?? 0) + n);
  }

  /** The bytes counted since the last call, by kind, and starts counting afresh. */
  take(): Map<Kind, number> {
    const taken = new Map(this.bytes);
    this.bytes.clear();
    return taken;
  }
}

function kindOf(url: string, type: string | undefined): Kind {
  if (type === 'Document') return 'document';
  if (type === 'Script') return 'script';
  if (type === 'Stylesheet') return 'style';
  if (type === 'Image' || url.includes('/cards/')) return 'image';
  if (url.includes('/socket.io/')) return 'socket';
  if (type === 'Fetch' || type === 'XHR' || url.endsWith('.json')) return 'data';
  return 'other';
}

async function phone(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
    ...(values.encoding === 'gzip'
      ? { extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } }
      : {}),
  });
  const page = await context.newPage();
  // The card pictures are the same before and after; leave them out of the count.
  await page.route(/\/cards\/\d+\//, (route) => route.abort());
  return { context, page, meter: await Meter.attach(context, page) };
}

async function lobbyShows(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: /\b[A-Z0-9]{6}\b/ }).waitFor();
}

const dataDir = mkdtempSync(join(tmpdir(), 'fabula-bytes-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const steps: [string, Map<Kind, number>][] = [];
const encodings: string[] = [];
try {
  const host = await phone(browser);
  await host.page.goto(`${server.url}/`);
  await host.page.getByRole('textbox', { name: 'Your name' }).fill('Aiko');
  await host.page.getByRole('button', { name: 'Create a room', exact: true }).click();
  await host.page.waitForURL(/\/r\/[A-Z0-9]+$/);
  await lobbyShows(host.page);
  await host.page.waitForLoadState('networkidle');
  steps.push(['host: landing → lobby', host.meter.take()]);
  encodings.push(host.meter.acceptEncoding);
  const code = /\/r\/([A-Z0-9]+)$/.exec(host.page.url())?.[1] ?? '';

  const guest = await phone(browser);
  await guest.page.goto(`${server.url}/r/${code}`);
  await guest.page.getByRole('textbox', { name: 'Your name' }).fill('Ben');
  await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
  await lobbyShows(guest.page);
  await guest.page.waitForLoadState('networkidle');
  steps.push(['guest: invite link → lobby', guest.meter.take()]);
  await guest.context.close();

  const addBot = host.page.getByRole('button', { name: 'Add a bot', exact: true });
  await addBot.click();
  await addBot.click();
  await host.page.getByRole('button', { name: 'Start the game', exact: true }).click();
  // The hand's cards carry their alt text once the deck's words have arrived (the pictures
  // are not fetched, so each card shows its text placeholder, labelled with the same words).
  await host.page.waitForFunction(
    () => {
      const card = document.querySelector('img.card-img, .card-missing');
      const words = card?.getAttribute('alt') ?? card?.getAttribute('aria-label') ?? '';
      return words !== '' && !/^fabula-\d+$/.test(words);
    },
    undefined,
    { timeout: 20_000 },
  );
  await host.page.waitForLoadState('networkidle');
  steps.push(['host: lobby → table with alt text', host.meter.take()]);
  await host.context.close();
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const kinds: Kind[] = ['document', 'script', 'style', 'data', 'socket', 'other'];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
process.stdout.write(`Accept-Encoding sent by Chromium: ${encodings[0] || '(none seen)'}\n`);
process.stdout.write(
  `${'step'.padEnd(36)}${kinds.map((k) => k.padStart(10)).join('')}${'total'.padStart(10)}\n`,
);
for (const [name, bytes] of steps) {
  const total = kinds.reduce((sum, k) => sum + (bytes.get(k) ?? 0), 0);
  process.stdout.write(
    `${name.padEnd(36)}${kinds.map((k) => kb(bytes.get(k) ?? 0)).join('')}${kb(total)}\n`,
  );
}
