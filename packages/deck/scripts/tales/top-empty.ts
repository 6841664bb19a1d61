// How many of the Tales deck's cards leave the top of the card empty: the story (the characters,
// what they hold and what the action draws) starts below N % of the card's height. Ordinary
// shots only (the views from above, from below and the vast shot are drawn for themselves).
//   node scripts/tales/top-empty.ts [--ids]   (--ids: the cards leaving the top half empty)
import { composeScene } from '../../src/tales/compose/compose.ts';
import { talesDeck } from '../../src/tales/deck.ts';

const own = new Set(['above', 'below', 'vast']);
const rows = talesDeck
  .filter((c) => !own.has(c.recipe.framing))
  .map((c) => {
    const scene = composeScene(c.recipe);
    return {
      id: c.id,
      framing: c.recipe.framing,
      top: Math.max(0, scene.storyBox[1]) / 600,
      height: scene.subjectHeight,
    };
  });
const share = (t: number): string => {
  const k = rows.filter((r) => r.top >= t).length;
  return `${String(k)} (${((100 * k) / rows.length).toFixed(1)} %)`;
};
console.log(`${String(rows.length)} cards in ordinary shots; the story starts below`);
for (const t of [0.3, 0.4, 0.5, 0.6])
  console.log(`  ${String(t * 100)} % of the card: ${share(t)}`);
const heights = rows.map((r) => r.height).sort((a, b) => a - b);
const q = (t: number): string => (heights[Math.floor(t * (heights.length - 1))] ?? 0).toFixed(0);
console.log(
  `main character's height of 600: tenth ${q(0.1)}, median ${q(0.5)}, ninetieth ${q(0.9)}`,
);
const framings = [...new Set(rows.map((r) => r.framing))];
for (const f of framings) {
  const mine = rows.filter((r) => r.framing === f);
  const empty = mine.filter((r) => r.top >= 0.5).length;
  console.log(`  ${f.padEnd(7)} ${String(empty)}/${String(mine.length)} leave the top half empty`);
}
if (process.argv.includes('--ids'))
  console.log(
    rows
      .filter((r) => r.top >= 0.5)
      .map((r) => r.id.slice(5))
      .join(','),
  );
