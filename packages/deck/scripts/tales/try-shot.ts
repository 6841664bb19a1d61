// Scratch: the deck's cards with these ids drawn in another framing (above, below, vast…).
//   node scripts/tales/try-shot.ts <framing> 69,174,80 [width] [out.png]
import { drawTale } from '../../src/tales/card.ts';
import type { Framing } from '../../src/tales/compose/types.ts';
import { cardsByIds } from './lib.ts';
import { grid, png } from './sheet-lib.ts';

const framing = (process.argv[2] ?? 'above') as Framing;
const width = Number(process.argv[4] ?? 160);
const tiles: Buffer[] = [];
for (const card of cardsByIds(process.argv[3] ?? '')) {
  const { svg, meta, faults } = drawTale({ ...card.recipe, framing });
  console.log(card.id, card.recipe.look, framing, faults.join('; ') || '-', '|', meta.idea);
  tiles.push(png(svg, width));
}
await grid(tiles, Math.min(8, tiles.length), process.argv[5] ?? '/tmp/camera/shot.png');
