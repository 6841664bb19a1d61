import type { NetworkInterfaceInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { inviteOrigins } from '../src/http/invite-origins.ts';
import { startTestServer } from './support/server.ts';

function ipv4(address: string, internal = false): NetworkInterfaceInfo {
  return { address, internal, family: 'IPv4', netmask: '255.255.255.0', mac: '', cidr: null };
}

const machine = (): Record<string, NetworkInterfaceInfo[]> => ({
  lo: [ipv4('127.0.0.1', true)],
  docker0: [ipv4('172.17.0.1')],
  wlan0: [ipv4('192.168.1.20')],
  wan: [ipv4('203.0.113.9')],
});

describe('invite origins', () => {
  it('offers the LAN addresses, home network first, never loopback or public ones', () => {
    expect(
      inviteOrigins({ publicUrl: null, host: '0.0.0.0', port: 3000, interfaces: machine }),
    ).toEqual(['http://192.168.1.20:3000', 'http://172.17.0.1:3000']);
  });

  it('offers only PUBLIC_URL when it is set, and nothing when bound to one address', () => {
    const publicUrl = 'https://play.example.org';
    expect(inviteOrigins({ publicUrl, host: '0.0.0.0', port: 3000, interfaces: machine })).toEqual([
      publicUrl,
    ]);
    expect(
      inviteOrigins({ publicUrl: null, host: '127.0.0.1', port: 3000, interfaces: machine }),
    ).toEqual([]);
  });

  it('PUBLIC_URL must be an http(s) origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://play.example.org/' }).publicUrl).toBe(
      'https://play.example.org',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://x.org/game?a=1' })).toThrow(/PUBLIC_URL/);
  });
});

describe('GET /api/invite-origins', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://fabula.example' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers the origins as JSON', async () => {
    const response = await fetch(`${server.url}/api/invite-origins`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ origins: ['https://fabula.example'] });
  });
});
