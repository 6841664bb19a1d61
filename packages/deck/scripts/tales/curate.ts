// Choose the 336 cards of the Tales deck from the candidates and print the gates.
//   node scripts/tales/curate.ts   (after candidates.ts) → src/data/tales.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countBy } from '../../src/count.ts';
import { createRng } from '../../src/random.ts';
import { hammingDistance } from '../../src/raster.ts';
import { drawTale } from '../../src/tales/card.ts';
import { settingOf } from '../../src/tales/compose/compose.ts';
import { motifCounts, quantiles } from '../../src/tales/gates.ts';
import { propMotifsOf } from '../../src/tales/motifs.ts';
import { TALES_SIZE, curationRules as rules } from '../../src/tales/rules.ts';
import { Curation, loadRejected, withSceneFamily } from './curation.ts';
import { candidatesFile, talesDir, type TaleCandidate } from './lib.ts';

const outFile = join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json');

const candidates = (JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[]).map(
  withSceneFamily,
);
// The deck as it is: its cards keep their ids (rooms and recorded games name them) unless a rule
// now rejects them; only their places go to new candidates.
const incumbents = existsSync(outFile)
  ? (JSON.parse(readFileSync(outFile, 'utf8')) as { id: string; recipe: TaleCandidate['recipe'] }[])
  : [];
const rejected = loadRejected();
// The rules (`curation.ts`, shared with swap.ts) over the deck as it is chosen.
const deck = new Curation<TaleCandidate>(rejected);
const chosen = deck.chosen;
const { ideas, families, styles, twistKinds, feelings, palettes, places, motifCap } = deck;
const fits = (c: TaleCandidate, familyCap: number): boolean => deck.breaks(c, familyCap) === null;

// Looks take turns (the scarcest first), so the deck is not mostly the look the feelings favour;
// each turn takes the next card of that look that breaks no rule: first one card per family, then
// second cards of a family while the collision chance stays under the gate.
const byLook = new Map<string, TaleCandidate[]>();
// Within a look, candidates whose props are rare among the candidates come first: a card that
// spends two of the commonest props (a moon and a star) would starve others under the prop cap.
const propFrequency = new Map<string, number>();
for (const c of candidates)
  for (const m of propMotifsOf(c.recipe)) propFrequency.set(m, (propFrequency.get(m) ?? 0) + 1);
const commonness = (c: TaleCandidate): number =>
  propMotifsOf(c.recipe).reduce((sum, m) => sum + (propFrequency.get(m) ?? 0), 0);
for (const c of [...candidates].sort(
  (a, b) => commonness(a) - commonness(b) || a.recipe.seed - b.recipe.seed,
)) {
  const queue = byLook.get(c.recipe.look) ?? [];
  queue.push(c);
  byLook.set(c.recipe.look, queue);
}
// The deck's cards first, in id order: one per family, then second cards while the gate holds.
const bySeed = new Map(candidates.map((c) => [`${String(c.recipe.seed)} ${c.recipe.look}`, c]));
const kept = new Map<TaleCandidate, string>();
for (const familyCap of [1, 2]) {
  for (const card of incumbents) {
    const c = bySeed.get(`${String(card.recipe.seed)} ${card.recipe.look}`);
    if (c === undefined || kept.has(c) || !fits(c, familyCap)) continue;
    deck.take(c);
    kept.set(c, card.id);
  }
}
for (const familyCap of [1, 2]) {
  const cursor = new Map<string, number>();
  let progress = true;
  while (chosen.length < TALES_SIZE && progress) {
    progress = false;
    const turns = [...byLook.keys()].sort((a, b) => (styles.get(a) ?? 0) - (styles.get(b) ?? 0));
    for (const look of turns) {
      const queue = byLook.get(look) ?? [];
      let i = cursor.get(look) ?? 0;
      for (; i < queue.length;) {
        const c = queue[i++];
        if (c === undefined) break;
        if (!fits(c, familyCap)) continue;
        deck.take(c);
        progress = true;
        break;
      }
      cursor.set(look, i);
      if (progress) break;
    }
  }
}

const collision = deck.collisionWith();
let closest = 128;
for (let i = 0; i < chosen.length; i++)
  for (let j = i + 1; j < chosen.length; j++)
    closest = Math.min(closest, hammingDistance(chosen[i]?.hash ?? '', chosen[j]?.hash ?? ''));
const pct = (k: number): string => `${((100 * k) / Math.max(1, chosen.length)).toFixed(1)}%`;
const list = (m: Map<string, number>): string =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');
const indoor = chosen.filter((c) => settingOf(c.recipe.place).indoor).length;
console.log(
  `candidates ${String(candidates.length)}, rejected by eye ${String(Object.keys(rejected).length)}, chosen ${String(chosen.length)} of ${String(TALES_SIZE)}`,
);
console.log(
  `gate: chance two cards of one idea family share a board of six: ${(collision * 100).toFixed(2)}% (must be < ${String(rules.maxCollision * 100)}%)`,
);
console.log(
  `gate: ideas unique: ${String(ideas.size === chosen.length)}; families ${String(families.size)}; closest pair ${String(closest)} bits (min ${String(rules.minHashDistance)})`,
);
const faultCounts = new Map<string, number>();
for (const f of deck.composedFaults())
  for (const k of f) faultCounts.set(k, (faultCounts.get(k) ?? 0) + 1);
console.log(
  `gate: drawing faults: ${String([...deck.composedFaults()].filter((f) => f.length > 0).length)} candidates rejected (${list(faultCounts)}); in the deck ${String(chosen.filter((c) => deck.faultsOf(c).length > 0).length)}`,
);
console.log(
  `gate: most cards of one scene: ${String(Math.max(...families.values()))} (cap ${String(rules.familyCap)})`,
);
console.log(`styles: ${list(styles)}`);
console.log(`palettes: ${list(palettes)}`);
console.log(`places: ${list(places)} (indoors ${pct(indoor)})`);
console.log(`framings: ${list(countBy(chosen, (c) => c.recipe.framing))}`);
console.log(`twists: ${list(twistKinds)}`);
console.log(`feelings: ${list(feelings)}`);
console.log(`subjects: ${list(countBy(chosen, (c) => c.recipe.who))}`);
console.log(`actions: ${list(countBy(chosen, (c) => c.recipe.action))}`);
const spread = (xs: number[], digits: number): string =>
  quantiles(xs, [0, 0.1, 0.5, 0.9, 1])
    .map((q) => q.toFixed(digits))
    .join(' / ');
console.log(
  `contrast (min / tenth / median / ninetieth / max): deck ${spread(
    chosen.map((c) => c.contrast),
    3,
  )}; all candidates ${spread(
    candidates.map((c) => c.contrast),
    3,
  )}; under ${String(rules.minContrast)}: ${String(candidates.filter((c) => c.contrast < rules.minContrast).length)} candidates`,
);
console.log(
  `main character height of 600: ${spread(
    chosen.map((c) => c.height),
    0,
  )}; staged story's share of the card: ${spread(
    chosen.map((c) => c.area),
    2,
  )}`,
);
console.log(
  `props (cap ${String(motifCap)}): ${motifCounts(chosen.map((c) => ({ recipe: c.recipe })))
    .slice(0, 16)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ')}`,
);
const ok = chosen.length === TALES_SIZE && collision < rules.maxCollision && styles.size >= 6;
const preview = join(talesDir, 'preview.json');
// The deck's cards keep their ids; new cards take the free ids in a shuffled order (seeded, so
// the same choice gives the same ids): the picker takes cards with rare props first, and in
// that order the sheets would show runs of one kind.
const fresh = chosen.filter((c) => !kept.has(c));
const order = createRng('tales-ids');
for (let i = fresh.length - 1; i > 0; i--) {
  const j = order.int(0, i);
  [fresh[i], fresh[j]] = [fresh[j] as TaleCandidate, fresh[i] as TaleCandidate];
}
const taken = new Set(kept.values());
const freeIds = Array.from(
  { length: TALES_SIZE },
  (_, i) => `tale-${String(i + 1).padStart(3, '0')}`,
).filter((id) => !taken.has(id));
const idOf = new Map<TaleCandidate, string>(kept);
fresh.forEach((c, i) => idOf.set(c, freeIds[i] ?? ''));
const replaced = freeIds.filter((id) => incumbents.some((card) => card.id === id));
console.log(
  `kept on their ids ${String(kept.size)}; new cards ${String(fresh.length)}; replaced ids: ${replaced.join(' ')}`,
);
if (process.env.FABULA_REPLACED_FILE !== undefined)
  writeFileSync(process.env.FABULA_REPLACED_FILE, replaced.map((id) => `${id}\n`).join(''));
const cards = [...chosen]
  .sort((a, b) => (idOf.get(a) ?? '').localeCompare(idOf.get(b) ?? ''))
  .map((c) => {
    const { meta } = drawTale(c.recipe);
    return {
      id: idOf.get(c) ?? '',
      ...meta,
      recipe: c.recipe,
      hash: c.hash,
      contrast: c.contrast,
    };
  });
// Short of the gates, the choice so far goes to a preview (for the pass by eye), not the deck.
writeFileSync(ok ? outFile : preview, `${JSON.stringify(cards, null, 1)}\n`);
if (ok) console.log(`wrote ${outFile}`);
else {
  console.error(`gates not met: the deck is not written; the choice so far is in ${preview}`);
  process.exitCode = 1;
}
