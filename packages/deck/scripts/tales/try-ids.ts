// Scratch: the deck's cards with these ids (comma list, or numbers), drawn as they are now.
//   node scripts/tales/try-ids.ts 69,174,80 [width] [out.png]
import { drawTale } from '../../src/tales/card.ts';
import { cardsByIds } from './lib.ts';
import { grid, png } from './sheet-lib.ts';

const width = Number(process.argv[3] ?? 240);
const tiles: Buffer[] = [];
for (const card of cardsByIds(process.argv[2] ?? '')) {
  const { svg, meta } = drawTale(card.recipe);
  console.log(card.id, card.recipe.look, card.recipe.framing, meta.family, '|', meta.idea);
  tiles.push(png(svg, width));
}
await grid(tiles, Math.min(6, tiles.length), process.argv[4] ?? '/tmp/deck5/ids.png');
