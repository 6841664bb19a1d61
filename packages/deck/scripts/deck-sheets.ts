// Contact sheets of the whole built-in deck for the README: docs/images/deck-<n>.jpg (84 cards each).
//   node scripts/deck-sheets.ts [--png]   (--png also writes PNG copies under generated/ for viewers)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { skiesDeck as builtInDeck } from '../src/deck.ts';
import { renderPng } from '../src/raster.ts';
import { renderCardSvg } from '../src/render.ts';
import { docsImagesDir, generatedDir } from './lib/paths.ts';
import { type Tile, tileSheet } from './lib/sheet.ts';

const perSheet = 84;
const png = process.argv.includes('--png');
mkdirSync(docsImagesDir, { recursive: true });
mkdirSync(join(generatedDir, 'deck-sheets'), { recursive: true });
const tiles: Tile[] = builtInDeck.map((card) => ({
  png: renderPng(renderCardSvg(card), 128),
  label: `${card.id.slice(7)} ${card.template}`,
}));
for (let start = 0, page = 1; start < tiles.length; start += perSheet, page++) {
  const slice = tiles.slice(start, start + perSheet);
  const file = join(docsImagesDir, `deck-${String(page)}.jpg`);
  await tileSheet(slice, { columns: 12, tileWidth: 128, file });
  if (png)
    await tileSheet(slice, {
      columns: 12,
      tileWidth: 128,
      file: join(generatedDir, 'deck-sheets', `deck-${String(page)}.png`),
    });
  console.log(file);
}
