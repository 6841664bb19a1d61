// Scratch: candidates of one action alone drawn in one look (whatever the picker would choose),
// at 240 and 160 px: does this look keep the situation's story?
//   node scripts/tales/try-situation-look.ts <action> <look> <out-prefix> [count] [first seed]
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import { actionOf } from '../../src/tales/compose/compose.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { grid, png } from './sheet-lib.ts';

const [id, look, out] = process.argv.slice(2);
if (id === undefined || look === undefined || out === undefined) {
  console.error(
    'usage: node scripts/tales/try-situation-look.ts <action> <look> <out-prefix> [count] [first seed]',
  );
  process.exit(2);
}
const count = Number(process.argv[5] ?? 6);
const first = Number(process.argv[6] ?? 1);
const action = actionOf(id);
const big: Buffer[] = [];
const small: Buffer[] = [];
for (let seed = first; seed < first + count; seed++) {
  const r: Recipe = { ...pickRecipe(seed, [action]), look: look };
  const t = drawTale(r);
  console.log(seed, r.palette, r.place, t.meta.idea);
  big.push(png(t.svg, 240));
  small.push(png(t.svg, 160));
}
await grid(big, 6, `${out}-480.png`);
await grid(small, 6, `${out}-160.png`);
