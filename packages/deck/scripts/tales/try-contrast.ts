// Scratch: the contrast (as the curation measures it) of the deck's cards with these ids drawn
// in another framing.   node scripts/tales/try-contrast.ts <framing> 68,85,202
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rmsContrast } from '../../src/raster.ts';
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import type { Framing } from '../../src/tales/compose/types.ts';
import { png } from './sheet-lib.ts';

const deck = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json'), 'utf8'),
) as { id: string; recipe: Recipe }[];
const framing = (process.argv[2] ?? 'above') as Framing;
for (const x of (process.argv[3] ?? '').split(',')) {
  const id = /^\d+$/.test(x) ? `tale-${x.padStart(3, '0')}` : x;
  const card = deck.find((c) => c.id === id);
  if (!card) throw new Error(id);
  const { svg } = drawTale({ ...card.recipe, framing });
  console.log(id, card.recipe.look, (await rmsContrast(png(svg, 64))).toFixed(3));
}
