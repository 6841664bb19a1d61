// Scratch: the deck's cards with these ids drawn in another framing (above, below, vast…).
//   node scripts/tales/try-shot.ts <framing> 69,174,80 [width] [out.png]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import type { Framing } from '../../src/tales/compose/types.ts';
import { grid, png } from './sheet-lib.ts';

const deck = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json'), 'utf8'),
) as { id: string; recipe: Recipe }[];
const framing = (process.argv[2] ?? 'above') as Framing;
const ids = (process.argv[3] ?? '')
  .split(',')
  .map((x) => (/^\d+$/.test(x) ? `tale-${x.padStart(3, '0')}` : x));
const width = Number(process.argv[4] ?? 160);
const tiles: Buffer[] = [];
for (const id of ids) {
  const card = deck.find((c) => c.id === id);
  if (!card) throw new Error(id);
  const { svg, meta, faults } = drawTale({ ...card.recipe, framing });
  console.log(id, card.recipe.look, framing, faults.join('; ') || '-', '|', meta.idea);
  tiles.push(png(svg, width));
}
await grid(tiles, Math.min(8, tiles.length), process.argv[5] ?? '/tmp/camera/shot.png');
