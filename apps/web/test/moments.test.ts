import { describe, expect, it } from 'vitest';
import { moments } from '../src/logic/moments.ts';
import { roundResult as round } from './round-result.ts';

describe('best moments', () => {
  const history = [
    round({
      round: 1,
      storyteller: 0,
      storytellerSlot: 1,
      outcome: 'allFound',
      board: [
        { slot: 1, card: 'a', owner: 0, voters: [1, 2, 3] },
        { slot: 2, card: 'b', owner: 1, voters: [] },
      ],
    }),
    round({
      round: 2,
      storyteller: 1,
      storytellerSlot: 2,
      board: [
        { slot: 1, card: 'c', owner: 2, voters: [0, 3] },
        { slot: 2, card: 'd', owner: 1, voters: [2] },
        { slot: 3, card: 'e', owner: 3, voters: [] },
      ],
    }),
  ];

  it('finds the clue that fooled most, the card everyone found and the best decoy', () => {
    const found = moments(history);
    expect(found.find((m) => m.kind === 'fooled')).toEqual({
      kind: 'fooled',
      round: 2,
      storyteller: 1,
      clue: { kind: 'text', text: 'moon' },
      card: 'd',
      missed: 2,
      voters: 3,
    });
    expect(found.find((m) => m.kind === 'everyone')).toMatchObject({ round: 1, card: 'a' });
    expect(found.find((m) => m.kind === 'decoy')).toEqual({
      kind: 'decoy',
      round: 2,
      owner: 2,
      card: 'c',
      votes: 2,
    });
    expect(found.some((m) => m.kind === 'trap')).toBe(false);
  });

  it('has no moments before any round, and counts the Party trap without a decoy of it', () => {
    expect(moments([])).toEqual([]);
    const party = round({
      round: 1,
      storytellerSlot: null,
      outcome: 'popularity',
      trap: 2,
      board: [
        { slot: 1, card: 'a', owner: 1, voters: [1] },
        { slot: 2, card: 'b', owner: 2, voters: [3, 0] },
      ],
    });
    const found = moments([party]);
    expect(found.find((m) => m.kind === 'trap')).toMatchObject({ card: 'b', caught: 2 });
    // A vote for one's own card draws nobody in: no decoy.
    expect(found.some((m) => m.kind === 'decoy' || m.kind === 'fooled')).toBe(false);
  });
});
