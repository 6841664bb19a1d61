/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so that a card is fully defined by its
 * template and seed: the same inputs draw the same picture on every machine.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Pick with relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Roughly normal, mean 0, standard deviation about 1 (sum of uniforms, cheap and bounded). */
  gauss(): number;
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream, so adding draws in one part of a scene does not shift the others. */
  fork(label: string): Rng;
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(key: string): Rng {
  const mix = splitmix32(hashString(key));
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();

  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0;
        const item = items[i];
        if (roll < 0 && item !== undefined) return item;
      }
      return rng.pick(items);
    },
    gauss: () => (next() + next() + next() + next() - 2) * 1.732,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = copy[i] as (typeof copy)[number];
        copy[i] = copy[j] as (typeof copy)[number];
        copy[j] = tmp;
      }
      return copy;
    },
    fork: (label) => createRng(`${key}/${label}`),
  };
  return rng;
}
