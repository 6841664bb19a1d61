// Contact sheets of the Tales deck.
//   node scripts/tales/sheets.ts            → docs/images/tales-1…4.jpg (84 cards each)
//   node scripts/tales/sheets.ts --review   → generated/tales/review-N.png (48 each, larger, with ids)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale } from '../../src/tales/card.ts';
import { talesDeck } from '../../src/tales/deck.ts';
import { tileSheet } from '../lib/sheet.ts';
import { talesDir } from './lib.ts';

const review = process.argv.includes('--review');
const width = review ? 240 : 160;
const perSheet = review ? 48 : 84;
const columns = review ? 8 : 12;
const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));
const tiles = await Promise.all(
  talesDeck.map(async (card) => ({
    png: await pool.render(drawTale(card.recipe).svg, width),
    label: review ? `${card.id.slice(5)} ${card.style}` : card.id.slice(5),
  })),
);
pool.close();
const docs = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'images');
mkdirSync(talesDir, { recursive: true });
for (let i = 0; i * perSheet < tiles.length; i++) {
  const file = review
    ? join(talesDir, `review-${String(i + 1)}.png`)
    : join(docs, `tales-${String(i + 1)}.jpg`);
  await tileSheet(tiles.slice(i * perSheet, (i + 1) * perSheet), {
    columns,
    tileWidth: width,
    file,
  });
  console.log(file);
}
