import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build files never change under their name: browsers keep them a year unasked. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** The page names the hashed files of the current build, so it is asked again every time. */
export const pageCache = 'no-cache';

/**
 * Serves the web client's build (apps/web/dist): hashed assets cached for a year, the page itself
 * revalidated on every load (a deploy changes it at once), and every client route (`/`, `/r/CODE`
 * invite links) answered with the page. The build holds each text file also brotli- and
 * gzip-compressed (`.br`, `.gz`, made by vite.config.ts); the one the browser accepts is sent as
 * it is, with its `Content-Encoding` and `Vary: Accept-Encoding`, so nothing is compressed per
 * request. Without a build (tests, or before `npm run build -w @fabula/web`) nothing is registered.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, path) {
      void reply.header('cache-control', path.startsWith(assets) ? immutableCache : pageCache);
    },
  });
  const page = (_request: unknown, reply: { sendFile: (file: string) => unknown }) =>
    reply.sendFile('index.html');
  app.get('/', page);
  app.get('/r/:code', page);
  app.get('/r/:code/*', page);
  return true;
}
