// Cards of the Tales deck that may read as the same picture, from the metadata: the same action on
// the same thing (two octopuses painted coming out of the canvas), and the pairs nearest by
// perceptual hash. A list to look at, not a verdict: a blind reviewer decides (swap.ts replaces).
//   node scripts/tales/lookalikes.ts [hash bits = 20]
import { hammingDistance } from '../../src/raster.ts';
import { talesDeck, type TaleCard } from '../../src/tales/deck.ts';

const near = Number(process.argv[2] ?? 20);
const label = (c: TaleCard): string => c.id.slice(5);

const stories = new Map<string, TaleCard[]>();
for (const c of talesDeck) {
  const key = `${c.recipe.action} ${c.recipe.object}`;
  stories.set(key, [...(stories.get(key) ?? []), c]);
}
const repeated = [...stories].filter(([, cs]) => cs.length > 1);
for (const [key, cs] of repeated)
  console.log(`${key}: ${cs.map((c) => `${label(c)} ${c.style}`).join(', ')}`);
const perAction = new Map<string, number>();
for (const c of talesDeck)
  perAction.set(c.recipe.action, (perAction.get(c.recipe.action) ?? 0) + 1);
const pairs: string[] = [];
talesDeck.forEach((a, i) => {
  for (const b of talesDeck.slice(i + 1)) {
    const bits = hammingDistance(a.hash, b.hash);
    if (bits < near) pairs.push(`${label(a)}–${label(b)} ${String(bits)}`);
  }
});
console.log(
  `the same action on the same thing: ${String(repeated.length)} stories on ${String(repeated.reduce((n, [, cs]) => n + cs.length, 0))} cards`,
);
console.log(
  `cards per action (most): ${[...perAction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([a, n]) => `${a} ${String(n)}`)
    .join(', ')}; ${String(perAction.size)} actions`,
);
// A blind reviewer reads one action on different things as one story told again (watering pots
// growing a bulb, an egg, a heart): the cards on an action shown three times or more.
const crowded = [...perAction].filter(([, count]) => count >= 3);
console.log(
  `cards on an action shown 3 times or more: ${String(crowded.reduce((sum, [, count]) => sum + count, 0))} on ${String(crowded.length)} actions`,
);
console.log(`pairs under ${String(near)} bits of hash: ${pairs.join(', ') || 'none'}`);
