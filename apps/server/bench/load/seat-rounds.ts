import type { RoundResult } from '@fabula/rules';

/**
 * A seat's history rounds on their way to the bots' thread (decider.ts): a view is sent there
 * with only the rounds that thread does not hold yet for the seat, and joined there to those it
 * holds. Past rounds never change within a game, and the client's joined history reuses their
 * objects (history-delta.ts), so object identity tells whether the rounds held are a prefix.
 */

/** What the bots' thread holds of a seat's rounds: how many, and the first and last of them. */
export interface HeldRounds {
  readonly count: number;
  readonly first: RoundResult | undefined;
  readonly last: RoundResult | undefined;
}

/** The index from which `history` must be sent, given what the other side holds. */
export function roundsFrom(held: HeldRounds | undefined, history: readonly RoundResult[]): number {
  if (held === undefined || history.length < held.count) return 0;
  if (held.count === 0) return 0;
  // A new game has new rounds: either end differing means the held rounds are not a prefix.
  return history[0] === held.first && history[held.count - 1] === held.last ? held.count : 0;
}

/** What the other side holds once `history` has been sent. */
export function heldAfter(history: readonly RoundResult[]): HeldRounds {
  return { count: history.length, first: history[0], last: history.at(-1) };
}

/**
 * The whole history on the receiving side: the rounds it held before `from`, then those sent.
 * The sender tracks what it sent, in order, so a mismatch is a bug and throws.
 */
export function joinRounds(
  held: readonly RoundResult[],
  from: number,
  sent: readonly RoundResult[],
): readonly RoundResult[] {
  if (from === 0) return sent;
  if (held.length !== from) {
    throw new Error(`${String(held.length)} rounds held, ${String(from)} expected`);
  }
  return [...held, ...sent];
}
