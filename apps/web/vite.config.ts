import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { cardAltText } from './build/card-alt.ts';

const server = process.env.FABULA_SERVER ?? 'http://127.0.0.1:3000';
const cards = fileURLToPath(new URL('../../packages/deck/generated/cards/', import.meta.url));

/**
 * Development only: serves the deck's built images at `/cards/<size>/<id>.webp` from
 * packages/deck/generated/cards, as the game server will in production.
 */
function devCards(): Plugin {
  return {
    name: 'fabula-dev-cards',
    apply: 'serve',
    configureServer(dev) {
      dev.middlewares.use('/cards', (req, res, next) => {
        const match = /^\/(240|480|960)\/([A-Za-z0-9._:-]{1,64})\.webp$/.exec(req.url ?? '');
        const file = match ? `${cards}${match[1] ?? ''}/${match[2] ?? ''}.webp` : null;
        if (file === null || !existsSync(file)) {
          next();
          return;
        }
        res.setHeader('content-type', 'image/webp');
        res.setHeader('cache-control', 'public, max-age=86400');
        createReadStream(file).pipe(res);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    preact(),
    devCards(),
    cardAltText(),
    // Every text asset also as .br and .gz, served as is by the game server (http/web-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Fonts stay files: the page's CSP allows fonts from the site only (`font-src 'self'`).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
});
