// Scratch: the deck's cards with these ids (comma list, or numbers), drawn as they are now.
//   node scripts/tales/try-ids.ts 69,174,80 [width] [out.png]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import { grid, png } from './sheet-lib.ts';
const deck = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json'), 'utf8'),
) as { id: string; recipe: Recipe }[];
const ids = (process.argv[2] ?? '')
  .split(',')
  .map((x) => (/^\d+$/.test(x) ? `tale-${x.padStart(3, '0')}` : x));
const width = Number(process.argv[3] ?? 240);
const tiles: Buffer[] = [];
for (const id of ids) {
  const card = deck.find((c) => c.id === id);
  if (!card) throw new Error(id);
  const { svg, meta } = drawTale(card.recipe);
  console.log(id, card.recipe.look, card.recipe.framing, meta.family, '|', meta.idea);
  tiles.push(png(svg, width));
}
await grid(tiles, Math.min(6, tiles.length), process.argv[4] ?? '/tmp/deck5/ids.png');
