// Scratch: the contrast (as the curation measures it) of the deck's cards with these ids drawn
// in another framing.   node scripts/tales/try-contrast.ts <framing> 68,85,202
import { rmsContrast } from '../../src/raster.ts';
import { drawTale } from '../../src/tales/card.ts';
import type { Framing } from '../../src/tales/compose/types.ts';
import { cardsByIds } from './lib.ts';
import { png } from './sheet-lib.ts';

const framing = (process.argv[2] ?? 'above') as Framing;
for (const card of cardsByIds(process.argv[3] ?? '')) {
  const { svg } = drawTale({ ...card.recipe, framing });
  console.log(card.id, card.recipe.look, (await rmsContrast(png(svg, 64))).toFixed(3));
}
