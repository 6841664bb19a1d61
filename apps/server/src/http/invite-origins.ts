import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';

export interface InviteOriginOptions {
  /** PUBLIC_URL: the address players use (e.g. https://play.example.org); wins over guessing. */
  readonly publicUrl: string | null;
  /** The address the server listens on: LAN addresses are offered only if it listens on them. */
  readonly host: string;
  readonly port: number;
  /** For tests: the machine's interfaces. */
  readonly interfaces?: () => ReturnType<typeof networkInterfaces>;
}

const everyInterface = new Set(['0.0.0.0', '::', '']);

/**
 * The origins an invite link may use, best first. A host who opened the app at
 * http://localhost:3000 would otherwise share a link no phone can open, so the server offers the
 * addresses other devices on the same network can reach it at: PUBLIC_URL when set, else each
 * private IPv4 address of this machine (when it listens on all interfaces).
 *
 * @example inviteOrigins({ publicUrl: null, host: '0.0.0.0', port: 3000 }) // ['http://192.168.1.20:3000']
 */
export function inviteOrigins(options: InviteOriginOptions): string[] {
  if (options.publicUrl !== null) return [options.publicUrl];
  if (!everyInterface.has(options.host)) return [];
  const origins: string[] = [];
  for (const addresses of Object.values((options.interfaces ?? networkInterfaces)())) {
    for (const address of addresses ?? []) {
      if (address.family !== 'IPv4' || address.internal) continue;
      if (!isPrivateIPv4(address.address)) continue;
      origins.push(`http://${address.address}:${String(options.port)}`);
    }
  }
  // Home networks are usually 192.168.x.x; container and VPN bridges often 172.x or 10.x.
  return origins.sort((a, b) => rank(a) - rank(b));
}

function isPrivateIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function rank(origin: string): number {
  if (origin.startsWith('http://192.168.')) return 0;
  if (origin.startsWith('http://10.')) return 1;
  return 2;
}

/** `GET /api/invite-origins` → `{ origins: string[] }` (see inviteOrigins), on the bound port. */
export function registerInviteOrigins(
  app: FastifyInstance,
  options: Pick<InviteOriginOptions, 'publicUrl' | 'host'>,
): void {
  app.get('/api/invite-origins', async (_request, reply) => {
    const bound = app.server.address();
    const port = typeof bound === 'object' && bound !== null ? bound.port : 0;
    return reply
      .header('cache-control', 'no-cache')
      .send({ origins: inviteOrigins({ ...options, port }) });
  });
}
