// Scratch sheet: every feeling on every age, to judge faces and postures.
//   node scripts/tales/kit-figures.ts /tmp/deck/figures.png [species,comma,separated]
// With species named, one row per species (grown up, in its cast.ts fur) instead of the ages.
import { feelings } from '../../src/tales/kit/face.ts';
import { figure, figureNodes } from '../../src/tales/kit/figure.ts';
import { at } from '../../src/tales/geom.ts';
import { group } from '../../src/tales/ir.ts';
import { SvgWriter } from '../../src/tales/looks/writer.ts';
import { grid, png } from './sheet-lib.ts';
import type { Age } from '../../src/tales/kit/body.ts';
import type { Species } from '../../src/tales/kit/animals.ts';
import type { FigurePose } from '../../src/tales/kit/figure.ts';
import { posture } from '../../src/tales/kit/posture.ts';

const out = process.argv[2] ?? '/tmp/deck/figures.png';
const named = process.argv[3]?.split(',') as Species[] | undefined;
const furOf: Partial<Record<Species, string>> = {
  elephant: '#9ea3ad',
  deer: '#b5804e',
  hedgehog: '#8a6a4e',
  lion: '#d9a449',
  dog: '#d39a5c',
};
const rows: [Age, Species][] = named
  ? named.map((s) => ['adult', s])
  : (['child', 'adult', 'old'] as const).map((a) => [a, 'human']);
const tiles: Buffer[] = [];
for (const [age, species] of rows) {
  for (const feeling of feelings) {
    const pose: FigurePose = posture(feeling, age);
    const f = figure({
      age,
      species,
      feeling,
      ink: '#2a2024',
      pose,
      look: {
        skin:
          furOf[species] ?? (age === 'old' ? '#efc6a4' : age === 'child' ? '#dfa77f' : '#f6d9c4'),
        top: age === 'child' ? '#d9534f' : age === 'adult' ? '#3f6fb5' : '#7a5c8e',
        bottom: age === 'adult' ? '#2f3a4a' : '#4a6b4f',
        shoes: '#3a2a22',
        outfit: age === 'old' ? 'dress' : age === 'child' ? 'shirt' : 'coat',
        hair: age === 'old' ? '#e9e6df' : '#4a2f1e',
        hairStyle: age === 'old' ? 'bun' : age === 'child' ? 'short' : 'bob',
        hat: 'none',
        hatColor: '#333',
        glasses: age === 'old',
        trim: '#f0c05a',
      },
    });
    const w = new SvgWriter();
    const body = w.nodes(
      [group(figureNodes(f), at(100, 190, 1.45))],
      (s) =>
        w.flat(s) +
        (s.ink === 0 || s.stroke !== undefined
          ? ''
          : ` stroke="#2a2024" stroke-width="${(1.1 * (s.ink ?? 1)).toFixed(2)}" stroke-linejoin="round" paint-order="stroke"`),
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs>${w.defsMarkup()}</defs><rect width="200" height="200" fill="#efe6d2"/>${body}<text x="6" y="14" font-size="11" fill="#555">${feeling}</text></svg>`;
    tiles.push(png(svg, 240));
  }
}
await grid(tiles, feelings.length, out);
console.log(out);
