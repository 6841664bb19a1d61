import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY: which hops in front of the server may say who the client is (`X-Forwarded-For`).
 * `false`: none, the TCP peer is the client. A number: that many proxies in front (1 for nginx
 * or Caddy on the same machine). Addresses: the proxies' addresses or ranges, or proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustProxy = false | number | readonly string[];

/** Does the hop at `address`, `index` hops from the server, tell the truth about the next one? */
export type TrustFunction = (address: string, index: number) => boolean;

/**
 * One trust function for HTTP (Fastify's `trustProxy`) and the WebSocket handshake
 * (`clientAddress`, through realtime/socket-internals.ts), so both see the same client address.
 */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, index) => index < trust;
  return proxyAddr.compile([...trust]);
}

/**
 * The client's address for a request (an HTTP request or a WebSocket's upgrade request): the
 * nearest address in `X-Forwarded-For` not vouched for by a trusted hop, as Fastify's
 * `request.ip` gives it.
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}

/**
 * Reads TRUST_PROXY. `true` is refused: trusting every hop lets any client name its own address
 * in a header and so escape the per-address limits.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'false') return false;
  const text = raw.trim();
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address: give the number of proxies ' +
        'in front (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY must be 1 to 10 hops, not ${text}.`);
    return hops;
  }
  const addresses = text.split(',').map((part) => part.trim());
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses or ranges ` +
        `(e.g. 127.0.0.1,10.0.0.0/8): ${error instanceof Error ? error.message : String(error)}.`,
      { cause: error },
    );
  }
  return addresses;
}
