// Replace cards of the Tales deck that read as the same picture as another card, each keeping its
// id, with new candidates that pass every curation rule against the rest of the deck.
//   node scripts/tales/swap.ts <ids file>   → src/data/tales.json, generated/tales/candidates.json
// The ids file names the cards to replace (numbers or tale-ids, any separators; `#` starts a
// comment). Candidates are drawn for the new situations first (`newActions`, one card per
// situation before a second), then, when those run short, for any action whose scene has no card
// in the deck yet. A card written into a bots:eval round (packages/bots/eval/tales.json) is never
// replaced: its rounds were written by people looking at its picture.
// Then: node scripts/tales/refresh.ts, and look at the new cards (try-ids.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import { newActions } from '../../src/tales/compose/actions/new.ts';
import { actionOf } from '../../src/tales/compose/compose.ts';
import { pickRecipe } from '../../src/tales/compose/pick.ts';
import { talesDeck, type TaleCard } from '../../src/tales/deck.ts';
import { talesGates } from '../../src/tales/gates.ts';
import { TALES_SIZE, curationRules } from '../../src/tales/rules.ts';
import { Curation, loadRejected, lookAlikeIn, withSceneFamily } from './curation.ts';
import { candidateOf, candidatesFile, swapSeeds, talesDir, type TaleCandidate } from './lib.ts';

const idsFile = process.argv[2];
if (idsFile === undefined) {
  console.error('usage: node scripts/tales/swap.ts <ids file>');
  process.exit(2);
}
/**
 * Cards per new situation at most: each is one composition whatever pours out of the keyhole,
 * so a third eye at a keyhole would be a look-alike made by the swap itself.
 */
const perSituation = 2;
/** Draws tried per card to replace before its situation counts as run short. */
const triesPerCard = Number(process.env.FABULA_SWAP_TRIES ?? 400);

const root = join(import.meta.dirname, '..', '..');
const deckFile = join(root, 'src', 'data', 'tales.json');
const evalFile = join(root, '..', 'bots', 'eval', 'tales.json');

const ids = [
  ...new Set(
    readFileSync(idsFile, 'utf8')
      .replace(/#.*$/gm, '')
      .match(/\d+/g)
      ?.map((n) => `tale-${n.padStart(3, '0')}`) ?? [],
  ),
].sort();
const unknown = ids.filter((id) => !talesDeck.some((c) => c.id === id));
const inEval = evalCards();
const held = ids.filter((id) => inEval.has(id));
if (ids.length === 0 || unknown.length > 0 || held.length > 0) {
  if (ids.length === 0) console.error(`no card ids in ${idsFile}`);
  if (unknown.length > 0) console.error(`not in the deck: ${unknown.join(' ')}`);
  if (held.length > 0)
    console.error(`in a bots:eval round (keep them, replace another): ${held.join(' ')}`);
  process.exit(2);
}

const replaced = new Set(ids);
const kept = talesDeck.filter((c) => !replaced.has(c.id)).map(withSceneFamily);
const deck = new Curation(loadRejected());
for (const card of kept) deck.take(card);
const fresh: TaleCandidate[] = [];
const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));

/** Why candidates were passed over, for the printout: in all, and per action. */
const passedOver = new Map<string, number>();
const passedOverPerAction = new Map<string, Map<string, number>>();
let judged = '';
const passOver = (why: string): null => {
  passedOver.set(why, (passedOver.get(why) ?? 0) + 1);
  const mine = passedOverPerAction.get(judged) ?? new Map<string, number>();
  mine.set(why, (mine.get(why) ?? 0) + 1);
  passedOverPerAction.set(judged, mine);
  return null;
};
const tally = (m: ReadonlyMap<string, number> | undefined): string =>
  [...(m ?? [])]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');

/**
 * The candidate drawn from `recipe` if it may join the deck: every curation rule, one card per
 * scene (`familyCap` 1: a scene the deck already has is a look-alike), no card of the deck or of
 * this swap showing the same action on the same thing or closer than the hash rule, and no twist
 * the deck plays twice already (a third giant apple beside another story reads as the same gag). A new
 * situation comes in one of its own framings (a keyhole seen near, not from high above).
 */
async function admit(recipe: Recipe, ownFraming: boolean): Promise<TaleCandidate | null> {
  judged = recipe.action;
  if (ownFraming && !actionOf(recipe.action).framings.includes(recipe.framing))
    return passOver('not its own framing');
  const others = [...kept, ...fresh];
  if (recipe.twist !== null && others.filter((o) => o.recipe.twist === recipe.twist).length >= 2)
    return passOver('twist on two cards already');
  const sameStory = (o: { recipe: Recipe }): boolean =>
    o.recipe.action === recipe.action && o.recipe.object === recipe.object;
  if (others.some(sameStory)) return passOver('same action and thing as a card');
  const drawn = drawTale(recipe);
  const told = { recipe, idea: drawn.meta.idea, family: drawn.meta.family };
  const broken = deck.recipeBreaks(told, 1);
  if (broken !== null) return passOver(broken);
  const c = await candidateOf(recipe, drawn, await pool.render(drawn.svg, 64));
  const drawnBreak = deck.drawingBreaks(c);
  if (drawnBreak !== null) return passOver(drawnBreak);
  if (lookAlikeIn(c, others) !== undefined) return passOver('look-alike');
  return c;
}

/** Draws of the new situations, queued by action (pickRecipe over `newActions`). */
const queues = new Map<string, Recipe[]>(newActions.map((a) => [a.id, []]));
let nextSeed = swapSeeds.newActions;
function drawNew(): void {
  const r = pickRecipe(nextSeed++, newActions);
  queues.get(r.action)?.push(r);
}

/** The next candidate of one new situation that may join, or null after `triesPerCard` draws. */
async function nextOf(action: string): Promise<TaleCandidate | null> {
  const queue = queues.get(action) ?? [];
  for (let tries = 0; tries < triesPerCard; tries++) {
    while (queue.length === 0) drawNew();
    const c = await admit(queue.shift() as Recipe, true);
    if (c !== null) return c;
  }
  return null;
}

/** The next candidate of an older action whose scene the deck has no card of. */
let nextOtherSeed = swapSeeds.otherActions;
async function nextOther(): Promise<TaleCandidate | null> {
  for (let tries = 0; tries < triesPerCard * 10; tries++) {
    const recipe = pickRecipe(nextOtherSeed++);
    if (queues.has(recipe.action)) continue;
    const c = await admit(recipe, false);
    if (c !== null) return c;
  }
  return null;
}

// One card per new situation before a second (and never a third): the situation with the fewest
// cards goes next.
const perAction = new Map(newActions.map((a) => [a.id, 0]));
const runShort = new Set<string>();
const chosenFor = new Map<string, TaleCandidate>();
for (const id of ids) {
  let c: TaleCandidate | null = null;
  for (const action of [...perAction.keys()]
    .filter((a) => !runShort.has(a) && (perAction.get(a) ?? 0) < perSituation)
    .sort((a, b) => (perAction.get(a) ?? 0) - (perAction.get(b) ?? 0))) {
    c = await nextOf(action);
    if (c !== null) break;
    runShort.add(action);
  }
  c ??= await nextOther();
  if (c === null) {
    console.error(`${id}: no candidate passes the rules; the card stays`);
    continue;
  }
  const count = perAction.get(c.recipe.action);
  if (count !== undefined) perAction.set(c.recipe.action, count + 1);
  deck.take(c);
  fresh.push(c);
  chosenFor.set(id, c);
}
pool.close();

const cards = talesDeck.map((card) => {
  const c = chosenFor.get(card.id);
  if (c === undefined) return card;
  const { meta } = drawTale(c.recipe);
  return { id: card.id, ...meta, recipe: c.recipe, hash: c.hash, contrast: c.contrast };
});
writeFileSync(deckFile, `${JSON.stringify(cards, null, 1)}\n`);
storeCandidates([...chosenFor.values()]);

for (const [id, c] of chosenFor) {
  const old = talesDeck.find((card) => card.id === id) as TaleCard;
  console.log(
    `${id}: ${old.idea} (${old.style}) → ${c.idea} (${c.recipe.look}, ${c.recipe.framing})`,
  );
}
console.log(
  `swapped ${String(chosenFor.size)} of ${String(ids.length)}; situations run short: ${[...runShort].join(', ') || 'none'}`,
);
console.log(`passed over: ${tally(passedOver)}`);
for (const action of runShort)
  console.log(`  ${action} passed over: ${tally(passedOverPerAction.get(action))}`);
const faults = cards.map((c) => deck.faultsOf(chosenFor.get(c.id) ?? c));
const gates = talesGates(cards, TALES_SIZE, curationRules, faults);
for (const line of gates.lines) console.log(line);
if (!gates.ok || chosenFor.size < ids.length) process.exitCode = 1;

/** The ids of the cards on a board or the target of a bots:eval round. */
function evalCards(): Set<string> {
  const rounds = (
    JSON.parse(readFileSync(evalFile, 'utf8')) as {
      rounds: { board: string[]; target: string }[];
    }
  ).rounds;
  return new Set(rounds.flatMap((r) => [...r.board, r.target]));
}

/** The swap's candidates into the candidates file, so a later curate.ts finds them. */
function storeCandidates(chosen: readonly TaleCandidate[]): void {
  mkdirSync(talesDir, { recursive: true });
  const key = (c: TaleCandidate): string => `${String(c.recipe.seed)} ${c.recipe.look}`;
  const added = new Set(chosen.map(key));
  const before = existsSync(candidatesFile)
    ? (JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[])
    : [];
  const all = [...before.filter((c) => !added.has(key(c))), ...chosen].sort(
    (a, b) => a.recipe.seed - b.recipe.seed,
  );
  writeFileSync(candidatesFile, JSON.stringify(all));
  console.log(
    `${String(chosen.length)} candidates stored in ${candidatesFile} (${String(all.length)} in all)`,
  );
}
