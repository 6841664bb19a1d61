// Scratch: a sheet of random recipes for the actions so far.
import { createRng } from '../../src/random.ts';
import { actions, composeScene, settings, type Recipe } from '../../src/tales/compose/compose.ts';
import { whos } from '../../src/tales/compose/cast.ts';
import { gouache } from '../../src/tales/looks/gouache.ts';
import { palettes } from '../../src/tales/palette.ts';
import { grid, png } from './sheet-lib.ts';

const count = Number(process.argv[2] ?? 12);
const only = process.argv[3];
const tiles: Buffer[] = [];
for (let i = 0; i < count; i++) {
  const rng = createRng(`pick#${String(i)}`);
  const action = (only ? actions.find((a) => a.id === only) : undefined) ?? rng.pick(actions);
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
  const svg = gouache(composeScene(r));
  tiles.push(png(svg, 240));
  console.log(i, r.action, r.object, r.who, r.feeling, r.place, r.framing, r.light, r.palette);
}
await grid(tiles, 6, '/tmp/deck/actions.png');
