// Scratch: a sheet of picker recipes that show one of the given nouns, actions, places or framings.
//   node scripts/tales/try-nouns.ts skull,bomb,desert,near [count] [first seed] [out.png] [width]
import { drawTale, drawingFaults } from '../../src/tales/card.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { grid, png } from './sheet-lib.ts';

const want = new Set((process.argv[2] ?? '').split(','));
const count = Number(process.argv[3] ?? 24);
const from = Number(process.argv[4] ?? 900000);
const out = process.argv[5] ?? '/tmp/scenes/new.png';
const width = Number(process.argv[6] ?? 240);
const tiles: Buffer[] = [];
for (let seed = from; tiles.length < count && seed < from + 200000; seed++) {
  const r = pickRecipe(seed);
  const giant = (r.twist ?? '').split(':')[1] ?? '';
  if (
    !want.has(r.object) &&
    !want.has(giant) &&
    !want.has(r.action) &&
    !want.has(r.place) &&
    !want.has(r.framing)
  )
    continue;
  const t = drawTale(r);
  const faults = drawingFaults(r);
  console.log(
    tiles.length,
    seed,
    t.meta.idea,
    r.look,
    r.framing,
    Math.round(t.subjectHeight),
    faults.join(';'),
  );
  tiles.push(png(t.svg, width));
}
await grid(tiles, 8, out);
