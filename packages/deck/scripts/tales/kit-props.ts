// Scratch sheet: every prop, large, to check that it reads.
//   node scripts/tales/kit-props.ts /tmp/deck/props.png
import * as P from '../../src/tales/kit/props.ts';
import { at } from '../../src/tales/geom.ts';
import { group } from '../../src/tales/ir.ts';
import { SvgWriter } from '../../src/tales/looks/writer.ts';
import { grid, png } from './sheet-lib.ts';

const out = process.argv[2] ?? '/tmp/deck/props.png';
const c = { main: '#3f7fb0', ink: '#2a2024', light: '#ffc857', metal: '#5b5560' };
const props: [string, P.Prop][] = [
  ['lantern', P.lantern(c)],
  ['key', P.key({ ...c, main: '#c9a24a' })],
  ['teapot', P.teapot(c)],
  ['teacup', P.teacup({ ...c, main: '#e8dcc8' })],
  ['book', P.openBook({ ...c, main: '#8a3b3b' }, true)],
  [
    'cage',
    P.birdcage(
      c,
      P.star('#ffd966').nodes.map((n) => group([n], 'translate(0 30)')),
    ),
  ],
  ['star', P.star('#ffd966')],
  ['crescent', P.crescent('#f5e7b8', 14, c.ink, true)],
  ['moon', P.fullMoon('#f1ead2', 14)],
  ['cloud', P.cloud('#f4f1ea', 50)],
  ['umbrella', P.umbrella({ ...c, main: '#c0392b' })],
  ['can', P.wateringCan({ ...c, main: '#4f8a5b' })],
  ['rod', P.fishingRod({ ...c, main: '#8a5a3a' })],
  ['candle', P.candle(c)],
  ['balloon', P.balloon('#d64545', c.ink)],
  ['bird', P.bird('#d9773a', c.ink, 'up')],
  ['fish', P.fish('#e08a3a', c.ink)],
  ['envelope', P.envelope('#f1e6cf', c.ink)],
  ['suitcase', P.suitcase({ ...c, main: '#8a5a3a' })],
  ['broom', P.broom({ ...c, main: '#8a5a3a' })],
  ['net', P.net({ ...c, main: '#8a5a3a' })],
  ['telescope', P.telescope({ ...c, main: '#8a5a3a' })],
  ['paperboat', P.paperBoat('#f1e6cf')],
  ['kite', P.kite('#d64545', c.ink, [20, -30])],
  ['clock', P.clock({ ...c, main: '#c9a24a' })],
  ['egg', P.egg('#efe3c8')],
  ['pot', P.flowerpot('#b8633a')],
  ['heart', P.heart('#d64545', 8, true)],
];
const tiles: Buffer[] = [];
for (const [name, prop] of props) {
  const w = new SvgWriter();
  const k = 60 / Math.max(prop.size, 20);
  const body = w.nodes(
    [group(prop.nodes, at(50, 62, k))],
    (s) =>
      w.flat(s) +
      (s.ink === 0 || s.stroke !== undefined
        ? ''
        : ` stroke="#2a2024" stroke-width="${(0.9 / k).toFixed(2)}" stroke-linejoin="round" paint-order="stroke"`),
  );
  tiles.push(
    png(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><defs>${w.defsMarkup()}</defs><rect width="100" height="100" fill="#efe6d2"/>${body}<text x="3" y="9" font-size="7" fill="#555">${name}</text></svg>`,
      140,
    ),
  );
}
await grid(tiles, 7, out);
console.log(out);
