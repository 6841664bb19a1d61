// Draw candidate cards for the Tales deck and their perceptual hashes.
//   node scripts/tales/candidates.ts [count=3000] [first seed=1]   → generated/tales/candidates.json
// With a first seed above 1 the new candidates are added to the file's (after a change that
// leaves the drawing alone, or to draw more with the same code); swap.ts's candidates (seeds
// from `swapSeeds`) always stay.
// Renders in two child processes (resvg may abort on a bad input; a candidate that fails is
// reported and left out).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale } from '../../src/tales/card.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { candidateOf, candidatesFile, swapSeeds, talesDir, type TaleCandidate } from './lib.ts';

const count = Number(process.argv[2] ?? 3000);
const first = Number(process.argv[3] ?? 1);
// One render worker by default: the machine is shared (FABULA_RENDER_WORKERS=2 when it is quiet).
const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));
mkdirSync(talesDir, { recursive: true });
const started = performance.now();
// The file's candidates drawn before `first` stay (when adding to it), and swap.ts's always.
const out: TaleCandidate[] = existsSync(candidatesFile)
  ? (JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[]).filter(
      (c) => (first > 1 && c.recipe.seed < first) || c.recipe.seed >= swapSeeds.newActions,
    )
  : [];
let failed = 0;
const queue: Promise<void>[] = [];
for (let seed = first; seed < first + count; seed++) {
  const recipe = pickRecipe(seed);
  const drawn = drawTale(recipe);
  queue.push(
    pool.render(drawn.svg, 64).then(
      async (png) => {
        out.push(await candidateOf(recipe, drawn, png));
      },
      (error: unknown) => {
        failed++;
        console.error(`seed ${String(seed)}: ${String(error)}`);
      },
    ),
  );
  if (queue.length >= 8) await Promise.all(queue.splice(0));
  if (seed % 500 === 0)
    console.log(`${String(seed)} drawn, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
await Promise.all(queue);
pool.close();
out.sort((a, b) => a.recipe.seed - b.recipe.seed);
writeFileSync(candidatesFile, JSON.stringify(out));
console.log(
  `${String(out.length)} candidates (${String(failed)} failed) in ${((performance.now() - started) / 1000).toFixed(0)} s → ${candidatesFile}`,
);
