// Quick look while developing a template: node scripts/preview.ts <template> [count] [firstSeed]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPalette, drawCard } from '../src/draw.ts';
import { tileSheet } from './lib/sheet.ts';
import { renderPng } from '../src/raster.ts';

const [template = 'object-moon', countText = '12', firstText = '1'] = process.argv.slice(2);
const count = Number(countText);
const first = Number(firstText);
const out = join(import.meta.dirname, '..', 'generated', 'preview');
mkdirSync(out, { recursive: true });
const tiles = [];
for (let seed = first; seed < first + count; seed++) {
  const palette = defaultPalette(template, seed);
  const { svg } = drawCard({ template, seed, palette });
  tiles.push({ png: renderPng(svg, 200), label: `${String(seed)} ${palette}` });
}
const file = join(out, `${template}.png`);
await tileSheet(tiles, { columns: 6, tileWidth: 200, file });
console.log(file);
