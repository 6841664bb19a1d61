// Choose the 336 cards of the built-in deck from the candidates.
//   node scripts/curate.ts
// Reads generated/candidates/index.json and curation/rejected.json (cards rejected by eye, as
// "template#seed"); writes src/data/deck.json and src/data/hashes.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { countBy } from '../src/count.ts';
import { drawCard } from '../src/draw.ts';
import { describeCard } from '../src/meta.ts';
import { palettes } from '../src/palettes.ts';
import { createRng } from '../src/random.ts';
import { hammingDistance } from '../src/raster.ts';
import type { SkyCard as CardMeta } from '../src/types.ts';
import type { Candidate } from './lib/candidate.ts';
import { candidatesDir, dataDir, packageDir } from './lib/paths.ts';
import { DECK_SIZE, MIN_HASH_DISTANCE, TEMPLATE_CAP } from '../src/rules.ts';

const candidates = JSON.parse(
  readFileSync(join(candidatesDir, 'index.json'), 'utf8'),
) as Candidate[];
const rejected = new Set(
  JSON.parse(readFileSync(join(packageDir, 'curation', 'rejected.json'), 'utf8')) as string[],
);

const templateIds = [...new Set(candidates.map((c) => c.template))];
const paletteCap = Math.ceil(DECK_SIZE / palettes.length);
// Spread evenly: every template gets about the same share, never above the 8% cap.
const templateTarget = Math.min(TEMPLATE_CAP, Math.ceil(DECK_SIZE / templateIds.length));
const perTemplatePalette = 3;

const rng = createRng('curation');
const pool = rng.shuffle(
  candidates.filter((c) => !rejected.has(`${c.template}#${String(c.seed)}`)),
);
const chosen: Candidate[] = [];
const byTemplate = new Map<string, number>();
const byPalette = new Map<string, number>();
const byPair = new Map<string, number>();
const count = (map: Map<string, number>, key: string): number => map.get(key) ?? 0;

function fits(c: Candidate, templateLimit: number, paletteLimit: number): boolean {
  if (count(byTemplate, c.template) >= templateLimit) return false;
  if (count(byPalette, c.palette) >= paletteLimit) return false;
  if (count(byPair, `${c.template}/${c.palette}`) >= perTemplatePalette) return false;
  return chosen.every((other) => hammingDistance(other.hash, c.hash) >= MIN_HASH_DISTANCE);
}

// Scarce palettes first: a palette that few templates allow must take its chances early.
const scarcity = new Map(
  palettes.map((p) => [p.id, pool.filter((c) => c.palette === p.id).length]),
);
pool.sort((a, b) => (scarcity.get(a.palette) ?? 0) - (scarcity.get(b.palette) ?? 0));

// Round-robin over templates so that no template fills up before the others start.
for (const [templateLimit, paletteLimit] of [
  [templateTarget, paletteCap],
  [TEMPLATE_CAP, paletteCap + 2],
  [TEMPLATE_CAP, paletteCap + 6],
] as const) {
  let progress = true;
  while (chosen.length < DECK_SIZE && progress) {
    progress = false;
    for (const template of templateIds) {
      if (chosen.length >= DECK_SIZE) break;
      const next = pool.find(
        (c) =>
          c.template === template && !chosen.includes(c) && fits(c, templateLimit, paletteLimit),
      );
      if (!next) continue;
      chosen.push(next);
      byTemplate.set(next.template, count(byTemplate, next.template) + 1);
      byPalette.set(next.palette, count(byPalette, next.palette) + 1);
      byPair.set(
        `${next.template}/${next.palette}`,
        count(byPair, `${next.template}/${next.palette}`) + 1,
      );
      progress = true;
    }
  }
}
if (chosen.length < DECK_SIZE)
  throw new Error(`only ${String(chosen.length)} cards fit the rules; generate more candidates`);

// Deal the deck in a mixed order so neighbouring ids are not the same template.
const dealt = createRng('deal').shuffle(chosen);
const deck: CardMeta[] = dealt.map((c, i) => {
  const recipe = { template: c.template, seed: c.seed, palette: c.palette };
  return {
    id: `fabula-${String(i + 1).padStart(3, '0')}`,
    ...describeCard(recipe, drawCard(recipe).facts),
  };
});
const hashes = Object.fromEntries(dealt.map((c, i) => [deck[i]?.id ?? '', c.hash]));
/** Write JSON the way the repo's Prettier check wants it, so curation never breaks the gate. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, filepath: file }));
}
await writeJson(join(dataDir, 'deck.json'), deck);
await writeJson(join(dataDir, 'hashes.json'), hashes);

const tally = (key: (c: Candidate) => string): string =>
  [...countBy(chosen, key)]
    .map(([k, v]) => `${k} ${String(v)}`)
    .sort()
    .join(', ');
console.log(
  `chose ${String(deck.length)} of ${String(candidates.length)} candidates (${String(rejected.size)} rejected by eye)`,
);
console.log(`per template: ${tally((c) => c.template)}`);
console.log(`per palette: ${tally((c) => c.palette)}`);
