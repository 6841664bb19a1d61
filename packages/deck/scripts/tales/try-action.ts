// Scratch: one action over many seeds (the picker's other choices kept), on a phone-size sheet.
//   node scripts/tales/try-action.ts <action> <out.png> [count]
import { composeScene } from '../../src/tales/compose/compose.ts';
import { describeRecipe } from '../../src/tales/compose/idea.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { looks, type LookId } from '../../src/tales/looks/index.ts';
import { grid, png } from './sheet-lib.ts';

const action = process.argv[2] ?? 'follow';
const out = process.argv[3] ?? '/tmp/deck/action.png';
const count = Number(process.argv[4] ?? 16);
const tiles: Buffer[] = [];
for (let seed = 1; tiles.length < count && seed < 20000; seed++) {
  const r = pickRecipe(seed);
  if (r.action !== action) continue;
  const scene = composeScene(r);
  const meta = describeRecipe(r, scene.light.kind);
  console.log(seed, r.look, r.framing, '|', meta.idea, '|', meta.alt.ru);
  tiles.push(png(looks[r.look as LookId](scene), 200));
}
await grid(tiles, 8, out);
