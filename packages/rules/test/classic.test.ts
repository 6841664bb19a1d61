import { describe, expect, it } from 'vitest';
import { apply, viewFor } from '../src/index.ts';
import {
  T0,
  act,
  allCards,
  clue,
  firstCard,
  hand,
  refuse,
  slotOf,
  start,
  submitAll,
  vote,
} from './support/drive.ts';

describe('a classic round (RULES.md §2)', () => {
  it('RD-FLOW, RD-SCORE, RV-CONTINUE, VW-REVEAL: clue, submit, vote, score, refill, next storyteller', () => {
    let s = start('dixit', 4);
    expect(s.phase.kind).toBe('clue');
    const stCard = firstCard(s, 0);
    s = clue(s, 0);
    expect(hand(s, 0)).not.toContain(stCard);
    s = submitAll(s, [1, 2, 3]);
    expect(s.phase.kind).toBe('vote');
    const stSlot = slotOf(s, 0);
    s = vote(s, 1, [stSlot]);
    s = vote(s, 2, [slotOf(s, 1)]);
    s = vote(s, 3, [stSlot]);
    expect(s.phase.kind).toBe('reveal');
    expect(s.scores).toEqual([3, 3 + 1, 0, 3]);
    const result = s.history[0];
    expect(result?.storytellerSlot).toBe(stSlot);
    expect(result?.board.find((b) => b.slot === stSlot)).toMatchObject({ card: stCard, owner: 0 });
    for (const seat of [0, 1, 2, 3]) s = act(s, { type: 'continue', seat, at: T0 });
    expect(s.phase.kind === 'clue' && s.phase.round).toMatchObject({ number: 2, storyteller: 1 });
    expect(s.hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(s.discard).toHaveLength(4);
    expect(new Set(allCards(s)).size).toBe(120);
  });

  it('CL-STORYTELLER: only the storyteller gives the clue, with a card from their hand', () => {
    const s = start('dixit', 4);
    const text = { kind: 'text', text: 'echo' };
    expect(refuse(s, { type: 'clue', seat: 1, at: T0, clue: text, card: firstCard(s, 1) })).toBe(
      'not_storyteller',
    );
    expect(refuse(s, { type: 'clue', seat: 0, at: T0, clue: text, card: firstCard(s, 1) })).toBe(
      'card_not_in_hand',
    );
    expect(refuse(s, { type: 'clue', seat: 0, at: T0, clue: text })).toBe('card_required');
  });

  it('CL-TEXT: a clue is 1–140 characters after trimming, any script, emoji allowed', () => {
    const s = start('dixit', 4);
    const card = firstCard(s, 0);
    const give = (c: unknown) => apply(s, { type: 'clue', seat: 0, at: T0, clue: c, card });
    expect(give({ kind: 'text', text: '   ' })).toMatchObject({ error: { code: 'invalid_clue' } });
    expect(give({ kind: 'text', text: 'x'.repeat(141) })).toMatchObject({
      error: { code: 'invalid_clue' },
    });
    expect(give({ kind: 'text', text: '👨‍👩‍👧'.repeat(140) }).ok).toBe(true);
    expect(give({ kind: 'emoji', text: 'no emoji' })).toMatchObject({
      error: { code: 'invalid_clue' },
    });
    expect(give({ kind: 'emoji', text: '🌊 🌙' }).ok).toBe(true);
    expect(give({ kind: 'drawing', ref: '../etc' })).toMatchObject({
      error: { code: 'invalid_clue' },
    });
    expect(give('hello')).toMatchObject({ error: { code: 'invalid_clue' } });
    const given = give({ kind: 'text', text: '  Uudelleensyntyminen  ' });
    expect(
      given.ok && given.value.state.phase.kind === 'submit' && given.value.state.phase.clue,
    ).toEqual({
      kind: 'text',
      text: 'Uudelleensyntyminen',
    });
  });

  it('SU-ONCE: each non-storyteller submits once, one card from their hand, in the submit phase', () => {
    let s = start('dixit', 4);
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: [firstCard(s, 1)] })).toBe(
      'wrong_phase',
    );
    s = clue(s, 0);
    expect(refuse(s, { type: 'submit', seat: 0, at: T0, cards: [firstCard(s, 0)] })).toBe(
      'not_your_turn',
    );
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: [firstCard(s, 2)] })).toBe(
      'card_not_in_hand',
    );
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: hand(s, 1).slice(0, 2) })).toBe(
      'wrong_card_count',
    );
    s = submitAll(s, [1]);
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: [firstCard(s, 1)] })).toBe(
      'already_acted',
    );
    expect(refuse(s, { type: 'submit', seat: 7, at: T0, cards: [] })).toBe('not_a_seat');
  });

  it("VO-OWN, VO-ONCE: no vote for one's own card, the storyteller does not vote, one vote each", () => {
    let s = submitAll(clue(start('dixit', 4), 0), [1, 2, 3]);
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [slotOf(s, 1)] })).toBe(
      'cannot_vote_own_card',
    );
    expect(refuse(s, { type: 'vote', seat: 0, at: T0, slots: [slotOf(s, 1)] })).toBe('not_a_voter');
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [9] })).toBe('no_such_slot');
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [] })).toBe('wrong_vote_count');
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [slotOf(s, 0), slotOf(s, 2)] })).toBe(
      'second_vote_not_allowed',
    );
    s = vote(s, 1, [slotOf(s, 0)]);
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [slotOf(s, 2)] })).toBe(
      'already_acted',
    );
  });

  it('VO-SECOND: Odyssey from 7 players accepts a second, different vote', () => {
    let s = submitAll(clue(start('odyssey', 7), 0), [1, 2, 3, 4, 5, 6]);
    expect(refuse(s, { type: 'vote', seat: 1, at: T0, slots: [slotOf(s, 0), slotOf(s, 0)] })).toBe(
      'duplicate_vote',
    );
    s = vote(s, 1, [slotOf(s, 0), slotOf(s, 2)]);
    expect(s.phase.kind === 'vote' && s.phase.ballots[0]?.slots).toHaveLength(2);
  });

  it('TP-SUBMIT: three players submit two cards each, the board has 5, they draw 2', () => {
    let s = clue(start('dixit', 3), 0);
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: [firstCard(s, 1)] })).toBe(
      'wrong_card_count',
    );
    s = submitAll(s, [1, 2]);
    expect(s.phase.kind === 'vote' && s.phase.board).toHaveLength(5);
    expect(s.hands.map((h) => h.length)).toEqual([6, 5, 5]);
    s = vote(vote(s, 1, [slotOf(s, 0)]), 2, [slotOf(s, 1)]);
    for (const seat of [0, 1, 2]) s = act(s, { type: 'continue', seat, at: T0 });
    expect(s.hands.map((h) => h.length)).toEqual([7, 7, 7]);
  });

  it('RD-REFILL: when the draw pile runs short the discard pile is reshuffled in, nothing lost', () => {
    // 12 Odyssey players with the smallest deck: 84 cards, all but 12 in hands
    const deck = Array.from({ length: 84 }, (_, i) => `c${i}`);
    let s = start('odyssey', 12, { deck });
    for (let round = 0; round < 3; round++) {
      if (s.phase.kind !== 'clue') throw new Error(s.phase.kind);
      const st = s.phase.round.storyteller;
      const others = Array.from({ length: 12 }, (_, i) => i).filter((seat) => seat !== st);
      s = submitAll(clue(s, st), others);
      for (const seat of others) s = vote(s, seat, [slotOf(s, st)]);
      for (let seat = 0; seat < 12; seat++) s = act(s, { type: 'continue', seat, at: T0 });
      expect(s.hands.every((h) => h.length === 6)).toBe(true);
      expect(allCards(s).sort()).toEqual([...deck].sort());
    }
  });

  it("VW-HIDDEN: during the vote nobody sees owners, other votes or the storyteller's card", () => {
    let s = submitAll(clue(start('dixit', 4), 0), [1, 2, 3]);
    s = vote(s, 2, [slotOf(s, 0)]);
    const view = viewFor(s, { seat: 1 });
    expect(view.phase.kind).toBe('vote');
    const text = JSON.stringify(view.phase);
    expect(text).not.toContain('owner');
    expect(text).not.toContain('ballots');
    expect(view.phase.kind === 'vote' && view.phase.voted).toEqual([2]);
    expect(view.phase.kind === 'vote' && view.phase.mySlots).toEqual([slotOf(s, 1)]);
    expect(view.hand).toEqual(hand(s, 1));
    const spectator = viewFor(s, { spectator: true });
    expect(spectator.hand).toBeUndefined();
    expect(spectator.legal).toEqual([]);
  });
});

describe('the board (RULES.md §2 step 3)', () => {
  it('RD-BOARD: cards are laid in a seeded random order, so slot order does not tell owners', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s = submitAll(clue(start('dixit', 5, { seed: `board-${i}` }), 0), [1, 2, 3, 4]);
      if (s.phase.kind !== 'vote') throw new Error(s.phase.kind);
      orders.add(s.phase.board.map((b) => b.owner).join(','));
    }
    expect(orders.size).toBeGreaterThan(6);
  });
});
