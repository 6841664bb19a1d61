// Scratch: the same recipes in every look, one row per recipe.
import { createRng } from '../../src/random.ts';
import { actions, composeScene, settings, type Recipe } from '../../src/tales/compose/compose.ts';
import { whos } from '../../src/tales/compose/cast.ts';
import { lookIds, looks } from '../../src/tales/looks/index.ts';
import { palettes } from '../../src/tales/palette.ts';
import { grid, png } from './sheet-lib.ts';

const count = Number(process.argv[2] ?? 4);
const start = Number(process.argv[3] ?? 0);
const width = Number(process.argv[4] ?? 240);
const tiles: Buffer[] = [];
for (let i = start; i < start + count; i++) {
  const rng = createRng(`pick#${String(i)}`);
  const action = rng.pick(actions);
  const okSettings = settings.filter((s) => action.settings.includes(s.id));
  const setting = rng.pick(okSettings.length > 0 ? okSettings : settings);
  const object = rng.pick(action.objects);
  const r: Recipe = {
    seed: i + 1,
    action: action.id,
    object,
    second: action.seconds ? rng.pick(action.seconds(object)) : null,
    who: rng.pick(whos),
    feeling: rng.pick(action.feelings),
    place: setting.id,
    framing: rng.pick(action.framings),
    light: rng.pick(setting.lights),
    palette: rng.pick(palettes).id,
    look: 'gouache',
    twist: null,
  };
  const scene = composeScene(r);
  for (const id of lookIds) {
    const t = performance.now();
    tiles.push(png(looks[id](scene), width));
    console.log(i, id, Math.round(performance.now() - t), 'ms');
  }
}
await grid(tiles, lookIds.length, '/tmp/deck/looks.png');
