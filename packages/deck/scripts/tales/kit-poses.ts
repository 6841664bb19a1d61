// Scratch sheet: every named pose (kit/poses.ts) on a child, an adult and an animal, in colour and
// as a flat shape at 160 px (a pose that does not read as a silhouette does not read on a card).
//   node scripts/tales/kit-poses.ts /tmp/deck/poses.png   (and poses-flat.png beside it)
import { figure, figureNodes, type FigurePose } from '../../src/tales/kit/figure.ts';
import { at } from '../../src/tales/geom.ts';
import { group, mapShapes } from '../../src/tales/ir.ts';
import { poseKinds, poses } from '../../src/tales/kit/poses.ts';
import { SvgWriter } from '../../src/tales/looks/writer.ts';
import { grid, png } from './sheet-lib.ts';
import type { Age } from '../../src/tales/kit/body.ts';
import type { Species } from '../../src/tales/kit/animals.ts';

const out = process.argv[2] ?? '/tmp/deck/poses.png';
const who: readonly (readonly [Age, Species])[] = [
  ['child', 'human'],
  ['adult', 'human'],
  ['adult', 'fox'],
];
for (const flat of [false, true]) {
  const tiles: Buffer[] = [];
  for (const [age, species] of who) {
    for (const kind of poseKinds) {
      const pose: FigurePose = poses[kind];
      const f = figure({
        age,
        species,
        feeling: kind === 'curl' ? 'sleep' : kind === 'flee' || kind === 'hide' ? 'fear' : 'wonder',
        ink: '#2a2024',
        pose,
        look: {
          skin: species === 'fox' ? '#d9773a' : '#f0c8a8',
          top: age === 'child' ? '#d9534f' : '#3f6fb5',
          bottom: '#2f3a4a',
          shoes: '#3a2a22',
          outfit: age === 'child' ? 'shirt' : 'coat',
          hair: '#4a2f1e',
          hairStyle: 'short',
          hat: 'none',
          hatColor: '#333',
        },
      });
      let nodes = figureNodes(f);
      if (flat)
        nodes = mapShapes(nodes, (s) => ({
          ...s,
          fill: '#1c1a20',
          ink: 0,
          ...(s.stroke ? { stroke: { ...s.stroke, color: '#1c1a20' } } : {}),
        }));
      const w = new SvgWriter();
      const body = w.nodes(
        [group(nodes, at(100, 175, 1.35))],
        (s) =>
          w.flat(s) +
          (flat || s.ink === 0 || s.stroke !== undefined
            ? ''
            : ` stroke="#2a2024" stroke-width="${(1.1 * (s.ink ?? 1)).toFixed(2)}" stroke-linejoin="round" paint-order="stroke"`),
      );
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs>${w.defsMarkup()}</defs><rect width="200" height="200" fill="#efe6d2"/><line x1="0" x2="200" y1="175" y2="175" stroke="#9a8" stroke-width="1"/>${body}<text x="6" y="14" font-size="13" fill="#555">${kind}</text></svg>`;
      tiles.push(png(svg, flat ? 160 : 200));
    }
  }
  const file = flat ? out.replace(/\.png$/, '-flat.png') : out;
  await grid(tiles, 11, file);
  console.log(file);
}
