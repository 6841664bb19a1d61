// Scratch: candidates of the situations in actions/more.ts alone (`pickRecipe(seed, [action])`),
// at 240 and 160 px, with the drawing faults the curation would find and the subject's height.
//   node scripts/tales/try-more.ts <action> <out-prefix> [count] [framing] [first seed]
import { drawTale, drawingFaults, type Recipe } from '../../src/tales/card.ts';
import { moreActions } from '../../src/tales/compose/actions/more.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { grid, png } from './sheet-lib.ts';

const id = process.argv[2] ?? 'seesaw';
const out = process.argv[3] ?? '/tmp/actions2/x';
const count = Number(process.argv[4] ?? 12);
const framing = process.argv[5];
const first = Number(process.argv[6] ?? 1);
const action = moreActions.find((a) => a.id === id);
if (action === undefined) throw new Error(`no action ${id} in more.ts`);

const big: Buffer[] = [];
const small: Buffer[] = [];
let clean = 0;
for (let seed = first; seed < first + count; seed++) {
  const r0 = pickRecipe(seed, [action]);
  const r: Recipe = framing ? { ...r0, framing: framing as Recipe['framing'] } : r0;
  const t = drawTale(r);
  const faults = drawingFaults(r);
  if (faults.length === 0) clean++;
  const line = [seed, r.look, r.framing, r.who, r.feeling, r.place, r.twist ?? '-'];
  console.log(...line, Math.round(t.subjectHeight), faults.join(',') || 'ok', '|', t.meta.idea);
  big.push(png(t.svg, 240));
  small.push(png(t.svg, 160));
}
console.log(`${String(clean)} of ${String(count)} free of drawing faults`);
await grid(big, 6, `${out}-480.png`);
await grid(small, 6, `${out}-160.png`);
