import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { registerDeckRoutes } from '../src/decks/routes.ts';

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
const trickles: { stop(): void }[] = [];
afterEach(async () => {
  for (const upload of trickles.splice(0)) upload.stop();
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The deck routes behind a trusted proxy on loopback, so each test names its clients. */
async function deckServer(settings: Partial<ServerConfig>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fabula-uploads-'));
  dirs.push(dataDir);
  const app = Fastify({ logger: false, trustProxy: '127.0.0.1' });
  apps.push(app);
  registerDeckRoutes(app, {
    config: { ...loadConfig({}), dataDir, ...settings },
    uploadGraceMs: 400,
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * An upload that trickles: headers for a 1 MB multipart body, then 100 bytes every 100 ms
 * (1 KB/s) until the server answers or `stop()` is called. `answer` is the raw HTTP response.
 */
function trickle(url: string, client: string): { answer: Promise<string>; stop(): void } {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  const boundary = 'fabulaBoundary';
  socket.write(
    [
      'POST /api/decks HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 1000000',
      `X-Forwarded-For: ${client}`,
      '',
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="slow.png"',
      'Content-Type: image/png',
      '',
      '',
    ].join('\r\n'),
  );
  const timer = setInterval(() => socket.write('x'.repeat(100)), 100);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(text);
    });
  });
  const upload = {
    answer,
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
  trickles.push(upload);
  return upload;
}

async function emptyUpload(url: string, client: string): Promise<{ status: number; code: string }> {
  const response = await fetch(`${url}/api/decks`, {
    method: 'POST',
    body: new FormData(),
    headers: { 'x-forwarded-for': client },
  });
  const body = (await response.json()) as { error: { code: string } };
  return { status: response.status, code: body.error.code };
}

describe('uploads cannot be held open or piled up by one address', { timeout: 60_000 }, () => {
  it('cuts an upload that trickles below UPLOAD_MIN_BYTES_PER_SECOND with 408, freeing its slot', async () => {
    const url = await deckServer({ uploadMinBytesPerSecond: 10_000, deckUploadsAtOnce: 1 });
    // The server's four upload slots, each held by a trickle from its own address.
    const slow = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].map((client) =>
      trickle(url, client),
    );
    const started = Date.now();
    const answers = await Promise.all(slow.map((s) => s.answer));
    expect(Date.now() - started).toBeLessThan(5000);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('"code":"upload_too_slow"');
    }
    // The slots are free again: the next uploads are read (400 no_valid_images: the form holds no file).
    expect(await emptyUpload(url, '203.0.113.1')).toEqual({ status: 400, code: 'no_valid_images' });
    expect(await emptyUpload(url, '198.51.100.9')).toEqual({
      status: 400,
      code: 'no_valid_images',
    });
  });

  it('lets one address have DECK_UPLOADS_AT_ONCE uploads under way, others unaffected', async () => {
    const url = await deckServer({ uploadMinBytesPerSecond: 0, deckUploadsAtOnce: 1 });
    const held = trickle(url, '203.0.113.7');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await emptyUpload(url, '203.0.113.7')).toEqual({
      status: 429,
      code: 'too_many_uploads',
    });
    expect(await emptyUpload(url, '198.51.100.20')).toEqual({
      status: 400,
      code: 'no_valid_images',
    });
    held.stop();
    await held.answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emptyUpload(url, '203.0.113.7')).toEqual({ status: 400, code: 'no_valid_images' });
  });
});
