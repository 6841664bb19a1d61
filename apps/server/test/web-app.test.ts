import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableCache, pageCache, registerWebApp } from '../src/http/web-app.ts';

const script = 'export const hello = "hello";\n'.repeat(200);
const page =
  '<!doctype html><title>Fabula</title><script type="module" src="/assets/app-1a2b3c.js"></script>';

/** A build as vite.config.ts writes it: each text file with its .br and .gz beside it. */
function writeBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', page],
    ['assets/app-1a2b3c.js', script],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
}

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fabula-web-'));
  writeBuild(dir);
  app = Fastify();
  expect(await registerWebApp(app, dir)).toBe(true);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the web build is served precompressed and cached by kind', () => {
  it('sends the brotli file to a browser that takes brotli, with Vary', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser on plain http without brotli', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await get('/assets/app-1a2b3c.js', 'br');
    expect(asset.headers['cache-control']).toBe(immutableCache);
    for (const url of ['/', '/r/K7QX3M', '/index.html']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(pageCache);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });
});
