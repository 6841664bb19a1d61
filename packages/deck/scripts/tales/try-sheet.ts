// Scratch: seeds through the picker on a phone-size sheet (160 px wide tiles).
//   node scripts/tales/try-sheet.ts <out.png> <count> <start>
import { composeScene } from '../../src/tales/compose/compose.ts';
import { describeRecipe } from '../../src/tales/compose/idea.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { looks, type LookId } from '../../src/tales/looks/index.ts';
import { grid, png } from './sheet-lib.ts';

const out = process.argv[2] ?? '/tmp/deck/sheet.png';
const count = Number(process.argv[3] ?? 24);
const start = Number(process.argv[4] ?? 1);
const width = Number(process.argv[5] ?? 160);
const tiles: Buffer[] = [];
for (let seed = start; seed < start + count; seed++) {
  const r = pickRecipe(seed);
  const scene = composeScene(r);
  const meta = describeRecipe(r, scene.light.kind);
  console.log(seed, r.look, r.framing, r.twist ?? '-', '|', meta.idea);
  tiles.push(png(looks[r.look as LookId](scene), width));
}
await grid(tiles, 8, out);
