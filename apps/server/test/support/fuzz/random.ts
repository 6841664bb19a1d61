import { seededRandom } from '@fabula/rules';

/** The fuzzer's seeded choices: the same seed makes the same choices (given the same views). */
export interface Rand {
  /** [0, 1) */
  readonly next: () => number;
  /** An integer in [0, n). */
  below(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function rand(seed: string): Rand {
  const next = seededRandom(seed);
  const below = (n: number) => Math.min(n - 1, Math.floor(next() * n));
  return {
    next,
    below,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[below(items.length)] as T;
    },
  };
}
