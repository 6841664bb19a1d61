// Recompute the metadata and perceptual hashes of the chosen Tales cards from their recipes
// (after a change to the drawing or the words that should not change which cards are in).
//   node scripts/tales/refresh.ts   → src/data/tales.json
// The fresh hashes and contrasts go into generated/tales/candidates.json too, so the next
// curate.ts judges these cards by what they look like now.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { differenceHash, hammingDistance, rmsContrast } from '../../src/raster.ts';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale } from '../../src/tales/card.ts';
import { talesDeck } from '../../src/tales/deck.ts';
import { curationRules } from '../../src/tales/rules.ts';
import { candidatesFile, roundContrast, type TaleCandidate } from './lib.ts';

const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));
const cards = await Promise.all(
  talesDeck.map(async (card) => {
    const { svg, meta } = drawTale(card.recipe);
    const png = await pool.render(svg, 64);
    const hash = await differenceHash(png);
    const contrast = roundContrast(await rmsContrast(png));
    return { id: card.id, ...meta, recipe: card.recipe, hash, contrast };
  }),
);
pool.close();
let changed = 0;
cards.forEach((c, i) => {
  if (c.hash !== talesDeck[i]?.hash) changed++;
});
let closest = 128;
cards.forEach((a, i) => {
  for (const b of cards.slice(i + 1)) closest = Math.min(closest, hammingDistance(a.hash, b.hash));
});
writeFileSync(
  join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json'),
  `${JSON.stringify(cards, null, 1)}\n`,
);
if (existsSync(candidatesFile)) {
  const fresh = new Map(cards.map((c) => [`${String(c.recipe.seed)} ${c.recipe.look}`, c]));
  const candidates = (JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[]).map(
    (c) => {
      const f = fresh.get(`${String(c.recipe.seed)} ${c.recipe.look}`);
      return f === undefined ? c : { ...c, hash: f.hash, contrast: f.contrast };
    },
  );
  writeFileSync(candidatesFile, JSON.stringify(candidates));
}
console.log(
  `${String(changed)} hashes changed; closest pair ${String(closest)} bits (min ${String(curationRules.minHashDistance)})`,
);
if (closest < curationRules.minHashDistance) process.exitCode = 1;
