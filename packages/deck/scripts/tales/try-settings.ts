// Scratch: every setting with one figure, in gouache.
import { composeScene, settings, type Recipe } from '../../src/tales/compose/compose.ts';
import { gouache } from '../../src/tales/looks/gouache.ts';
import { grid, png } from './sheet-lib.ts';
const tiles: Buffer[] = [];
const pals = [
  'lamplight',
  'noon',
  'moonlight',
  'dusk',
  'spring',
  'violet',
  'autumn',
  'winter',
  'deep-sea',
  'ember',
  'dawn',
  'storm',
  'lamplight',
  'deep-sea',
  'dawn',
];
settings.forEach((s, i) => {
  const r: Recipe = {
    seed: 100 + i,
    action: 'hold-up',
    object: 'lantern',
    second: null,
    who: 'girl',
    feeling: 'wonder',
    place: s.id,
    framing: 'medium',
    light: s.lights[0] ?? 'lamp',
    palette: pals[i] ?? 'noon',
    look: 'gouache',
    twist: null,
  };
  tiles.push(png(gouache(composeScene(r)), 200));
});
await grid(tiles, 8, '/tmp/deck/settings.png');
