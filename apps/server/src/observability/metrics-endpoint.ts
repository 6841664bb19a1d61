import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export interface MetricsEndpointOptions {
  /** METRICS_TOKEN: the bearer token `GET /metrics` needs, or null for none. */
  readonly token: string | null;
  /** METRICS_ADDRESS: serve on this address only (not the main port), or null for the main port. */
  readonly address: { readonly host: string; readonly port: number } | null;
  /** The metrics text, in Prometheus's format. */
  readonly text: () => Promise<string>;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares in constant time, so the answer's timing tells nothing about the token. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export interface MetricsEndpoint {
  /** The separate listener's address (http://host:port), or null when on the main port. */
  readonly url: string | null;
  close(): Promise<void>;
}

/**
 * `GET /metrics`, on the main port or on METRICS_ADDRESS (an address only the monitoring network
 * reaches), and behind METRICS_TOKEN when set (`401` without it).
 */
export async function serveMetrics(
  app: FastifyInstance,
  options: MetricsEndpointOptions,
): Promise<MetricsEndpoint> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.token !== null && !tokenMatches(request.headers.authorization, options.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'unauthorized', message: 'GET /metrics needs its token.' } });
    }
    return reply.type('text/plain; version=0.0.4').send(await options.text());
  };
  if (options.address === null) {
    app.get('/metrics', handler);
    return { url: null, close: () => Promise.resolve() };
  }
  const separate = Fastify({ logger: false });
  separate.get('/metrics', handler);
  const url = await separate.listen({ host: options.address.host, port: options.address.port });
  return {
    url,
    async close() {
      await separate.close();
    },
  };
}
