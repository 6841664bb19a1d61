// Scratch sheet: heads of every kind with every feeling, at about the size a close-up shows them.
//   node scripts/tales/kit-heads.ts /tmp/deck/heads.png [size] [kinds,comma,separated] [turn]
import { feelings } from '../../src/tales/kit/face.ts';
import { humanHead } from '../../src/tales/kit/head.ts';
import { animalHead, type Species } from '../../src/tales/kit/animals.ts';
import { at } from '../../src/tales/geom.ts';
import { group } from '../../src/tales/ir.ts';
import { SvgWriter } from '../../src/tales/looks/writer.ts';
import { grid, png } from './sheet-lib.ts';

const out = process.argv[2] ?? '/tmp/deck/heads.png';
const size = Number(process.argv[3] ?? 120);
const only = process.argv[4]?.split(',');
const turns = (process.argv[5] ?? '0.3').split(',').map(Number);
const allKinds: (Species | 'girl' | 'oldman')[] = [
  'human',
  'girl',
  'oldman',
  'fox',
  'bear',
  'cat',
  'rabbit',
  'mouse',
  'frog',
  'owl',
  'elephant',
  'deer',
  'hedgehog',
  'lion',
  'dog',
];
const kinds = only ? allKinds.filter((k) => only.includes(k)) : allKinds;
const fur: Record<string, string> = {
  fox: '#d9773a',
  bear: '#8a5a3a',
  cat: '#9a9aa2',
  rabbit: '#e8e0d6',
  mouse: '#b9aca2',
  frog: '#74a84e',
  owl: '#9a7a55',
  wolf: '#8a8c94',
  elephant: '#9ea3ad',
  deer: '#b5804e',
  hedgehog: '#8a6a4e',
  lion: '#d9a449',
  dog: '#d39a5c',
};
const tiles: Buffer[] = [];
for (const kind of kinds) {
  for (const turn of turns)
    for (const feeling of feelings) {
      const head =
        kind === 'human' || kind === 'girl' || kind === 'oldman'
          ? humanHead({
              r: 11.5,
              skin: kind === 'girl' ? '#c28358' : '#f6d9c4',
              hair: kind === 'oldman' ? '#e9e6df' : kind === 'girl' ? '#2a1c16' : '#b7702f',
              hairStyle: kind === 'oldman' ? 'fringe' : kind === 'girl' ? 'pigtails' : 'short',
              hat: 'none',
              hatColor: '#444',
              feeling,
              turn,
              gaze: [0.3, 0],
              ink: '#2a2024',
              old: kind === 'oldman',
              beard: kind === 'oldman',
              glasses: false,
            })
          : animalHead(kind, {
              r: 11.5,
              fur: fur[kind] ?? '#888',
              feeling,
              turn,
              gaze: [0.3, 0],
              ink: '#2a2024',
              hat: 'none',
              hatColor: '#444',
            });
      const w = new SvgWriter();
      const body = w.nodes(
        [group([...head.back, ...head.front], at(50, 62, 2.2))],
        (s) =>
          w.flat(s) +
          (s.ink === 0 || s.stroke !== undefined
            ? ''
            : ` stroke="#2a2024" stroke-width="${(0.6 * (s.ink ?? 1)).toFixed(2)}" stroke-linejoin="round" paint-order="stroke"`),
      );
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><defs>${w.defsMarkup()}</defs><rect width="100" height="100" fill="#efe6d2"/>${body}</svg>`;
      tiles.push(png(svg, size));
    }
}
await grid(tiles, feelings.length, out);
console.log(out);
