// What the Tales deck costs to build and to send: renders a sample of cards the way the build
// does (960 px in a child process, WebP at 960, 480 and 240 px) and prints the time per card,
// the deck's build time extrapolated from it, and the bytes per look at 480 px.
//   node scripts/tales/bench.ts [cards per look = 6] [look: only that one]
//   node scripts/tales/bench.ts --ids 110,143,212   (those cards, such as the ones swap.ts drew)
// It uses the build's two render workers: run it when the machine is otherwise quiet.
import { cpus, loadavg } from 'node:os';
import { renderCardImages, closeRenderers } from '../../src/card-images.ts';
import { talesDeck } from '../../src/tales/deck.ts';
import { lookIds } from '../../src/tales/looks/index.ts';
import { MAX_CARD_BYTES_480 } from '../../src/rules.ts';
import { cardsByIds } from './lib.ts';

const perLook = Number(process.argv[2] ?? 6);
const sample =
  process.argv[2] === '--ids'
    ? cardsByIds(process.argv[3] ?? '')
    : lookIds.flatMap((look) => talesDeck.filter((c) => c.style === look).slice(0, perLook));
/** The build's and the server's render pool (src/card-images.ts). */
const workers = 2;
const load = loadavg()[0] ?? 0;
const started = performance.now();
const sizes = new Map<string, number[]>();
let next = 0;
async function worker(): Promise<void> {
  while (next < sample.length) {
    const card = sample[next++];
    if (!card) break;
    const images = await renderCardImages(card);
    const bytes = images.get(480)?.length ?? 0;
    sizes.set(card.style, [...(sizes.get(card.style) ?? []), bytes]);
  }
}
await Promise.all(Array.from({ length: workers * 2 }, () => worker()));
closeRenderers();
const seconds = (performance.now() - started) / 1000;
const perCard = seconds / sample.length;
const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;
console.log(
  `${String(sample.length)} Tales cards in ${seconds.toFixed(1)} s with ${String(workers)} render workers on ${String(cpus().length)} cores (load ${load.toFixed(1)} at start)`,
);
console.log(
  `per card ${perCard.toFixed(2)} s; the 336 cards extrapolated: ${((perCard * 336) / 60).toFixed(1)} min (budget: the whole build under 15 min)`,
);
const all: number[] = [];
for (const look of lookIds.filter((l) => sizes.has(l))) {
  const s = (sizes.get(look) ?? []).sort((a, b) => a - b);
  all.push(...s);
  console.log(
    `  ${look.padEnd(10)} 480 px WebP: mean ${kb(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length))}, max ${kb(s.at(-1) ?? 0)}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `all: mean ${kb(all.reduce((a, b) => a + b, 0) / Math.max(1, all.length))}, median ${kb(all[Math.floor(all.length / 2)] ?? 0)}, max ${kb(Math.max(...all))} (budget ${kb(MAX_CARD_BYTES_480)})`,
);
