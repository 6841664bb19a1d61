// Scratch: N picks for each of the given actions (comma list), in their picked looks.
import { drawTale } from '../../src/tales/card.ts';
import { actions } from '../../src/tales/compose/compose.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { grid, png } from './sheet-lib.ts';
const ids = (process.argv[2] ?? '').split(',');
const per = Number(process.argv[3] ?? 4);
const tiles: Buffer[] = [];
for (const id of ids) {
  const action = actions.find((a) => a.id === id);
  if (!action) throw new Error(id);
  let found = 0;
  for (let seed = 1; found < per && seed < 20000; seed++) {
    const r = pickRecipe(seed);
    if (r.action !== id) continue;
    found++;
    const { svg, meta } = drawTale(r);
    console.log(seed, r.look, meta.idea);
    tiles.push(png(svg, 200));
  }
}
await grid(tiles, per, '/tmp/deck/list.png');
