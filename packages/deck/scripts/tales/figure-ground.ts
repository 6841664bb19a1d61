// Figure against ground at 160 px (a phone's board) for every card of the Tales deck: the
// difference of grey between the story and the ground round it (looks/readability.ts), the
// deck's spread, each look's mean, and the cards under the floor.
//   node scripts/tales/figure-ground.ts [--out file]   (--out: the ids under the floor, one a line)
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderPng } from '../../src/raster.ts';
import { composeScene } from '../../src/tales/compose/compose.ts';
import { talesDeck } from '../../src/tales/deck.ts';
import { looks, type LookId } from '../../src/tales/looks/index.ts';
import {
  MIN_FIGURE_GROUND,
  READ_WIDTH,
  figureGround,
  storyMask,
} from '../../src/tales/looks/readability.ts';

const outAt = process.argv.indexOf('--out');
const grey = async (png: Buffer): Promise<Uint8Array> =>
  new Uint8Array(await sharp(png).flatten({ background: '#000' }).grayscale().raw().toBuffer());
const scores: { id: string; look: string; score: number }[] = [];
for (const card of talesDeck) {
  const scene = composeScene(card.recipe);
  const svg = looks[card.recipe.look as LookId](scene);
  const score = figureGround(
    await grey(renderPng(svg, READ_WIDTH)),
    await grey(renderPng(storyMask(scene), READ_WIDTH)),
    READ_WIDTH,
  );
  scores.push({ id: card.id, look: card.recipe.look, score });
}
const sorted = scores.map((s) => s.score).sort((a, b) => a - b);
const q = (t: number): string => (sorted[Math.floor(t * (sorted.length - 1))] ?? 0).toFixed(3);
console.log(
  `figure-ground at ${String(READ_WIDTH)} px over ${String(scores.length)} cards: min ${q(0)}, p10 ${q(0.1)}, median ${q(0.5)}, p90 ${q(0.9)}`,
);
for (const look of Object.keys(looks)) {
  const s = scores.filter((c) => c.look === look);
  const mean = s.reduce((a, c) => a + c.score, 0) / Math.max(1, s.length);
  const under = s.filter((c) => c.score < MIN_FIGURE_GROUND).length;
  console.log(
    `  ${look.padEnd(10)} mean ${mean.toFixed(3)}, under ${String(MIN_FIGURE_GROUND)}: ${String(under)}/${String(s.length)}`,
  );
}
const low = scores.filter((s) => s.score < MIN_FIGURE_GROUND).sort((a, b) => a.score - b.score);
console.log(
  `${String(low.length)} cards under the floor ${String(MIN_FIGURE_GROUND)}: ${low.map((s) => `${s.id} ${s.score.toFixed(3)}`).join(', ')}`,
);
if (outAt > 0) {
  const file = process.argv[outAt + 1];
  if (file !== undefined) writeFileSync(file, low.map((s) => s.id).join('\n') + '\n');
}
