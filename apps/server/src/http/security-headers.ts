import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The content security policy of every response. The web client is one origin: its scripts and
 * styles are files of its build (no inline script; Preact sets `style` through the DOM, which a
 * policy does not restrict), its QR code an SVG `data:` image, its play connection a WebSocket to
 * the same host (`'self'` covers ws: and wss: there), card images from `/cards`.
 */
function policy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // blob: the storyteller hears back its own voice clue before sending it (a local recording).
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only behind https: on a plain-http LAN address it would send the page's requests to https.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response, pages, assets, card images and API answers alike, with
 * helmet: the content security policy above, `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`, cross-origin isolation of the page
 * (COOP/CORP same-origin). HSTS is sent only when PUBLIC_URL is https: a server reached as
 * http://192.168.1.20:3000 must stay reachable so. Register before any route.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string | null,
): Promise<void> {
  const https = publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: policy(https) },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
