// Draw again the candidates of the cards re-shot in another framing (`reshoots` in pick.ts),
// in place in generated/tales/candidates.json, so the curation measures their new pictures.
//   node scripts/tales/redraw.ts   (then curate.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import { hammingDistance } from '../../src/raster.ts';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale } from '../../src/tales/card.ts';
import { reshoots } from '../../src/tales/compose/pick.ts';
import { join } from 'node:path';
import { candidateOf, candidatesFile, type TaleCandidate } from './lib.ts';

const deckFile = join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json');

const all = JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[];
const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));
// The deck's cards (their candidates are keyed by seed and look, as curate.ts keys them).
const deck = JSON.parse(readFileSync(deckFile, 'utf8')) as { recipe: TaleCandidate['recipe'] }[];
const key = (r: TaleCandidate['recipe']): string => `${String(r.seed)} ${r.look}`;
const wanted = new Set(
  deck.filter((c) => reshoots[c.recipe.seed] !== undefined).map((c) => key(c.recipe)),
);
const fresh = new Map<string, TaleCandidate>();
await Promise.all(
  all
    .filter((c) => wanted.has(key(c.recipe)))
    .map(async (c) => {
      const framing = reshoots[c.recipe.seed] ?? c.recipe.framing;
      const recipe = { ...c.recipe, framing };
      const drawn = drawTale(recipe);
      fresh.set(key(recipe), await candidateOf(recipe, drawn, await pool.render(drawn.svg, 64)));
    }),
);
pool.close();
const out = all.map((c) => fresh.get(key(c.recipe)) ?? c);
writeFileSync(candidatesFile, JSON.stringify(out));
const list = [...fresh.values()];
for (const c of list) {
  let closest = 128;
  for (const o of list) if (o !== c) closest = Math.min(closest, hammingDistance(o.hash, c.hash));
  console.log(
    `${String(c.recipe.seed)} ${c.recipe.framing} contrast ${String(c.contrast)} height ${String(c.height)} inside ${String(c.inside)} closest re-shot ${String(closest)} | ${c.idea}`,
  );
}
console.log(`${String(list.length)} candidates drawn again`);
