import type { SeatCommand } from './commands.ts';
import type { Seat } from './ids.ts';
import type { LegalCommand } from './legal.ts';
import { Rng, seedRng } from './rng.ts';

/** A uniform random number in [0, 1), supplied by the caller (the engine has no global RNG). */
export type RandomSource = () => number;

/**
 * A seeded random source for callers that need reproducible choices outside a game (bots,
 * simulations, tests, benchmarks), built on the engine's own RNG.
 *
 * @example
 * const random = seededRandom('room-ABC123'); random(); // same sequence for the same seed
 */
export function seededRandom(seed: string): RandomSource {
  const rng = new Rng(seedRng(seed));
  return () => rng.nextUint32() / 4294967296;
}

function pickIndex(random: RandomSource, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

function pickSome<T>(random: RandomSource, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(...pool.splice(pickIndex(random, pool.length), 1));
  }
  return out;
}

/**
 * Turns one of a seat's legal commands into a concrete random move: the placeholder "random
 * bot" and the engine's property tests play this way. Returns null when the seat has no move.
 */
export function randomMove(
  legal: readonly LegalCommand[],
  seat: Seat,
  at: number,
  random: RandomSource,
): SeatCommand | null {
  if (legal.length === 0) return null;
  const move = legal[pickIndex(random, legal.length)] as LegalCommand;
  switch (move.type) {
    case 'claimStoryteller':
    case 'continue':
    case 'wait':
      return { type: move.type, seat, at };
    case 'clue': {
      const clue = { kind: 'text', text: `clue ${Math.floor(random() * 1000)}` };
      const card = move.cards === null ? undefined : pickSome(random, move.cards, 1)[0];
      return card === undefined
        ? { type: 'clue', seat, at, clue }
        : { type: 'clue', seat, at, clue, card };
    }
    case 'submit':
      return { type: 'submit', seat, at, cards: pickSome(random, move.cards, move.count) };
    case 'vote': {
      const count = move.maxVotes > 1 && random() < 0.5 ? move.maxVotes : 1;
      return { type: 'vote', seat, at, slots: pickSome(random, move.slots, count) };
    }
    case 'trap':
      return {
        type: 'trap',
        seat,
        at,
        slot: move.slots[pickIndex(random, move.slots.length)] ?? 1,
      };
  }
}
