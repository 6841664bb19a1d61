import { describe, expect, it } from 'vitest';
import { legalCommands, viewFor } from '../src/index.ts';
import {
  T0,
  act,
  clue,
  firstCard,
  hand,
  refuse,
  slotOf,
  start,
  submitAll,
  vote,
} from './support/drive.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('Party (RULES.md §4.1)', () => {
  it('PA-CLUE-FIRST: the storyteller gives the clue without seeing their hand, then submits', () => {
    let s = start('party', 6);
    expect(viewFor(s, { seat: 0 }).hand).toBeUndefined();
    expect(viewFor(s, { seat: 1 }).hand).toEqual(hand(s, 1));
    expect(legalCommands(s, 0)).toEqual([
      { type: 'clue', cards: null, kinds: ['text', 'emoji', 'drawing'] },
    ]);
    expect(
      refuse(s, {
        type: 'clue',
        seat: 0,
        at: T0,
        clue: { kind: 'text', text: 'x' },
        card: firstCard(s, 0),
      }),
    ).toBe('card_not_allowed');
    s = clue(s, 0);
    expect(viewFor(s, { seat: 0 }).hand).toEqual(hand(s, 0));
    s = submitAll(s, seats(6));
    expect(s.phase.kind === 'vote' && s.phase.board).toHaveLength(6);
  });

  it('PA-VOTE: everyone votes, own card allowed; the storyteller also sets the trap', () => {
    let s = submitAll(clue(start('party', 6), 0), seats(6));
    expect(refuse(s, { type: 'trap', seat: 1, at: T0, slot: 1 })).toBe('not_storyteller');
    s = act(s, { type: 'trap', seat: 0, at: T0, slot: slotOf(s, 5) });
    expect(refuse(s, { type: 'trap', seat: 0, at: T0, slot: 2 })).toBe('already_acted');
    expect(viewFor(s, { seat: 1 }).phase).toMatchObject({ trapSet: true });
    expect(JSON.stringify(viewFor(s, { seat: 1 }).phase)).not.toContain('myTrap');
    expect(viewFor(s, { seat: 0 }).phase).toMatchObject({ myTrap: slotOf(s, 5) });
    s = vote(s, 0, [slotOf(s, 0)]); // own card: allowed in Party
    s = vote(s, 1, [slotOf(s, 0)]);
    s = vote(s, 2, [slotOf(s, 0)]);
    s = vote(s, 3, [slotOf(s, 5)]);
    s = vote(s, 4, [slotOf(s, 5)]);
    s = vote(s, 5, [slotOf(s, 4)]);
    expect(s.phase.kind).toBe('reveal');
    expect(s.scores).toEqual([3, 3, 3, 0, 0, 0]);
  });

  it('PA-PASS: after refilling, every hand moves to the next seat', () => {
    let s = submitAll(clue(start('party', 6), 0), seats(6));
    s = act(s, { type: 'trap', seat: 0, at: T0, slot: 1 });
    for (const seat of seats(6)) s = vote(s, seat, [slotOf(s, (seat + 1) % 6)]);
    const kept = s.hands.map((h) => [...h]);
    for (const seat of seats(6)) s = act(s, { type: 'continue', seat, at: T0 });
    for (const seat of seats(6)) {
      const receiver = (seat + 1) % 6;
      expect(hand(s, receiver)).toEqual(expect.arrayContaining(kept[seat] ?? []));
      expect(hand(s, receiver)).toHaveLength(4);
    }
    expect(s.phase.kind === 'clue' && s.phase.round.storyteller).toBe(1);
  });
});

describe('Teams (RULES.md §4.2)', () => {
  // 8 players: teams (0,4) (1,5) (2,6) (3,7); seat 0 tells, seat 4 is the partner
  it('TM-LOCK: either partner may submit; the first submission locks the team', () => {
    let s = clue(start('teams', 8), 0);
    expect(legalCommands(s, 1)).toHaveLength(1);
    expect(legalCommands(s, 5)).toHaveLength(1);
    s = act(s, { type: 'submit', seat: 5, at: T0, cards: [firstCard(s, 5)] });
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: [firstCard(s, 1)] })).toBe(
      'team_already_submitted',
    );
    expect(legalCommands(s, 1)).toEqual([]);
    expect(viewFor(s, { seat: 0 }).phase).toMatchObject({ submitted: [0, 5] });
  });

  it('TM-VOTER: the partner who did not submit votes; storyteller and partner do not', () => {
    let s = clue(start('teams', 8), 0);
    s = submitAll(s, [4, 1, 6, 3]);
    expect(s.phase.kind === 'vote' && s.phase.board).toHaveLength(5);
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [slotOf(s, 0)] })).toBe('not_a_voter');
    expect(refuse(s, { type: 'vote', seat: 4, at: T0, slots: [slotOf(s, 1)] })).toBe('not_a_voter');
    s = vote(s, 5, [slotOf(s, 0)]);
    s = vote(s, 2, [slotOf(s, 4)]);
    s = vote(s, 7, [slotOf(s, 6)]);
    expect(s.phase.kind).toBe('reveal');
    const teamScores = s.history[0]?.teamScoresAfter;
    // storyteller 3 + partner's bonus 1; team 1 found 3; team 2: 0 + 1 bonus; team 3: 0
    expect(teamScores).toEqual([4, 3, 1, 0]);
  });

  it("VO-TEAM: a voter may vote for its own team's card: it finds nothing and earns no bonus", () => {
    let s = clue(start('teams', 8), 0);
    s = submitAll(s, [4, 1, 6, 3]);
    s = vote(s, 5, [slotOf(s, 1)]); // seat 1 is seat 5's partner
    s = vote(s, 2, [slotOf(s, 0)]);
    s = vote(s, 7, [slotOf(s, 6)]);
    // storyteller team 3; team 1: 5 missed, no bonus for 1; team 2: 2 found 3, 6's bonus 1
    expect(s.history[0]?.teamScoresAfter).toEqual([3, 0, 4, 0]);
    const seat1 = s.history[0]?.points.find((p) => p.seat === 1);
    expect(seat1?.reasons).toEqual([]);
  });

  it('TM-REFILL: only the players who submitted draw back up', () => {
    let s = submitAll(clue(start('teams', 8), 0), [4, 1, 6, 3]);
    s = vote(vote(vote(s, 5, [slotOf(s, 0)]), 2, [slotOf(s, 0)]), 7, [slotOf(s, 1)]);
    const before = s.hands.map((h) => [...h]);
    for (const seat of seats(8)) s = act(s, { type: 'continue', seat, at: T0 });
    for (const seat of [2, 5, 7]) expect(hand(s, seat)).toEqual(before[seat]);
    expect(s.hands.every((h) => h.length === 4)).toBe(true);
  });
});
