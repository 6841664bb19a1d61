import type { RandomSource } from '@fabula/rules';
import { pickIndex } from '../mind.ts';

/** A player who will put cards on the board: how many cards they choose from, and how many. */
export interface DecoySource {
  readonly handSize: number;
  readonly takes: number;
  /** Whether this source's owner votes (and so never votes for these cards). */
  readonly votes: boolean;
}

/**
 * Imagined other hands: for each sample, for each decoy source, indices into the pool. The same
 * samples serve every candidate clue (common random numbers), so candidates are compared fairly.
 */
export function imagineHands(
  poolSize: number,
  sources: readonly DecoySource[],
  samples: number,
  random: RandomSource,
): number[][][] {
  const out: number[][][] = [];
  const needed = sources.reduce((n, s) => n + s.handSize, 0);
  for (let m = 0; m < samples; m++) {
    const order = Array.from({ length: poolSize }, (_, i) => i);
    const hands: number[][] = [];
    let next = 0;
    for (const source of sources) {
      const hand: number[] = [];
      for (let k = 0; k < source.handSize; k++) {
        if (needed <= poolSize) {
          // Partial Fisher–Yates: cards are dealt without replacement.
          const j = next + pickIndex(random, poolSize - next);
          const tmp = order[next] ?? 0;
          order[next] = order[j] ?? 0;
          order[j] = tmp;
          hand.push(order[next] ?? 0);
          next++;
        } else hand.push(pickIndex(random, poolSize));
      }
      hands.push(hand);
    }
    out.push(hands);
  }
  return out;
}

/** The `takes` best fits of a hand (what a submitter aiming at the clue puts down). */
export function bestFits(hand: readonly number[], fit: Float64Array, takes: number): number[] {
  if (takes === 1) {
    let best = -Infinity;
    for (const i of hand) best = Math.max(best, fit[i] ?? -Infinity);
    return [best];
  }
  return hand
    .map((i) => fit[i] ?? -Infinity)
    .sort((a, b) => b - a)
    .slice(0, takes);
}
