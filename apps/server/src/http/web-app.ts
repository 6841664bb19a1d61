import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the web client's build (apps/web/dist): hashed assets cached for a year, the page itself
 * never cached, and every client route (`/`, `/r/CODE` invite links) answered with the page.
 * Without a build (tests, or before `npm run build -w @fabula/web`) nothing is registered.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    setHeaders(reply, path) {
      const immutable = path.includes(join(distDir, 'assets'));
      void reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const page = (_request: unknown, reply: { sendFile: (file: string) => unknown }) =>
    reply.sendFile('index.html');
  app.get('/', page);
  app.get('/r/:code', page);
  app.get('/r/:code/*', page);
  return true;
}
