// One sheet with a few seeds of every template: node scripts/preview-all.ts [perTemplate] [firstSeed]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPalette, drawCard } from '../src/draw.ts';
import { renderPng } from '../src/raster.ts';
import { templates } from '../src/templates/index.ts';
import { type Tile, tileSheet } from './lib/sheet.ts';

const per = Number(process.argv[2] ?? '4');
const first = Number(process.argv[3] ?? '1');
const out = join(import.meta.dirname, '..', 'generated', 'preview');
mkdirSync(out, { recursive: true });
const tiles: Tile[] = [];
for (const template of templates) {
  for (let seed = first; seed < first + per; seed++) {
    const palette = defaultPalette(template.id, seed);
    const { svg } = drawCard({ template: template.id, seed, palette });
    tiles.push({ png: renderPng(svg, 150), label: `${template.id} ${String(seed)}` });
  }
}
for (let start = 0, page = 1; start < tiles.length; start += 40, page++) {
  const file = join(out, `all-${String(page)}.png`);
  await tileSheet(tiles.slice(start, start + 40), { columns: 10, tileWidth: 150, file });
  console.log(file);
}
