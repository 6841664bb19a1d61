// Scratch: candidates of one action alone (`pickRecipe(seed, [action])`), at 240 and 160 px, with
// the drawing faults the curation would find and the main character's height (of 600).
//   node scripts/tales/try-situation.ts <action> <out-prefix> [count] [framing] [first seed] [--look L]
//     → <out-prefix>-480.png, <out-prefix>-160.png
// `--look` draws every candidate in one look, whatever the picker chose: does it keep the story?
// (A framing of "-" keeps the picker's.)
import { drawTale, drawingFaults, type Recipe } from '../../src/tales/card.ts';
import { actionOf } from '../../src/tales/compose/compose.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { grid, png } from './sheet-lib.ts';

const args = process.argv.slice(2);
const lookAt = args.indexOf('--look');
const look = lookAt >= 0 ? args.splice(lookAt, 2)[1] : undefined;
const [id, out, countArg, framingArg, firstArg] = args;
if (id === undefined || out === undefined || (lookAt >= 0 && look === undefined)) {
  console.error(
    'usage: node scripts/tales/try-situation.ts <action> <out-prefix> [count] [framing] [first seed] [--look L]',
  );
  process.exit(2);
}
const count = Number(countArg ?? 12);
const framing = framingArg === '-' ? undefined : framingArg;
const first = Number(firstArg ?? 1);
const action = actionOf(id);

const big: Buffer[] = [];
const small: Buffer[] = [];
let clean = 0;
for (let seed = first; seed < first + count; seed++) {
  const r0 = pickRecipe(seed, [action]);
  const r: Recipe = {
    ...r0,
    ...(framing ? { framing: framing as Recipe['framing'] } : {}),
    ...(look ? { look } : {}),
  };
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
