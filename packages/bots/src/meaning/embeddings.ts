import { readFileSync } from 'node:fs';

/**
 * The word-vector space: GloVe 100-d vectors reduced to 40k words (scripts/reduce-embeddings.ts),
 * stored as int8 rows with a per-row scale. Loaded lazily, once per process, into unit-length
 * float rows so that a dot product is a cosine.
 */
export interface Embeddings {
  readonly dims: number;
  readonly words: readonly string[];
  readonly rows: Float32Array;
  readonly index: ReadonlyMap<string, number>;
}

let loaded: Embeddings | null = null;

export function embeddings(): Embeddings {
  loaded ??= load();
  return loaded;
}

function load(): Embeddings {
  const dataDir = new URL('../../data/', import.meta.url);
  const words = readFileSync(new URL('embeddings-words.txt', dataDir), 'utf8')
    .split('\n')
    .filter((w) => w.length > 0);
  const file = readFileSync(new URL('embeddings.bin', dataDir));
  if (file.toString('ascii', 0, 4) !== 'FBE1') throw new Error('embeddings.bin: bad magic');
  const count = file.readUInt32LE(4);
  const dims = file.readUInt32LE(8);
  if (count !== words.length) throw new Error('embeddings.bin and its word list disagree');
  const scalesAt = 12;
  const rowsAt = scalesAt + count * 4;
  const rows = new Float32Array(count * dims);
  const quantised = new Int8Array(file.buffer, file.byteOffset + rowsAt, count * dims);
  for (let r = 0; r < count; r++) {
    const scale = file.readFloatLE(scalesAt + r * 4);
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const x = (quantised[r * dims + d] ?? 0) * scale;
      rows[r * dims + d] = x;
      norm += x * x;
    }
    // Quantisation leaves rows a hair off unit length: renormalise so dots stay cosines.
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dims; d++) rows[r * dims + d] = (rows[r * dims + d] ?? 0) * inv;
  }
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  return { dims, words, rows, index };
}

/** The unit vector of a known word (a view into the matrix), or null. */
export function wordVector(word: string): Float32Array | null {
  const e = embeddings();
  const row = e.index.get(word);
  return row === undefined ? null : e.rows.subarray(row * e.dims, (row + 1) * e.dims);
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}

/** The normalised weighted mean of unit vectors; null when there is nothing to average. */
export function meanVector(
  parts: readonly { readonly vector: Float32Array; readonly weight: number }[],
): Float32Array | null {
  if (parts.length === 0) return null;
  const out = new Float32Array(embeddings().dims);
  for (const { vector, weight } of parts) {
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + (vector[i] ?? 0) * weight;
  }
  const norm = Math.sqrt(dot(out, out));
  if (norm === 0) return null;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / norm;
  return out;
}
