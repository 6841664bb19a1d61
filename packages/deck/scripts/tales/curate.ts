// Choose the 336 cards of the Tales deck from the candidates and print the gates.
//   node scripts/tales/curate.ts   (after candidates.ts) → src/data/tales.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countBy } from '../../src/count.ts';
import { createRng } from '../../src/random.ts';
import { hammingDistance } from '../../src/raster.ts';
import { drawTale, drawingFaults } from '../../src/tales/card.ts';
import { actionOf, settingOf } from '../../src/tales/compose/compose.ts';
import { sceneFamily } from '../../src/tales/compose/scene-family.ts';
import { relations } from '../../src/tales/compose/pick.ts';
import { dreamlike } from '../../src/tales/compose/dream.ts';
import { familyCollisionChance, motifCounts, quantiles } from '../../src/tales/gates.ts';
import { propMotifsOf } from '../../src/tales/motifs.ts';
import { TALES_SIZE, curationRules as rules } from '../../src/tales/rules.ts';
import { candidatesFile, talesDir, type TaleCandidate } from './lib.ts';

const root = join(import.meta.dirname, '..', '..');
const rejectedFile = join(root, 'curation', 'tales-rejected.json');
const outFile = join(root, 'src', 'data', 'tales.json');

// Each candidate's family as the composer groups scenes today (the file may be older).
const candidates = (JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[]).map(
  (c) => ({
    ...c,
    family: sceneFamily(
      c.recipe,
      actionOf(c.recipe.action).family(c.recipe.object, c.recipe.second),
    ),
  }),
);
// The deck as it is: its cards keep their ids (bots:eval's rounds are written for the pictures
// on those ids) unless a rule now rejects them; only their places go to new candidates.
const incumbents = existsSync(outFile)
  ? (JSON.parse(readFileSync(outFile, 'utf8')) as { id: string; recipe: TaleCandidate['recipe'] }[])
  : [];
const rejected = existsSync(rejectedFile)
  ? (JSON.parse(readFileSync(rejectedFile, 'utf8')) as Record<string, string>)
  : {};

/**
 * Cards rejected by eye, keyed by what they show and how ("<idea> | <look>"), so a rejection
 * still means the same picture after the picker changes which seed gives which recipe.
 */
function rejectionKey(c: TaleCandidate): string {
  return `${c.idea} | ${c.recipe.look}`;
}

const chosen: TaleCandidate[] = [];
const ideas = new Set<string>();
const families = new Map<string, number>();
const whoAction = new Map<string, number>();
const styles = new Map<string, number>();
const actionCounts = new Map<string, number>();
const palettes = new Map<string, number>();
const places = new Map<string, number>();
const twistKinds = new Map<string, number>();
const motifs = new Map<string, number>();
const feelings = new Map<string, number>();
const framings = new Map<string, number>();
const motifCap = Math.floor(rules.maxMotifShare * TALES_SIZE);
const bump = (m: Map<string, number>, k: string): void => {
  m.set(k, (m.get(k) ?? 0) + 1);
};
const under = (m: Map<string, number>, k: string, cap: number): boolean => (m.get(k) ?? 0) < cap;

/** Whether a candidate can join without breaking a rule (`familyCap`: cards per family). */
function fits(c: TaleCandidate, familyCap: number): boolean {
  const r = c.recipe;
  if (rejected[rejectionKey(c)] !== undefined) return false;
  if (ideas.has(c.idea)) return false;
  const minHeight =
    rules.minHeights[r.framing] ??
    (r.look === 'silhouette' ? rules.minSilhouetteHeight : rules.minSubjectHeight);
  if (c.height < minHeight) return false;
  if (!under(feelings, r.feeling, rules.feelingCaps[r.feeling] ?? TALES_SIZE)) return false;
  if (!under(framings, r.framing, rules.framingCaps[r.framing] ?? TALES_SIZE)) return false;
  if (c.contrast < rules.minContrast) return false;
  if (r.twist === null && !dreamlike(r.action, r.object)) return false;
  if (propMotifsOf(r).some((m) => !under(motifs, m, rules.motifCaps[m] ?? motifCap))) return false;
  if (!under(families, c.family, familyCap)) return false;
  if (!under(whoAction, `${r.who}/${r.action}`, rules.whoActionCap)) return false;
  if (!under(actionCounts, r.action, relations.has(r.action) ? rules.relationCap : rules.actionCap))
    return false;
  if (!under(styles, r.look, Math.min(rules.styleCap, rules.lookCaps[r.look] ?? rules.styleCap)))
    return false;
  if (!under(palettes, r.palette, rules.paletteCap)) return false;
  if (!under(places, r.place, rules.placeCaps[r.place] ?? rules.placeCap)) return false;
  const kind = (r.twist ?? 'none').split(':')[0] ?? 'none';
  if (!under(twistKinds, kind, rules.twistCaps[kind] ?? 12)) return false;
  if (rules.lookPaletteBans[r.look]?.includes(r.palette) === true) return false;
  if (rules.lookActionBans[r.look]?.includes(r.action) === true) return false;
  if (rules.framingActionBans[r.framing]?.includes(r.action) === true) return false;
  const shots = rules.twistFramings[kind];
  if (shots !== undefined && !shots.includes(r.framing)) return false;
  for (const o of chosen) if (hammingDistance(o.hash, c.hash) < rules.minHashDistance) return false;
  return faultsOf(c).length === 0;
}

const faultCache = new Map<TaleCandidate, readonly string[]>();
/** The candidate's drawing faults (composed only for candidates every other rule lets in). */
function faultsOf(c: TaleCandidate): readonly string[] {
  let f = faultCache.get(c);
  if (f === undefined) {
    f = drawingFaults(c.recipe);
    faultCache.set(c, f);
  }
  return f;
}

function take(c: TaleCandidate): void {
  const r = c.recipe;
  chosen.push(c);
  ideas.add(c.idea);
  bump(families, c.family);
  bump(whoAction, `${r.who}/${r.action}`);
  bump(actionCounts, r.action);
  bump(styles, r.look);
  bump(palettes, r.palette);
  bump(places, r.place);
  bump(feelings, r.feeling);
  bump(framings, r.framing);
  bump(twistKinds, (r.twist ?? 'none').split(':')[0] ?? 'none');
  for (const m of propMotifsOf(r)) bump(motifs, m);
}

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
    const sizes = [...families.entries()].map(([f, k]) => (f === c.family ? k + 1 : k));
    if (familyCap > 1 && familyCollisionChance(sizes) >= rules.maxCollision) continue;
    take(c);
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
        if (familyCap > 1) {
          const sizes = [...families.entries()].map(([f, k]) => (f === c.family ? k + 1 : k));
          if (familyCollisionChance(sizes) >= rules.maxCollision) continue;
        }
        take(c);
        progress = true;
        break;
      }
      cursor.set(look, i);
      if (progress) break;
    }
  }
}

const collision = familyCollisionChance([...families.values()]);
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
for (const f of faultCache.values()) for (const k of f) bump(faultCounts, k);
console.log(
  `gate: drawing faults: ${String([...faultCache.values()].filter((f) => f.length > 0).length)} candidates rejected (${list(faultCounts)}); in the deck ${String(chosen.filter((c) => faultsOf(c).length > 0).length)}`,
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
