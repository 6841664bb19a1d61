// Replace cards of the Tales deck that read as the same picture as another card, each keeping its
// id, with new candidates that pass every curation rule against the rest of the deck.
//   node scripts/tales/swap.ts <ids file> [--sources fresh,new,more,older]
//                              [--without <action id>,…] [--redraw]
//     → src/data/tales.json, generated/tales/candidates.json, curation/retired-situations.txt
// The ids file names the cards to replace, the most needed first (numbers or tale-ids, any
// separators; `#` starts a comment). Candidates are drawn for the situations of their own
// compositions first (`freshActions`, then `newActions`, then `moreActions`: one card each in the
// deck, for a blind reviewer reads a second card of one composition as the same picture), then,
// when those run short, for the older actions the deck shows least. Situations that earlier swaps
// threw out (curation/retired-situations.txt) are never drawn; a swap adds to that list the
// situations of the cards it replaces that no card shows any more. Any card may go: the
// bots:eval rounds (packages/bots/eval/tales.json) keep the words of their cards as their
// writers saw them.
// Then: node scripts/tales/refresh.ts, and look at the new cards (try-ids.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale, type Recipe } from '../../src/tales/card.ts';
import { countBy } from '../../src/count.ts';
import { freshActions } from '../../src/tales/compose/actions/fresh.ts';
import { moreActions } from '../../src/tales/compose/actions/more.ts';
import { newActions } from '../../src/tales/compose/actions/new.ts';
import { actionOf, actions } from '../../src/tales/compose/compose.ts';
import type { Action } from '../../src/tales/compose/types.ts';
import { besideTheStory, pickRecipe } from '../../src/tales/compose/pick.ts';
import { talesDeck, type TaleCard } from '../../src/tales/deck.ts';
import { taleIdsIn } from '../../src/tales/ids.ts';
import { talesGates } from '../../src/tales/gates.ts';
import { TALES_SIZE, curationRules } from '../../src/tales/rules.ts';
import { Curation, loadRejected, lookAlikeIn, withSceneFamily, type Counted } from './curation.ts';
import { candidateOf, candidatesFile, swapSeeds, talesDir, type TaleCandidate } from './lib.ts';
import { retire, retiredSituations } from './retired.ts';

const idsFile = process.argv[2];
/**
 * The sources drawn from (`--sources new,more,older`, all by default): leave one out while the
 * bots cannot tell its situations yet (packages/bots/test/review-faults.test.ts).
 */
const sourceNames = (
  process.argv.includes('--sources')
    ? (process.argv[process.argv.indexOf('--sources') + 1] ?? '')
    : 'fresh,new,more,older'
).split(',');
/**
 * Situations never drawn: those earlier swaps threw out, and those named (`--without well-star,…`):
 * one being mended, or held back while a card of it is judged.
 */
const without = new Set([
  ...retiredSituations(),
  ...(process.argv.includes('--without')
    ? (process.argv[process.argv.indexOf('--without') + 1] ?? '').split(',').filter(Boolean)
    : []),
]);
/**
 * Whether the listed cards may be drawn again in their own situations (`--redraw`): after a
 * change to how a situation may be drawn (a look it no longer takes), its card is drawn anew.
 */
const redraw = process.argv.includes('--redraw');
if (idsFile === undefined) {
  console.error('usage: node scripts/tales/swap.ts <ids file>');
  process.exit(2);
}
/** Draws tried per card to replace before its situation counts as run short. */
const triesPerCard = Number(process.env.FABULA_SWAP_TRIES ?? 400);

const root = join(import.meta.dirname, '..', '..');
const deckFile = join(root, 'src', 'data', 'tales.json');

// In the file's order: when replacements run short, the first listed are replaced first.
const ids = taleIdsIn(readFileSync(idsFile, 'utf8'));
/**
 * The situations of the listed cards are not drawn again for another: a card listed reads as
 * the same picture as one kept, or was thrown out, and its situation on another id kept the
 * look-alike (a swap gave the snowman shaded from the sun, gone from one id, to the next).
 */
const leaving = new Set(
  redraw ? [] : talesDeck.filter((c) => ids.includes(c.id)).map((c) => c.recipe.action),
);
const unknown = ids.filter((id) => !talesDeck.some((c) => c.id === id));
const unknownWithout = [...without].filter((id) => !actions.some((a) => a.id === id));
if (ids.length === 0 || unknown.length > 0 || unknownWithout.length > 0) {
  if (ids.length === 0) console.error(`no card ids in ${idsFile}`);
  if (unknownWithout.length > 0) console.error(`no such situation: ${unknownWithout.join(' ')}`);
  if (unknown.length > 0) console.error(`not in the deck: ${unknown.join(' ')}`);
  process.exit(2);
}

const byId = new Map(talesDeck.map((c) => [c.id, withSceneFamily(c)]));
const rejected = loadRejected();
const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));
/** Candidates drawn and measured, by seed (each source draws from its own seeds). */
const measured = new Map<number, TaleCandidate>();
const tally = (m: ReadonlyMap<string, number> | undefined): string =>
  [...(m ?? [])]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');

/**
 * Where replacements come from, in order: the new situations (in their own framings), then the
 * ones added after them (`moreActions`), then the older actions the deck shows least (`fewCards` cards or fewer once the listed cards are out),
 * on things they do not show yet. Each source draws with pickRecipe over its actions from its
 * own seeds and queues the draws by action; an action gives at most `perAction` cards, one to
 * every action of its source before a second, each unlike its siblings in subject, place, look
 * and framing (but for an action drawn in one shot only), so the swap makes no template of its own.
 */
interface Source {
  readonly name: string;
  readonly pool: readonly Action[];
  readonly ownFraming: boolean;
  /** An action's cards at most: the swap's own, or with `inDeck` the deck's cards of it too. */
  readonly perAction: number;
  readonly inDeck: boolean;
  /**
   * Whether its cards come without a twist that stands a thing beside the story (a giant skull
   * beside a snail race, a mirror beside a procession): a composition of its own is the picture.
   */
  readonly bare: boolean;
  seed: number;
  readonly queues: Map<string, Recipe[]>;
}
const fewCards = 4;

/**
 * Replacements for the listed cards, in their order, with the listed cards out of the deck and
 * every other card in it: the swap's choice if each listed card gets one.
 */
async function replace(listed: readonly string[]) {
  const deck = new Curation(rejected);
  for (const card of byId.values()) if (!listed.includes(card.id)) deck.take(card);
  /** What a replacement must not look like: the cards that stay, and the swap's own. */
  const others: Counted[] = [...deck.chosen];
  const passedOver = new Map<string, Map<string, number>>();
  const passOver = (action: string, why: string): null => {
    const mine = passedOver.get(action) ?? new Map<string, number>();
    mine.set(why, (mine.get(why) ?? 0) + 1);
    passedOver.set(action, mine);
    return null;
  };

  /**
   * The candidate drawn from `recipe` if it may join the deck: every curation rule, one card
   * per scene (`familyCap` 1: a scene the deck already has is a look-alike), no card that stays
   * or that the swap brings showing the same action on the same thing or closer than the hash
   * rule, and no twist the deck plays twice already (a third giant apple beside another story
   * reads as the same gag). A new situation comes in one of its own framings (a keyhole seen
   * near, not from high above).
   */
  async function admit(recipe: Recipe, source: Source): Promise<TaleCandidate | null> {
    const no = (why: string): null => passOver(recipe.action, why);
    const ownFraming = source.ownFraming;
    // A twist is stored with its variant ("giant:boot").
    const twist = recipe.twist?.split(':')[0];
    if (source.bare && twist !== undefined && besideTheStory.has(twist))
      return no('a thing beside a composition of its own');
    if (ownFraming && !actionOf(recipe.action).framings.includes(recipe.framing))
      return no('not its own framing');
    if (recipe.twist !== null && others.filter((o) => o.recipe.twist === recipe.twist).length >= 2)
      return no('twist on two cards already');
    const sameStory = (o: Counted): boolean =>
      o.recipe.action === recipe.action && o.recipe.object === recipe.object;
    if (others.some(sameStory)) return no('same action and thing as a card');
    let c = measured.get(recipe.seed);
    if (c === undefined) {
      const drawn = drawTale(recipe);
      const broken = deck.recipeBreaks({ recipe, ...drawn.meta }, 1);
      if (broken !== null) return no(broken);
      c = await candidateOf(recipe, drawn, await pool.render(drawn.svg, 64));
      measured.set(recipe.seed, c);
    }
    const broken = deck.breaks(c, 1);
    if (broken !== null) return no(broken);
    if (lookAlikeIn(c, others) !== undefined) return no('look-alike');
    return c;
  }

  const shown = countBy(others, (c) => c.recipe.action);
  const situations = [freshActions, newActions, moreActions].flat();
  const older = actions.filter(
    (a) => !situations.includes(a) && (shown.get(a.id) ?? 0) <= fewCards,
  );
  const oneEach = { ownFraming: true, perAction: 1, inDeck: true };
  const sources: Source[] = [
    { name: 'fresh', pool: freshActions, ...oneEach, bare: true, seed: swapSeeds.freshActions },
    { name: 'new', pool: newActions, ...oneEach, bare: false, seed: swapSeeds.newActions },
    { name: 'more', pool: moreActions, ...oneEach, bare: false, seed: swapSeeds.moreActions },
    {
      name: 'older',
      pool: older,
      ownFraming: false,
      perAction: 2,
      inDeck: false,
      bare: false,
      seed: swapSeeds.otherActions,
    },
  ]
    .filter((s) => sourceNames.includes(s.name))
    .map((s) => ({ ...s, pool: s.pool.filter((a) => !without.has(a.id) && !leaving.has(a.id)) }))
    .map((s) => ({ ...s, queues: new Map(s.pool.map((a) => [a.id, []])) }));
  const given = new Map<string, TaleCandidate[]>();
  const runShort = new Set<string>();

  /** The next candidate of one action of a source that may join, or null after its tries. */
  async function nextOf(source: Source, action: string): Promise<TaleCandidate | null> {
    const queue = source.queues.get(action) ?? [];
    const siblings = given.get(action) ?? [];
    for (let tries = 0; tries < triesPerCard; tries++) {
      while (queue.length === 0) {
        const r = pickRecipe(source.seed++, source.pool);
        source.queues.get(r.action)?.push(r);
      }
      const r = queue.shift() as Recipe;
      // A close-up drawn near only differs in the rest.
      const oneShot = actionOf(action).framings.length === 1;
      const twin = siblings.some(
        ({ recipe: o }) =>
          o.who === r.who ||
          o.place === r.place ||
          o.look === r.look ||
          (o.framing === r.framing && !oneShot),
      );
      const c = twin
        ? passOver(action, 'a sibling with its subject, place, look or framing')
        : await admit(r, source);
      if (c !== null) return c;
    }
    return null;
  }

  /**
   * How many more cards of an action the swap may give: its source's cap (but two for an action
   * drawn in one shot only: three eyes at a keyhole, each framed near, read as one picture), less
   * the deck's cards of it that stay when the source counts them.
   */
  const capOf = (source: Source, action: string): number =>
    (actionOf(action).framings.length === 1 ? Math.min(2, source.perAction) : source.perAction) -
    (source.inDeck ? (shown.get(action) ?? 0) : 0);

  /** The next replacement: from the first source with an action left, the least given first. */
  async function nextCard(): Promise<TaleCandidate | null> {
    for (const source of sources) {
      const open = [...source.queues.keys()]
        .filter((a) => !runShort.has(a) && (given.get(a)?.length ?? 0) < capOf(source, a))
        .sort((a, b) => (given.get(a)?.length ?? 0) - (given.get(b)?.length ?? 0));
      for (const action of open) {
        const c = await nextOf(source, action);
        if (c !== null) return c;
        runShort.add(action);
      }
    }
    return null;
  }

  const chosenFor = new Map<string, TaleCandidate>();
  for (const id of listed) {
    const c = await nextCard();
    if (c === null) break;
    given.set(c.recipe.action, [...(given.get(c.recipe.action) ?? []), c]);
    deck.take(c);
    others.push(c);
    chosenFor.set(id, c);
  }
  return { chosenFor, given, runShort, passedOver, deck };
}

// With all the listed cards out, the replacements run short after some; the others stay in the
// deck, so the choice is made again with only the first listed out, until each gets one.
let listed = ids;
let swap = await replace(listed);
while (swap.chosenFor.size < listed.length) {
  listed = listed.slice(0, swap.chosenFor.size);
  swap = await replace(listed);
}
// The step down may go too far (a card that stays takes the place of several), and a card
// further down the list frees other places (its palette, its props): each listed card left is
// tried in turn, and kept in the swap when every card still gets a replacement.
for (const id of ids.filter((i) => !listed.includes(i))) {
  const more = ids.filter((i) => i === id || listed.includes(i));
  const tried = await replace(more);
  if (tried.chosenFor.size === more.length) [listed, swap] = [more, tried];
}
pool.close();
const { chosenFor, given, runShort, passedOver, deck } = swap;
for (const id of ids.filter((i) => !listed.includes(i)))
  console.error(`${id}: no candidate passes the rules; the card stays`);

const cards = talesDeck.map((card) => {
  const c = chosenFor.get(card.id);
  if (c === undefined) return card;
  const { meta } = drawTale(c.recipe);
  return { id: card.id, ...meta, recipe: c.recipe, hash: c.hash, contrast: c.contrast };
});
writeFileSync(deckFile, `${JSON.stringify(cards, null, 1)}\n`);
storeCandidates([...chosenFor.values()]);
retireLeavers();

for (const [id, c] of chosenFor) {
  const old = talesDeck.find((card) => card.id === id) as TaleCard;
  console.log(
    `${id}: ${old.idea} (${old.style}) → ${c.idea} (${c.recipe.look}, ${c.recipe.framing})`,
  );
}
console.log(
  `swapped ${String(chosenFor.size)} of ${String(ids.length)}; cards per action: ${tally(new Map([...given].map(([a, cs]) => [a, cs.length])))}; run short: ${[...runShort].join(', ') || 'none'}`,
);
const allPassedOver = new Map<string, number>();
for (const m of passedOver.values())
  for (const [why, n] of m) allPassedOver.set(why, (allPassedOver.get(why) ?? 0) + n);
console.log(`passed over: ${tally(allPassedOver)}`);
for (const action of runShort)
  console.log(`  ${action} passed over: ${tally(passedOver.get(action))}`);
const faults = cards.map((c) => deck.faultsOf(chosenFor.get(c.id) ?? c));
const gates = talesGates(cards, TALES_SIZE, curationRules, faults);
for (const line of gates.lines) console.log(line);
if (!gates.ok || chosenFor.size < ids.length) process.exitCode = 1;

/**
 * The situations of the replaced cards that no card shows any more, into the retired list: the
 * next swap must not draw back the look-alike this one threw out.
 */
function retireLeavers(): void {
  const shownNow = new Set(cards.map((c) => c.recipe.action));
  const today = new Date().toISOString().slice(0, 10);
  const reasons = new Map<string, string>();
  for (const id of chosenFor.keys()) {
    const action = byId.get(id)?.recipe.action;
    if (action !== undefined && !shownNow.has(action))
      reasons.set(action, `${id} swapped out on ${today}`);
  }
  const added = retire(reasons);
  if (added.length > 0) console.log(`retired: ${added.join(', ')}`);
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
