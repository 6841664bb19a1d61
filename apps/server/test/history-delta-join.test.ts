import type { RoundResult } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { wholeHistory, type HistoryHolder } from '../src/dev/history-delta.ts';

/** Stand-ins for rounds: the helper only moves them around. */
const rounds = [1, 2, 3, 4].map((round) => ({ round }) as unknown as RoundResult);
const push = (version: number, history: readonly RoundResult[], historyFrom?: number) =>
  ({
    room: 'K7QX3M',
    version,
    view: { history },
    ...(historyFrom === undefined ? {} : { historyFrom }),
  }) satisfies HistoryHolder;

describe('wholeHistory (the scripted and load clients)', () => {
  it('takes a whole push as it is', () => {
    expect(wholeHistory(null, push(5, rounds))).toBe(rounds);
  });

  it('joins a cut push to the whole view of the version before, or of its own', () => {
    const held = push(5, rounds.slice(0, 3));
    expect(wholeHistory(held, push(6, rounds.slice(3), 3))).toEqual(rounds);
    expect(wholeHistory(held, push(6, [], 3))).toEqual(rounds.slice(0, 3));
    expect(wholeHistory(push(6, rounds), push(6, rounds.slice(3), 3))).toEqual(rounds);
  });

  it('finds a gap: nothing held, a missed version, another room, too few rounds, a cut view', () => {
    const next = push(6, rounds.slice(3), 3);
    expect(wholeHistory(null, next)).toBeNull();
    expect(wholeHistory(push(4, rounds.slice(0, 3)), next)).toBeNull();
    expect(wholeHistory({ ...push(5, rounds.slice(0, 3)), room: 'ABCDEF' }, next)).toBeNull();
    expect(wholeHistory(push(5, rounds.slice(0, 2)), next)).toBeNull();
    expect(wholeHistory(push(5, rounds.slice(0, 3), 2), next)).toBeNull();
  });
});
