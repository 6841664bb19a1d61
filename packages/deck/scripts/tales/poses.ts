// How the Tales deck's figures stand: composes every card of the deck, watches each figure drawn
// and prints the share of figures with a hand above the head, the share standing upright with
// an arm stretched out sideways (the two poses blind reviews found everywhere), and how many
// cards use each named pose (kit/poses.ts; a figure with no named pose counts by its legs).
//   node scripts/tales/poses.ts [--cards]   (--cards: each card's poses, one card a line)
import { length, sub } from '../../src/tales/geom.ts';
import { composeScene } from '../../src/tales/compose/compose.ts';
import { talesDeck } from '../../src/tales/deck.ts';
import { watchFigures, type Figure, type FigureSpec } from '../../src/tales/kit/figure.ts';
import { proportions } from '../../src/tales/kit/body.ts';
import { poseName } from '../../src/tales/kit/poses.ts';

const upright = new Set(['stand', 'walk', 'stride', 'tiptoe', 'float']);
interface Seen {
  readonly name: string;
  readonly handUp: boolean;
  readonly handRaised: boolean;
  readonly armOut: boolean;
}
function judge(spec: FigureSpec, f: Figure): Seen {
  const p = proportions[spec.age];
  const s = f.skeleton;
  const headTop = s.headCentre[1] - f.headR;
  const handUp = s.hands.front[1] < headTop || s.hands.back[1] < headTop;
  // An arm raised to the head or higher: what a player reads as "one arm up".
  const eyes = s.headCentre[1];
  const handRaised = s.hands.front[1] < eyes || s.hands.back[1] < eyes;
  const arm = p.upperArm + p.foreArm;
  const out = (sh: readonly [number, number], h: readonly [number, number]): boolean => {
    const d = sub(h, sh);
    return Math.abs(d[0]) >= 0.6 * arm && Math.abs(d[1]) <= 0.5 * Math.abs(d[0]) && length(d) > 0;
  };
  const name = poseName(spec.pose);
  const standing = upright.has(name) && Math.abs(spec.pose.lean ?? 0) <= 12;
  const armOut =
    standing && (out(s.shoulders.front, s.hands.front) || out(s.shoulders.back, s.hands.back));
  return { name, handUp, handRaised, armOut };
}

const perCard: { id: string; seen: Seen[] }[] = [];
let current: Seen[] = [];
const keys = new Set<string>();
watchFigures((spec, f) => {
  // A figure drawn twice (its shadow, its reflection) counts once.
  const key = JSON.stringify(spec);
  if (keys.has(key)) return;
  keys.add(key);
  current.push(judge(spec, f));
});
for (const card of talesDeck) {
  current = [];
  keys.clear();
  composeScene(card.recipe);
  perCard.push({ id: card.id, seen: current });
}
watchFigures(undefined);
const all = perCard.flatMap((c) => c.seen);
const pct = (k: number): string => `${((100 * k) / Math.max(1, all.length)).toFixed(1)} %`;
const up = all.filter((s) => s.handUp).length;
const out = all.filter((s) => s.armOut).length;
const raised = all.filter((s) => s.handRaised).length;
console.log(`${String(all.length)} figures on ${String(perCard.length)} cards`);
console.log(`  a hand above the head: ${String(up)} (${pct(up)})`);
console.log(`  a hand raised above the eyes: ${String(raised)} (${pct(raised)})`);
console.log(`  upright with an arm out sideways: ${String(out)} (${pct(out)})`);
const cards = new Map<string, number>();
for (const c of perCard)
  for (const name of new Set(c.seen.map((s) => s.name)))
    cards.set(name, (cards.get(name) ?? 0) + 1);
const ranked = [...cards].sort((a, b) => b[1] - a[1]);
const beyond = ranked.filter(([name, k]) => k >= 10 && !upright.has(name));
console.log(
  `  poses beyond standing upright on 10+ cards: ${String(beyond.length)} (${beyond.map(([name]) => name).join(', ')})`,
);
console.log(`  cards per pose: ${ranked.map(([name, k]) => `${name} ${String(k)}`).join(', ')}`);
if (process.argv.includes('--cards'))
  for (const c of perCard)
    console.log(
      `${c.id} ${c.seen.map((s) => `${s.name}${s.handRaised ? '^' : ''}${s.armOut ? '>' : ''}`).join(' ')}`,
    );
