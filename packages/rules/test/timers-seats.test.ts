import { describe, expect, it } from 'vitest';
import { legalCommands } from '../src/index.ts';
import { T0, act, clue, hand, refuse, slotOf, start, submitAll, vote } from './support/drive.ts';

const timers = { race: 10_000, clue: 60_000, submit: 60_000, vote: 60_000, reveal: 20_000 };

describe('phase timers (RULES.md §8)', () => {
  it('TI-DEADLINE: each phase starts its timer; a tick before it is nothing', () => {
    const s = start('dixit', 4, { timers });
    expect(s.deadline).toBe(T0 + 60_000);
    expect(refuse(s, { type: 'tick', at: T0 + 59_999 })).toBe('nothing_due');
    expect(refuse(start('dixit', 4), { type: 'tick', at: T0 + 10 ** 9 })).toBe('nothing_due');
  });

  it('TI-CLUE: a storyteller without a clue loses the turn to the next seat', () => {
    const s = act(start('dixit', 4, { timers }), { type: 'tick', at: T0 + 60_000 });
    expect(s.phase.kind === 'clue' && s.phase.round).toMatchObject({ number: 2, storyteller: 1 });
    expect(s.history).toHaveLength(0);
  });

  it('TI-SUBMIT: a missing submission becomes a random card from that hand', () => {
    let s = submitAll(clue(start('dixit', 4, { timers }), 0), [1]);
    const hand2 = hand(s, 2);
    s = act(s, { type: 'tick', at: T0 + 60_000 });
    expect(s.phase.kind).toBe('vote');
    if (s.phase.kind !== 'vote') return;
    const card2 = s.phase.board.find((b) => b.owner === 2)?.card;
    expect(hand2).toContain(card2);
    expect(s.phase.board).toHaveLength(4);
  });

  it('TI-VOTE: a missing vote is no vote: that voter found nothing and gives no bonus', () => {
    let s = submitAll(clue(start('dixit', 4, { timers }), 0), [1, 2, 3]);
    s = vote(s, 1, [slotOf(s, 0)]);
    s = act(s, { type: 'tick', at: T0 + 60_000 });
    expect(s.phase.kind).toBe('reveal');
    // voter 1 found; voters 2 and 3 still count among the voters (RULES.md §8): some found
    expect(s.history[0]?.outcome).toBe('someFound');
    expect(s.scores).toEqual([3, 3, 0, 0]);
  });

  it('TI-REVEAL: the reveal timer moves on to the next round', () => {
    let s = submitAll(clue(start('dixit', 4, { timers }), 0), [1, 2, 3]);
    for (const seat of [1, 2, 3]) s = vote(s, seat, [slotOf(s, 0)]);
    s = act(s, { type: 'tick', at: T0 + 20_000 });
    expect(s.phase.kind === 'clue' && s.phase.round.storyteller).toBe(1);
  });

  it('RV-WAIT: a seat may hold the reveal countdown once, to at least 30 s from its request', () => {
    let s = submitAll(clue(start('dixit', 4, { timers }), 0), [1, 2, 3]);
    for (const seat of [1, 2, 3]) s = vote(s, seat, [slotOf(s, 0)]);
    expect(s.deadline).toBe(T0 + 20_000);
    expect(legalCommands(s, 2)).toEqual([{ type: 'continue' }, { type: 'wait' }]);
    s = act(s, { type: 'wait', seat: 2, at: T0 + 15_000 });
    expect(s.deadline).toBe(T0 + 45_000);
    expect(s.phase.kind === 'reveal' && s.phase.waited).toEqual([2]);
    expect(legalCommands(s, 2)).toEqual([{ type: 'continue' }]);
    expect(refuse(s, { type: 'wait', seat: 2, at: T0 + 16_000 })).toBe('already_acted');
    // A later request never shortens what an earlier one gave.
    s = act(s, { type: 'wait', seat: 3, at: T0 + 16_000 });
    expect(s.deadline).toBe(T0 + 46_000);
    s = act(s, { type: 'continue', seat: 1, at: T0 + 17_000 });
    expect(refuse(s, { type: 'wait', seat: 1, at: T0 + 17_000 })).toBe('already_acted');
    expect(refuse(s, { type: 'tick', at: T0 + 45_999 })).toBe('nothing_due');
    s = act(s, { type: 'tick', at: T0 + 46_000 });
    expect(s.phase.kind === 'clue' && s.phase.round.storyteller).toBe(1);
    // Without a reveal timer there is no countdown to hold: everyone presses continue.
    let untimed = submitAll(clue(start('dixit', 4), 0), [1, 2, 3]);
    for (const seat of [1, 2, 3]) untimed = vote(untimed, seat, [slotOf(untimed, 0)]);
    expect(legalCommands(untimed, 2)).toEqual([{ type: 'continue' }]);
    expect(refuse(untimed, { type: 'wait', seat: 2, at: T0 })).toBe('nothing_due');
    expect(refuse(s, { type: 'wait', seat: 2, at: T0 + 50_000 })).toBe('wrong_phase');
  });

  it('ST-RACE: the first to claim becomes storyteller; the race timer picks at random', () => {
    const raced = start('dixit', 4, { firstStoryteller: 'race', timers });
    expect(raced.phase.kind).toBe('race');
    expect(legalCommands(raced, 2)).toEqual([{ type: 'claimStoryteller' }]);
    const claimed = act(raced, { type: 'claimStoryteller', seat: 2, at: T0 + 5 });
    expect(claimed.phase.kind === 'clue' && claimed.phase.round.storyteller).toBe(2);
    expect(refuse(claimed, { type: 'claimStoryteller', seat: 1, at: T0 + 6 })).toBe('wrong_phase');
    const timedOut = act(raced, { type: 'tick', at: T0 + 10_000 });
    expect(timedOut.phase.kind).toBe('clue');
  });

  it('HO-PAUSE: a paused game refuses moves and freezes the timer; resume restores it', () => {
    let s = start('dixit', 4, { timers });
    s = act(s, { type: 'pause', at: T0 + 10_000 });
    expect(refuse(s, { type: 'pause', at: T0 })).toBe('already_paused');
    expect(refuse(s, { type: 'tick', at: T0 + 100_000 })).toBe('nothing_due');
    expect(
      refuse(s, {
        type: 'clue',
        seat: 0,
        at: T0,
        clue: { kind: 'text', text: 'x' },
        card: hand(s, 0)[0] ?? '',
      }),
    ).toBe('game_paused');
    expect(legalCommands(s, 0)).toEqual([]);
    s = act(s, { type: 'resume', at: T0 + 500_000 });
    expect(s.deadline).toBe(T0 + 500_000 + 50_000);
    expect(refuse(s, { type: 'resume', at: T0 })).toBe('not_paused');
  });
});

describe('seats leaving and coming back (RULES.md §8)', () => {
  it('SE-VACANT: a vacant seat is not waited for; it keeps its hand and score', () => {
    let s = clue(start('dixit', 5), 0);
    const hand4 = hand(s, 4);
    s = act(s, { type: 'vacateSeat', seat: 4, at: T0 });
    expect(refuse(s, { type: 'submit', seat: 4, at: T0, cards: [hand4[0] ?? ''] })).toBe(
      'seat_vacant',
    );
    s = submitAll(s, [1, 2, 3]);
    expect(s.phase.kind === 'vote' && s.phase.board).toHaveLength(4);
    expect(hand(s, 4)).toEqual(hand4);
  });

  it("SE-VACANT: a vacant storyteller's turn is skipped", () => {
    let s = start('dixit', 5);
    s = act(s, { type: 'vacateSeat', seat: 0, at: T0 });
    expect(s.phase.kind === 'clue' && s.phase.round).toMatchObject({ storyteller: 1, number: 2 });
  });

  it('SE-MIN: below the minimum the game pauses until a seat is taken again', () => {
    let s = clue(start('dixit', 3), 0);
    s = act(s, { type: 'vacateSeat', seat: 2, at: T0 });
    expect(s.pause).toMatchObject({ byHost: false });
    expect(refuse(s, { type: 'submit', seat: 1, at: T0, cards: hand(s, 1).slice(0, 2) })).toBe(
      'game_paused',
    );
    s = act(s, { type: 'occupySeat', seat: 2, at: T0 });
    expect(s.pause).toBeNull();
    s = submitAll(s, [1, 2]);
    expect(s.phase.kind).toBe('vote');
  });

  it('SE-ROUND: a seat taken mid-round by someone new acts if it was seated at the start', () => {
    let s = clue(start('dixit', 4), 0);
    s = act(s, { type: 'vacateSeat', seat: 3, at: T0 });
    s = act(s, { type: 'occupySeat', seat: 3, at: T0 });
    expect(legalCommands(s, 3)).toHaveLength(1);
    expect(refuse(s, { type: 'occupySeat', seat: 3, at: T0 })).toBe('seat_occupied');
  });

  it('SE-JOIN: a vacant seat taken between rounds (its reveal) plays the next round, score kept', () => {
    let s = clue(start('dixit', 5), 0);
    s = act(s, { type: 'vacateSeat', seat: 4, at: T0 });
    s = submitAll(s, [1, 2, 3]);
    for (const seat of [1, 2, 3]) s = vote(s, seat, [slotOf(s, 0)]);
    expect(s.phase.kind).toBe('reveal');
    const score = s.scores[4];
    s = act(s, { type: 'occupySeat', seat: 4, at: T0 });
    for (let seat = 0; seat < 5; seat++) {
      if (legalCommands(s, seat).some((m) => m.type === 'continue'))
        s = act(s, { type: 'continue', seat, at: T0 });
    }
    expect(s.phase.kind === 'clue' && s.phase.round.participants).toContain(4);
    expect(s.scores[4]).toBe(score);
  });
});

describe('the end of the game (RULES.md §2, §5)', () => {
  const playRound = (state: ReturnType<typeof start>, finders: number[]) => {
    if (state.phase.kind !== 'clue') throw new Error(state.phase.kind);
    const st = state.phase.round.storyteller;
    const others = [0, 1, 2, 3].filter((seat) => seat !== st);
    let s = submitAll(clue(state, st), others);
    for (const seat of others) {
      const target = finders.includes(seat) ? st : (others.find((o) => o !== seat) ?? st);
      s = vote(s, seat, [slotOf(s, target)]);
    }
    return s;
  };

  it('EN-TARGET: the game ends at the end of the round in which someone reaches the target', () => {
    const s = playRound(start('dixit', 4, { knobs: { targetScore: 3 } }), [1]);
    expect(s.phase).toMatchObject({ kind: 'ended', reason: 'target' });
    expect(s.history).toHaveLength(1);
  });

  it('EN-WINNERS: highest score wins, ties share; the original rule crowns everyone at the target', () => {
    // seat 0 tells, seat 1 finds: 0 → 3, 1 → 3 (+ bonus from others' votes)
    const highest = playRound(start('dixit', 4, { knobs: { targetScore: 3 } }), [1]);
    const original = playRound(start('dixit-original', 4, { knobs: { targetScore: 3 } }), [1]);
    if (highest.phase.kind !== 'ended' || original.phase.kind !== 'ended')
      throw new Error('not ended');
    const best = Math.max(...highest.scores);
    expect(highest.phase.winners).toEqual(
      highest.scores.flatMap((p, i) => (p === best ? [i] : [])),
    );
    expect(original.phase.winners).toEqual(original.scores.flatMap((p, i) => (p >= 3 ? [i] : [])));
  });

  it('EN-TURNS: Odyssey Party ends after every player was storyteller once', () => {
    let s = start('party-odyssey', 6);
    for (let round = 0; round < 6; round++) {
      expect(s.phase.kind).toBe('clue');
      s = submitAll(clue(s, round), [0, 1, 2, 3, 4, 5]);
      s = act(s, { type: 'trap', seat: round, at: T0, slot: 1 });
      for (let seat = 0; seat < 6; seat++) s = vote(s, seat, [2]);
      if (round < 5)
        for (let seat = 0; seat < 6; seat++) s = act(s, { type: 'continue', seat, at: T0 });
    }
    expect(s.phase).toMatchObject({ kind: 'ended', reason: 'turns' });
    expect(s.history).toHaveLength(6);
  });

  it('EN-HOST: the host may end the game at any time; nothing is accepted afterwards', () => {
    const s = act(start('dixit', 4), { type: 'endGame', at: T0 });
    expect(s.phase).toMatchObject({ kind: 'ended', reason: 'host', winners: [0, 1, 2, 3] });
    expect(refuse(s, { type: 'continue', seat: 0, at: T0 })).toBe('game_over');
  });
});
