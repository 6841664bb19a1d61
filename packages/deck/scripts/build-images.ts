// Render both built-in decks to WebP for srcset: generated/cards/<width>/<id>.webp, and print the
// Tales deck's gates.
//   node scripts/build-images.ts
// Cards whose SVG (and encoder settings) have not changed since the last build are skipped.
// Rasterising runs in two child processes (src/render-pool.ts), encoding on the thread pool.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { cardImageWidths as widths, closeRenderers, renderCardImages } from '../src/card-images.ts';
import { skiesDeck, talesDeck, type BuiltInCard } from '../src/deck.ts';
import { webpOptions } from '../src/raster.ts';
import { renderCardSvg } from '../src/render.ts';
import { drawTale } from '../src/tales/card.ts';
import { talesGates } from '../src/tales/gates.ts';
import { curationRules, TALES_SIZE } from '../src/tales/rules.ts';
import { cardsDir } from './lib/paths.ts';

const gates = talesGates(
  talesDeck,
  TALES_SIZE,
  curationRules,
  talesDeck.map((c) => drawTale(c.recipe).faults),
);
console.log('Tales deck gates:');
for (const line of gates.lines) console.log(`  ${line}`);

const cacheFile = join(cardsDir, 'cache.json');
for (const width of widths) mkdirSync(join(cardsDir, String(width)), { recursive: true });
const cache = existsSync(cacheFile)
  ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>)
  : {};

const decks: [string, readonly BuiltInCard[]][] = [
  ['tales', talesDeck],
  ['skies', skiesDeck],
];
const started = performance.now();
let rendered = 0;
const todo: BuiltInCard[] = [];
for (const [, cards] of decks) {
  for (const card of cards) {
    const key = createHash('sha256')
      .update(renderCardSvg(card))
      .update(JSON.stringify([widths, webpOptions]))
      .digest('hex');
    const files = widths.map((w) => join(cardsDir, String(w), `${card.id}.webp`));
    if (cache[card.id] === key && files.every((f) => existsSync(f))) continue;
    cache[card.id] = `pending:${key}`;
    todo.push(card);
  }
}
// Two cards in flight per renderer keeps both child processes busy while the parent encodes.
const inFlight = Math.max(2, Math.min(4, cpus().length * 2));
let next = 0;
async function worker(): Promise<void> {
  while (next < todo.length) {
    const card = todo[next++];
    if (!card) break;
    const images = await renderCardImages(card);
    for (const width of widths) {
      const image = images.get(width);
      if (image !== undefined)
        writeFileSync(join(cardsDir, String(width), `${card.id}.webp`), image);
    }
    cache[card.id] = (cache[card.id] ?? '').replace('pending:', '');
    rendered++;
    if (rendered % 50 === 0)
      console.log(
        `${String(rendered)} of ${String(todo.length)} rendered, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  }
}
await Promise.all(Array.from({ length: inFlight }, () => worker()));
closeRenderers();
writeFileSync(cacheFile, JSON.stringify(cache, null, 1));
const seconds = (performance.now() - started) / 1000;
console.log(
  `${String(rendered)} of ${String(talesDeck.length + skiesDeck.length)} cards rendered in ${seconds.toFixed(1)} s`,
);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, cards] of decks) {
  for (const width of widths) {
    const sizes = cards
      .map((card) => statSync(join(cardsDir, String(width), `${card.id}.webp`)).size)
      .sort((a, b) => a - b);
    const total = sizes.reduce((sum, s) => sum + s, 0);
    console.log(
      `${name} ${String(width)} px: median ${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)}, max ${kb(sizes[sizes.length - 1] ?? 0)}, total ${(total / 1048576).toFixed(1)} MB`,
    );
  }
}
if (!gates.ok) process.exitCode = 1;
