// Generate candidates: thumbnails, perceptual hashes and contact sheets for review.
//   node scripts/candidates.ts [seedsPerTemplate=80]
// Writes generated/candidates/{index.json, sheets/<template>-<n>.png}.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPalette, drawCard } from '../src/draw.ts';
import { differenceHash, HASH_RENDER_WIDTH, renderPng } from '../src/raster.ts';
import { templates } from '../src/templates/index.ts';
import type { Candidate } from './lib/candidate.ts';
import { candidatesDir } from './lib/paths.ts';
import { type Tile, tileSheet } from './lib/sheet.ts';

const perTemplate = Number(process.argv[2] ?? '80');
const thumbWidth = 150;
const sheetSize = 48;
const sheetsDir = join(candidatesDir, 'sheets');
mkdirSync(sheetsDir, { recursive: true });

const started = performance.now();
const candidates: Candidate[] = [];
for (const template of templates) {
  const tiles: Tile[] = [];
  for (let seed = 1; seed <= perTemplate; seed++) {
    const palette = defaultPalette(template.id, seed);
    const { svg } = drawCard({ template: template.id, seed, palette });
    const hash = await differenceHash(renderPng(svg, HASH_RENDER_WIDTH));
    candidates.push({ template: template.id, seed, palette, hash });
    tiles.push({ png: renderPng(svg, thumbWidth), label: `${String(seed)} ${palette}` });
  }
  for (let start = 0; start < tiles.length; start += sheetSize) {
    const file = join(sheetsDir, `${template.id}-${String(start / sheetSize + 1)}.png`);
    await tileSheet(tiles.slice(start, start + sheetSize), {
      columns: 8,
      tileWidth: thumbWidth,
      file,
    });
  }
  console.log(`${template.id}: ${String(perTemplate)} candidates`);
}
writeFileSync(join(candidatesDir, 'index.json'), JSON.stringify(candidates));
const seconds = (performance.now() - started) / 1000;
console.log(
  `${String(candidates.length)} candidates in ${seconds.toFixed(1)} s → ${candidatesDir}`,
);
