import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ScriptedClient } from '../src/dev/scripted-client.ts';
import { startTestServer } from './support/server.ts';

/** An upload request as it arrives from a proxy on 127.0.0.1 naming its client. */
async function uploadVia(url: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${url}/api/decks`, {
    method: 'POST',
    body: new FormData(),
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * With one upload an hour per address (burst 1), a second upload from the same address is
 * refused (429) and one from another address is not (400: the form holds no file).
 */
async function addressesSeen(trustProxy: string | undefined): Promise<number[]> {
  const config = loadConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  const server = await startTestServer({ trustProxy: config.trustProxy, deckUploadsPerHour: 1 });
  try {
    return [
      await uploadVia(server.url, '203.0.113.7'),
      await uploadVia(server.url, '198.51.100.20'),
      // A client that writes its own header: the proxy appends the address it saw.
      await uploadVia(server.url, '192.0.2.99, 198.51.100.20'),
    ];
  } finally {
    await server.stop();
  }
}

describe('TRUST_PROXY: the client address behind a proxy', { timeout: 60_000 }, () => {
  it('by default ignores X-Forwarded-For: every request is the proxy (or a liar)', async () => {
    expect(await addressesSeen(undefined)).toEqual([400, 429, 429]);
  });

  it('with a hop count or the proxy address, tells the clients apart', async () => {
    expect(await addressesSeen('1')).toEqual([400, 400, 429]);
    expect(await addressesSeen('127.0.0.1')).toEqual([400, 400, 429]);
    expect(await addressesSeen('loopback')).toEqual([400, 400, 429]);
  });

  it('ignores the header from a hop it does not trust', async () => {
    expect(await addressesSeen('10.0.0.0/8')).toEqual([400, 429, 429]);
  });

  it('reads the WebSocket client address the same way (connections per address)', async () => {
    for (const [trustProxy, secondAccepted] of [
      [undefined, false],
      ['1', true],
    ] as const) {
      const config = loadConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
      const server = await startTestServer({
        trustProxy: config.trustProxy,
        connectionsPerAddress: 1,
      });
      try {
        const first = await ScriptedClient.connect(server.url, {
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        const second = await ScriptedClient.connect(server.url, {
          headers: { 'x-forwarded-for': '198.51.100.20' },
        }).then(
          (client) => {
            client.close();
            return true;
          },
          () => false,
        );
        expect(second, `TRUST_PROXY=${String(trustProxy)}`).toBe(secondAccepted);
        first.close();
      } finally {
        await server.stop();
      }
    }
  });

  it('reads a hop count or a list, and refuses true and junk with a sentence', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/choose its address/);
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
