import type { GameViewPush, RoomCode } from '../src/index.ts';
import {
  apply,
  createGame,
  legalCommands,
  randomMove,
  seededRandom,
  viewFor,
  type GameState,
} from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { nextHeldView, type HeldView } from '../src/client/held-view.ts';

const deck = Array.from({ length: 120 }, (_, i) => `card-${String(i + 1).padStart(3, '0')}`);
const room = 'K7QX3M' as RoomCode;

/** Every state of a 4-seat game, one per accepted move, until `rounds` rounds are over. */
function states(rounds: number): GameState[] {
  const created = createGame({ preset: 'dixit', seats: 4, deck, seed: 'delta', at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  const random = seededRandom('delta');
  const out = [created.value.state];
  for (let n = 1; (out.at(-1)?.history.length ?? 0) < rounds; n++) {
    const state = out.at(-1);
    if (!state || state.phase.kind === 'ended') break;
    const seat = n % 4;
    const move = randomMove(legalCommands(state, seat), seat, n, random);
    const next = move ? apply(state, move) : null;
    if (next?.ok) out.push(next.value.state);
  }
  return out;
}

const whole = (state: GameState, version: number, code = room): GameViewPush => ({
  type: 'gameView',
  room: code,
  version,
  view: viewFor(state, { seat: 1 }),
  events: [],
});

/** The push the server sends for `state` when the version before held `before`. */
const cut = (before: GameState, state: GameState, version: number): GameViewPush => {
  const push = whole(state, version);
  const historyFrom = before.history.length;
  return {
    ...push,
    historyFrom,
    view: { ...push.view, history: push.view.history.slice(historyFrom) },
  };
};

const game = states(3);
const last = game.length - 1;
const at = (i: number): GameState => {
  const state = game[i];
  if (!state) throw new Error(`no state ${String(i)}`);
  return state;
};
/** The first move whose round ends (its history grows). */
const roundEnd = game.findIndex((s, i) => i > 0 && s.history.length > at(i - 1).history.length);

describe('nextHeldView', () => {
  it('takes a push without historyFrom as it is', () => {
    const push = whole(at(last), 40);
    expect(nextHeldView(null, push)).toEqual({ push, complete: true });
    const held: HeldView = { push: whole(at(2), 3), complete: false };
    expect(nextHeldView(held, push)).toEqual({ push, complete: true });
  });

  it('joins a cut push to the whole view of the version before', () => {
    expect(roundEnd).toBeGreaterThan(0);
    for (const i of [roundEnd, last]) {
      const held: HeldView = { push: whole(at(i - 1), 10), complete: true };
      const next = nextHeldView(held, cut(at(i - 1), at(i), 11));
      expect(next).toEqual({ push: whole(at(i), 11), complete: true });
      expect('historyFrom' in next.push).toBe(false);
    }
  });

  it('joins a cut push to a whole view of its own version too', () => {
    const held: HeldView = { push: whole(at(roundEnd), 11), complete: true };
    const next = nextHeldView(held, cut(at(roundEnd - 1), at(roundEnd), 11));
    expect(next).toEqual({ push: whole(at(roundEnd), 11), complete: true });
  });

  it('rebuilds a whole game from cut pushes', () => {
    let held = nextHeldView(null, whole(at(0), 1));
    for (let i = 1; i <= last; i++) held = nextHeldView(held, cut(at(i - 1), at(i), i + 1));
    expect(held).toEqual({ push: whole(at(last), last + 1), complete: true });
    expect(held.push.view.history).toHaveLength(3);
  });

  it('after a missed version keeps the rounds it has, made-up ones none, and is not complete', () => {
    const held: HeldView = { push: whole(at(roundEnd - 2), 9), complete: true };
    const next = nextHeldView(held, cut(at(roundEnd - 1), at(roundEnd), 11));
    expect(next.complete).toBe(false);
    expect(next.push.view.history).toEqual(at(roundEnd).history);
    expect('historyFrom' in next.push).toBe(false);
  });

  it('with nothing held (a fresh page) shows only the rounds pushed', () => {
    const next = nextHeldView(null, cut(at(last - 1), at(last), 30));
    expect(next.complete).toBe(false);
    expect(next.push.view.history).toEqual(at(last).history.slice(at(last - 1).history.length));
  });

  it('never takes rounds from another room, a shorter or an incomplete view', () => {
    const push = cut(at(last - 1), at(last), 30);
    const other: HeldView = { push: whole(at(last - 1), 29, 'ABCDEF' as RoomCode), complete: true };
    expect(nextHeldView(other, push)).toMatchObject({ complete: false });
    expect(nextHeldView(other, push).push.view.history).toEqual(push.view.history);
    const shorter: HeldView = { push: whole(at(0), 29), complete: true };
    expect(nextHeldView(shorter, push).complete).toBe(false);
    const incomplete: HeldView = { push: whole(at(last - 1), 29), complete: false };
    expect(nextHeldView(incomplete, push).complete).toBe(false);
    const newer: HeldView = { push: whole(at(last - 1), 31), complete: true };
    expect(nextHeldView(newer, push).complete).toBe(false);
  });
});
