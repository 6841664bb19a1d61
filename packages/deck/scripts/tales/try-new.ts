// Scratch: one new action drawn over seeds, framings, subjects and looks; 480 and 160 px sheets
// and the drawing faults the curation would find.
//   node scripts/tales/try-new.ts <action> <out-prefix> [count] [framing]
import { composeScene, type Recipe } from '../../src/tales/compose/compose.ts';
import { describeRecipe } from '../../src/tales/compose/idea.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { drawingFaults } from '../../src/tales/card.ts';
import { looks, type LookId } from '../../src/tales/looks/index.ts';
import { grid, png } from './sheet-lib.ts';

const id = process.argv[2] ?? 'keyhole';
const out = process.argv[3] ?? '/tmp/actions/x';
const count = Number(process.argv[4] ?? 12);
const framing = process.argv[5];

const big: Buffer[] = [];
const small: Buffer[] = [];
let found = 0;
for (let seed = 1; found < count && seed < 400000; seed++) {
  const r0 = pickRecipe(seed);
  if (r0.action !== id) continue;
  const r: Recipe = framing ? { ...r0, framing: framing as Recipe['framing'] } : r0;
  found++;
  const scene = composeScene(r);
  const meta = describeRecipe(r, scene.light.kind);
  const faults = drawingFaults(r);
  console.log(
    seed,
    r.look,
    r.framing,
    r.who,
    r.place,
    r.twist ?? '-',
    faults.join(',') || 'ok',
    '|',
    meta.idea,
  );
  const svg = looks[r.look as LookId](scene);
  big.push(png(svg, 240));
  small.push(png(svg, 160));
}
await grid(big, 6, `${out}-480.png`);
await grid(small, 6, `${out}-160.png`);
