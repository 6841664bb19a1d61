// Re-cast chosen Tales cards: give each a new main character (recipe.who) or a new look
// (recipe.look), draw it again and rewrite its idea, alt text, style, concepts, objects, hash and
// contrast in src/data/tales.json (and its candidate in generated/tales/candidates.json, so a
// later curate.ts keeps the new cast).
//   node scripts/tales/recast.ts [curation/recast.txt] [--dry]
// The list holds `tale-NNN species  # why` and `tale-NNN look:pastel  # why` lines (# starts a
// comment). A card no longer in the deck is skipped (the lead swaps cards out before applying the
// list); a card is refused when its action does not allow the species (the action's `who` list)
// or the look (its `notLooks`, pastel on a pale palette), when its new idea is another card's or
// when its contrast falls under the curation floor. Re-running with the list applied changes
// nothing. Exit code 1 when a card was refused, a look went over its cap (`lookCaps`) or the
// deck's closest hash pair falls under the curation minimum.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { differenceHash, hammingDistance, rmsContrast } from '../../src/raster.ts';
import { countBy } from '../../src/count.ts';
import { RenderPool } from '../../src/render-pool.ts';
import { drawTale } from '../../src/tales/card.ts';
import { actionOf } from '../../src/tales/compose/compose.ts';
import { moreWhos, whos, type Who } from '../../src/tales/compose/cast.ts';
import { lookAllowed } from '../../src/tales/compose/pick.ts';
import { lookIds, type LookId } from '../../src/tales/looks/index.ts';
import { talesDeck, type TaleCard } from '../../src/tales/deck.ts';
import { curationRules } from '../../src/tales/rules.ts';
import { candidateOf, candidatesFile, roundContrast, type TaleCandidate } from './lib.ts';

const args = process.argv.slice(2);
const dry = args.includes('--dry');
const listFile =
  args.find((a) => !a.startsWith('--')) ??
  join(import.meta.dirname, '..', '..', 'curation', 'recast.txt');
const deckFile = join(import.meta.dirname, '..', '..', 'src', 'data', 'tales.json');
const known: readonly string[] = [...whos, ...moreWhos];

/** One line of the list: a new main character, or a new look. */
type Order =
  | { readonly id: string; readonly who: Who; readonly look?: undefined }
  | { readonly id: string; readonly look: LookId; readonly who?: undefined };
const orders: Order[] = [];
for (const [i, raw] of readFileSync(listFile, 'utf8').split('\n').entries()) {
  const line = raw.replace(/#.*/, '').trim();
  if (line === '') continue;
  const [id, who, extra] = line.split(/\s+/);
  if (id === undefined || who === undefined || extra !== undefined || !/^tale-\d{3}$/.test(id))
    throw new Error(
      `${listFile}:${String(i + 1)}: want "tale-NNN species" or "tale-NNN look:L", got "${line}"`,
    );
  const look = /^look:(.+)$/.exec(who)?.[1];
  if (look !== undefined) {
    if (!(lookIds as readonly string[]).includes(look))
      throw new Error(`${listFile}:${String(i + 1)}: no look "${look}"`);
    orders.push({ id, look: look as LookId });
    continue;
  }
  if (!known.includes(who)) throw new Error(`${listFile}:${String(i + 1)}: no species "${who}"`);
  orders.push({ id, who: who as Who });
}

const cards: TaleCard[] = [...talesDeck];
const pool = new RenderPool(Number(process.env.FABULA_RENDER_WORKERS ?? 1));
const fresh = new Map<string, TaleCandidate>();
let refused = 0;
let changed = 0;
const ideas = new Map(cards.map((c) => [c.idea, c.id]));
for (const { id, who, look } of orders) {
  const i = cards.findIndex((c) => c.id === id);
  const card = cards[i];
  if (card === undefined) {
    console.log(`${id} skipped: not in the deck`);
    continue;
  }
  if (card.recipe.who === who || card.recipe.look === look) continue;
  const action = actionOf(card.recipe.action);
  if (who !== undefined && action.who !== undefined && !action.who.includes(who)) {
    console.log(`${id} REFUSED: action ${action.id} does not cast a ${who}`);
    refused++;
    continue;
  }
  if (look !== undefined && !lookAllowed(action, card.recipe.palette, look)) {
    console.log(`${id} REFUSED: action ${action.id} in ${card.recipe.palette} takes no ${look}`);
    refused++;
    continue;
  }
  const recipe = look === undefined ? { ...card.recipe, who } : { ...card.recipe, look };
  const drawn = drawTale(recipe);
  const owner = ideas.get(drawn.meta.idea);
  if (owner !== undefined && owner !== id) {
    console.log(`${id} REFUSED: "${drawn.meta.idea}" is ${owner}'s idea`);
    refused++;
    continue;
  }
  const png = await pool.render(drawn.svg, 64);
  const hash = await differenceHash(png);
  const contrast = roundContrast(await rmsContrast(png));
  if (contrast < curationRules.minContrast) {
    console.log(
      `${id} REFUSED: contrast ${String(contrast)} under ${String(curationRules.minContrast)}`,
    );
    refused++;
    continue;
  }
  ideas.delete(card.idea);
  ideas.set(drawn.meta.idea, id);
  cards[i] = { id, ...drawn.meta, recipe, hash, contrast };
  // Keyed by the card's old candidate, which the new one replaces (a new look changes the key).
  fresh.set(
    `${String(card.recipe.seed)} ${card.recipe.look}`,
    await candidateOf(recipe, drawn, png),
  );
  changed++;
  const change =
    look === undefined ? `${card.recipe.who} → ${who}` : `${card.recipe.look} → ${look}`;
  console.log(`${id} ${change} | ${drawn.meta.idea}`);
}
pool.close();

let closest = 128;
let pair = '';
cards.forEach((a, i) => {
  for (const b of cards.slice(i + 1)) {
    const d = hammingDistance(a.hash, b.hash);
    if (d < closest) [closest, pair] = [d, `${a.id}/${b.id}`];
  }
});
if (!dry && changed > 0) {
  writeFileSync(deckFile, `${JSON.stringify(cards, null, 1)}\n`);
  if (existsSync(candidatesFile)) {
    const all = JSON.parse(readFileSync(candidatesFile, 'utf8')) as TaleCandidate[];
    const out = all.map((c) => fresh.get(`${String(c.recipe.seed)} ${c.recipe.look}`) ?? c);
    writeFileSync(candidatesFile, JSON.stringify(out));
  }
}
const looks = countBy(cards, (c) => c.recipe.look);
const overCap = [...looks].filter(([l, k]) => k > (curationRules.lookCaps[l] ?? Infinity));
for (const [l, k] of overCap)
  console.log(
    `look ${l} OVER ITS CAP: ${String(k)} cards (cap ${String(curationRules.lookCaps[l])})`,
  );
const count = countBy(cards, (c) => c.recipe.who);
console.log(
  `${String(changed)} re-cast${dry ? ' (dry run, nothing written)' : ''}, ${String(refused)} refused; closest pair ${String(closest)} bits ${pair} (min ${String(curationRules.minHashDistance)})`,
);
console.log(
  [...count]
    .sort((a, b) => b[1] - a[1])
    .map(([w, k]) => `${w} ${String(k)}`)
    .join(', '),
);
console.log(
  [...looks]
    .sort((a, b) => b[1] - a[1])
    .map(([l, k]) => `${l} ${String(k)}`)
    .join(', '),
);
if (refused > 0 || overCap.length > 0 || closest < curationRules.minHashDistance)
  process.exitCode = 1;
