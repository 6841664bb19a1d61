// Scratch: the first candidates of one action with one object, each drawn in every look at
// 240 and 160 px (a look can lose what another shows: a woodcut flattens pale shapes).
//   node scripts/tales/try-looks-of.ts <action> <object|-> <out-prefix> [count]
import { composeScene } from '../../src/tales/compose/compose.ts';
import { describeRecipe } from '../../src/tales/compose/idea.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { newActions } from '../../src/tales/compose/actions/new.ts';
import { looks, type LookId } from '../../src/tales/looks/index.ts';
import { grid, png } from './sheet-lib.ts';

const id = process.argv[2] ?? 'cut-sky';
const object = process.argv[3] ?? '-';
const out = process.argv[4] ?? '/tmp/actions/looks';
const count = Number(process.argv[5] ?? 2);
const action = newActions.find((a) => a.id === id);
if (action === undefined) throw new Error(`no action ${id}`);
const big: Buffer[] = [];
const small: Buffer[] = [];
let found = 0;
for (let seed = 1; found < count && seed < 5000; seed++) {
  const r = pickRecipe(seed, [action]);
  if (object !== '-' && r.object !== object) continue;
  found++;
  const scene = composeScene(r);
  console.log(seed, r.framing, r.who, r.second ?? '-', describeRecipe(r, scene.light.kind).idea);
  for (const look of Object.keys(looks) as LookId[]) {
    const svg = looks[look](scene);
    big.push(png(svg, 240));
    small.push(png(svg, 160));
  }
}
await grid(big, Object.keys(looks).length, `${out}-480.png`);
await grid(small, Object.keys(looks).length, `${out}-160.png`);
