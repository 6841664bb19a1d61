import {
  apply,
  createGame,
  legalCommands,
  randomMove,
  seededRandom,
  viewFor,
  type GameState,
  type PointReason,
  type PresetId,
} from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { languages, tIn, type MessageKey, type Params } from '../src/i18n/index.ts';
import {
  currentClue,
  instruction,
  legalMove,
  progress,
  secondsLeft,
  standings,
  startBlocker,
} from '../src/logic/derive.ts';
import { explainPoints, reasonMessage, signedPoints } from '../src/logic/reasons.ts';

const deck = Array.from({ length: 120 }, (_, i) => `card-${String(i + 1).padStart(3, '0')}`);
const en = (key: MessageKey, params?: Params) => tIn('en', key, params);

function newGame(preset: PresetId, seats: number): GameState {
  const created = createGame({ preset, seats, deck, seed: 'web-test', at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Plays random legal moves until the phase is `kind`. */
function playUntil(state: GameState, kind: string): GameState {
  const random = seededRandom('moves');
  for (let step = 0; step < 200 && state.phase.kind !== kind; step++) {
    let moved = false;
    for (let seat = 0; seat < state.table.seatCount && !moved; seat++) {
      const move = randomMove(legalCommands(state, seat), seat, step, random);
      if (!move) continue;
      const next = apply(state, move);
      if (next.ok) {
        state = next.value.state;
        moved = true;
      }
    }
    if (!moved) throw new Error(`stuck in ${state.phase.kind}`);
  }
  return state;
}

const names = (seat: number) => ['Ann', 'Ben', 'Cid', 'Dan', 'Eve', 'Fay'][seat] ?? '?';

describe('what the table says', () => {
  it('tells the storyteller to give a clue and the others to wait', () => {
    const state = newGame('dixit', 4);
    if (state.phase.kind !== 'clue') throw new Error('expected the clue phase');
    const teller = state.phase.round.storyteller;
    const other = (teller + 1) % 4;
    expect(instruction(viewFor(state, { seat: teller }), names).key).toBe('table.clueYou');
    expect(instruction(viewFor(state, { seat: other }), names)).toEqual({
      key: 'table.clueWait',
      params: { name: names(teller) },
    });
    expect(legalMove(viewFor(state, { seat: other }), 'clue')).toBeUndefined();
    expect(progress(viewFor(state, { seat: other }).phase).waiting).toEqual([teller]);
  });

  it('in Party the storyteller gives the clue without seeing cards', () => {
    const state = newGame('party', 6);
    if (state.phase.kind !== 'clue') throw new Error('expected the clue phase');
    const view = viewFor(state, { seat: state.phase.round.storyteller });
    expect(view.hand).toBeUndefined();
    expect(instruction(view, names).key).toBe('table.clueParty');
  });

  it('asks for two cards under the three-player rule', () => {
    const state = playUntil(newGame('dixit', 3), 'submit');
    if (state.phase.kind !== 'submit') throw new Error('expected the submit phase');
    const voter = (state.phase.round.storyteller + 1) % 3;
    const view = viewFor(state, { seat: voter });
    expect(instruction(view, names).key).toBe('table.submitTwo');
    expect(currentClue(view.phase)).not.toBeNull();
    expect(instruction(viewFor(state, { spectator: true }), names).key).toBe('table.watching');
  });

  it('explains every point of a round', () => {
    const state = playUntil(newGame('dixit', 4), 'reveal');
    if (state.phase.kind !== 'reveal') throw new Error('expected the reveal');
    const view = viewFor(state, { seat: 0 });
    for (const p of state.phase.result.points) {
      const lines = explainPoints(p, en);
      // Every seat has at least one line, even a zero with no rule reason.
      expect(lines.length).toBe(Math.max(1, p.reasons.length));
      for (const line of lines) expect(line).toMatch(/^(\+\d+ \S|no points: \S)/);
    }
    expect(standings(view).map((s) => s.score)).toEqual(
      [...view.seats.map((s) => s.score)].sort((a, b) => b - a),
    );
    expect(instruction(view, names).key).toMatch(/^table\.(someFound|allFound|noneFound)$/);
  });
});

describe('the Party storyteller', () => {
  it('reads "Trap set on card N" once the vote and the trap are in', () => {
    let state = playUntil(newGame('party', 6), 'vote');
    if (state.phase.kind !== 'vote') throw new Error('expected the vote');
    const teller = state.phase.round.storyteller;
    const vote = legalCommands(state, teller).find((c) => c.type === 'vote');
    if (vote?.type !== 'vote') throw new Error('the storyteller votes in Party');
    const voted = apply(state, { type: 'vote', seat: teller, slots: [vote.slots[0] ?? 1], at: 1 });
    if (!voted.ok) throw new Error(voted.error.message);
    state = voted.value.state;
    const trap = legalCommands(state, teller).find((c) => c.type === 'trap');
    if (trap?.type !== 'trap') throw new Error('then the trap');
    const slot = trap.slots[0] ?? 1;
    const trapped = apply(state, { type: 'trap', seat: teller, slot, at: 2 });
    if (!trapped.ok) throw new Error(trapped.error.message);
    expect(instruction(viewFor(trapped.value.state, { seat: teller }), names)).toEqual({
      key: 'table.trapSet',
      params: { n: slot },
    });
  });
});

describe('point reasons', () => {
  it('names votes and caps', () => {
    const bonus: PointReason = { code: 'bonus', points: 3, votes: 4, capped: true };
    expect(reasonMessage(bonus)).toEqual({ key: 'reason.bonus', params: { votes: 4 } });
    expect(explainPoints({ seat: 0, points: 3, reasons: [bonus] }, en)).toEqual([
      '+3 votes on their card: 4 (capped)',
    ]);
    expect(
      explainPoints({ seat: 1, points: 0, reasons: [{ code: 'trapped', points: 0 }] }, en),
    ).toEqual(['no points: fell into the trap']);
    expect(
      explainPoints(
        { seat: 2, points: 0, reasons: [{ code: 'storyteller_all_or_none', points: 0 }] },
        en,
      ),
    ).toEqual(['no points: everyone found the card, or nobody did']);
    expect(explainPoints({ seat: 3, points: 0, reasons: [] }, en)).toEqual([
      'no points: did not find the storyteller’s card and drew no votes',
    ]);
    expect(signedPoints(-2)).toBe('−2');
  });
});

describe('the reveal of an absent voter (RULES.md §8)', () => {
  it('says "did not vote" in every language, read from the public view’s round result', () => {
    // Dixit, 4 seats, seat 0 tells; 1 and 2 find the card, 3's vote timer runs out
    const timers = { clue: 60_000, submit: 60_000, vote: 60_000 };
    const created = createGame({
      preset: 'dixit',
      seats: 4,
      deck,
      seed: 'absent',
      at: 0,
      firstStoryteller: { seat: 0 },
      timers,
    });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const step = (command: Parameters<typeof apply>[1]) => {
      const next = apply(state, command);
      if (!next.ok) throw new Error(`${command.type}: ${next.error.message}`);
      state = next.value.state;
    };
    const first = (seat: number) => state.hands[seat]?.[0] ?? '';
    step({ type: 'clue', seat: 0, at: 1, clue: { kind: 'text', text: 'dawn' }, card: first(0) });
    for (const seat of [1, 2, 3]) step({ type: 'submit', seat, at: 2, cards: [first(seat)] });
    if (state.phase.kind !== 'vote') throw new Error('expected the vote');
    const answer = state.phase.board.findIndex((b) => b.owner === 0) + 1;
    for (const seat of [1, 2]) step({ type: 'vote', seat, at: 3, slots: [answer] });
    step({ type: 'tick', at: 3 + 60_000 });

    const view = viewFor(state, { spectator: true });
    if (view.phase.kind !== 'reveal') throw new Error('expected the reveal');
    expect(view.phase.result.outcome).toBe('someFound');
    const absent = view.history[0]?.points.find((p) => p.seat === 3);
    if (!absent) throw new Error('seat 3 has no points');
    expect(explainPoints(absent, en)).toEqual(['no points: did not vote']);
    for (const language of languages) {
      const lines = explainPoints(absent, (key, params) => tIn(language, key, params));
      expect(lines).toEqual([
        tIn(language, 'reason.zero', { why: tIn(language, 'reason.no_vote') }),
      ]);
    }
  });
});

describe('start blockers', () => {
  it('says what stops the start', () => {
    expect(startBlocker('party', 4, 'Party')).toEqual({
      key: 'lobby.tooFew',
      params: { preset: 'Party', min: 6, max: 12, n: 4 },
    });
    expect(startBlocker('dixit', 9, 'Dixit')?.key).toBe('lobby.tooMany');
    expect(startBlocker('teams', 9, 'Teams')?.key).toBe('lobby.odd');
    expect(startBlocker('dixit', 4, 'Dixit')).toBeNull();
    const blocked = startBlocker('party', 4, 'Party');
    expect(blocked && tIn('en', blocked.key, blocked.params)).toBe(
      'Party needs 6–12 players; 4 seated.',
    );
  });
});

describe('timers', () => {
  it('counts whole seconds on the server clock and stops while paused', () => {
    const view = viewFor(newGame('dixit', 4), { seat: 0 });
    expect(secondsLeft({ ...view, deadline: 10_500 }, 1_000)).toBe(10);
    expect(secondsLeft({ ...view, deadline: 500 }, 1_000)).toBe(0);
    expect(secondsLeft({ ...view, deadline: null }, 1_000)).toBeNull();
  });
});
