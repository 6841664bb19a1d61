import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer } from './support/server.ts';

const token = 'a-long-enough-metrics-token';

describe('GET /metrics can be kept from the public', { timeout: 60_000 }, () => {
  it('is open on the main port by default', async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('fabula_connections');
      expect(server.metricsUrl).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it('with METRICS_TOKEN answers 401 without the bearer token, 200 with it', async () => {
    const server = await startTestServer({ metricsToken: token });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', token]) {
        const response = await fetch(`${server.url}/metrics`, {
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toContain('Bearer');
        expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      }
      const allowed = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('fabula_rooms');
    } finally {
      await server.stop();
    }
  });

  it('with METRICS_ADDRESS is served there only', async () => {
    const server = await startTestServer({ metricsAddress: { host: '127.0.0.1', port: 0 } });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${String(server.metricsUrl)}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('fabula_commands_total');
    } finally {
      await server.stop();
    }
  });

  it('reads METRICS_TOKEN and METRICS_ADDRESS, refusing weak or malformed ones', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_ADDRESS: '127.0.0.1:9464' }).metricsAddress).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    expect(loadConfig({ METRICS_ADDRESS: '[::1]:9464' }).metricsAddress).toEqual({
      host: '::1',
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_ADDRESS: '9464' })).toThrow(/METRICS_ADDRESS/);
    expect(() => loadConfig({ METRICS_ADDRESS: 'host:99999' })).toThrow(/METRICS_ADDRESS/);
  });
});
