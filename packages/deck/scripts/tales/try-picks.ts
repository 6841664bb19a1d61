// Scratch: random candidates through the picker, with their ideas, on a sheet.
import { composeScene } from '../../src/tales/compose/compose.ts';
import { describeRecipe } from '../../src/tales/compose/idea.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { looks, type LookId } from '../../src/tales/looks/index.ts';
import type { Lang } from '../../src/types.ts';
import { grid, png } from './sheet-lib.ts';

const count = Number(process.argv[2] ?? 24);
const start = Number(process.argv[3] ?? 1);
const lang = (process.argv[4] ?? 'en') as Lang;
const tiles: Buffer[] = [];
for (let seed = start; seed < start + count; seed++) {
  const r = pickRecipe(seed);
  const scene = composeScene(r);
  const meta = describeRecipe(r, scene.light.kind);
  console.log(seed, r.look, '|', lang === 'en' ? meta.idea : meta.alt[lang]);
  tiles.push(png(looks[r.look as LookId](scene), 240));
}
await grid(tiles, 6, '/tmp/deck/picks.png');
