// Render the built-in deck to WebP for srcset: generated/cards/<width>/<id>.webp.
//   node scripts/build-images.ts
// Cards whose SVG (and encoder settings) have not changed since the last build are skipped.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInDeck } from '../src/deck.ts';
import { cardImageWidths as widths, renderCardImages } from '../src/card-images.ts';
import { webpOptions } from '../src/raster.ts';
import { renderCardSvg } from '../src/render.ts';
import { cardsDir } from './lib/paths.ts';

const cacheFile = join(cardsDir, 'cache.json');
for (const width of widths) mkdirSync(join(cardsDir, String(width)), { recursive: true });
const cache = existsSync(cacheFile)
  ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>)
  : {};

const started = performance.now();
let rendered = 0;
for (const card of builtInDeck) {
  const svg = renderCardSvg(card);
  const key = createHash('sha256')
    .update(svg)
    .update(JSON.stringify([widths, webpOptions]))
    .digest('hex');
  const files = widths.map((w) => join(cardsDir, String(w), `${card.id}.webp`));
  if (cache[card.id] === key && files.every((f) => existsSync(f))) continue;
  const images = await renderCardImages(card);
  for (const [i, width] of widths.entries()) {
    const image = images.get(width);
    if (image !== undefined) writeFileSync(files[i] ?? '', image);
  }
  cache[card.id] = key;
  rendered++;
}
writeFileSync(cacheFile, JSON.stringify(cache, null, 1));
const seconds = (performance.now() - started) / 1000;

console.log(
  `${String(rendered)} of ${String(builtInDeck.length)} cards rendered in ${seconds.toFixed(1)} s`,
);
for (const width of widths) {
  const sizes = builtInDeck
    .map((card) => statSync(join(cardsDir, String(width), `${card.id}.webp`)).size)
    .sort((a, b) => a - b);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const total = sizes.reduce((sum, s) => sum + s, 0);
  console.log(
    `${String(width)} px: median ${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)}, max ${kb(sizes[sizes.length - 1] ?? 0)}, total ${(total / 1048576).toFixed(1)} MB`,
  );
}
