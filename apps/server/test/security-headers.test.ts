import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/server.ts';

/** A stand-in for the web client's build: the page and one hashed asset. */
const webDist = mkdtempSync(join(tmpdir(), 'fabula-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Fabula</title>');
writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'export {};');

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ webDist });
}, 60_000);
afterAll(async () => {
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const paths = {
  page: '/',
  invite: '/r/K7QX3M',
  asset: '/assets/main-abc123.js',
  card: '/cards/240/fabula-001.webp',
  api: '/api/decks/AAAAAAAAAAAA',
  health: '/healthz',
  missing: '/no/such/thing',
};

describe('security headers on every response (helmet)', { timeout: 60_000 }, () => {
  it.each(Object.entries(paths))('%s (%s)', async (_kind, path) => {
    const response = await fetch(`${server.url}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // On plain http (no https PUBLIC_URL) nothing may push the browser to https.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
    await response.arrayBuffer();
  });

  it('the page and its assets are still served as before', async () => {
    const page = await fetch(`${server.url}/r/K7QX3M`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Fabula</title>');
    const asset = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('behind https (PUBLIC_URL) adds HSTS and upgrades insecure requests', async () => {
    const secure = await startTestServer({ publicUrl: 'https://play.example.org' });
    try {
      const response = await fetch(`${secure.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy')).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await secure.stop();
    }
  });
});
