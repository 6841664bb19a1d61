import { parseRoomCode } from '@fabula/protocol';
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
import { immutableJson } from '../src/json/immutable-json.ts';
import { pushJson, roomRecordJson } from '../src/json/wire-json.ts';
import { newLobby } from '../src/rooms/lobby.ts';
import type { RoomRecord } from '../src/rooms/record.ts';

const deck = Array.from({ length: 96 }, (_, i) => `card-${String(i)}`);

/** A 6-seat game after `moves` random legal commands (several rounds of history). */
function playedState(moves: number): GameState {
  const created = createGame({ preset: 'dixit', seats: 6, deck, seed: 'wire', at: 0 });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const random = seededRandom('wire');
  for (
    let n = 0, seat = 0, at = 0;
    n < moves && state.phase.kind !== 'ended';
    seat = (seat + 1) % 6
  ) {
    const legal = legalCommands(state, seat);
    const command = legal.length > 0 ? randomMove(legal, seat, (at += 1000), random) : null;
    if (!command) continue;
    const result = apply(state, command);
    if (result.ok) {
      state = result.value.state;
      n++;
    }
  }
  return state;
}

function record(state: GameState | null): RoomRecord {
  const code = parseRoomCode('K7QX3M');
  if (code === null) throw new Error('bad code');
  return {
    code,
    createdAt: 1,
    lobby: newLobby(),
    game:
      state === null
        ? null
        : { config: { preset: 'dixit', seats: 6, deck, seed: 'wire', at: 0 }, state },
    chat: [{ seat: 0, name: 'Aiko', text: 'hi "there" \u2028', at: 2 }],
    hostAwaySince: null,
    gamesPlayed: 0,
  };
}

describe('immutable JSON', () => {
  it('writes exactly what JSON.stringify writes, at any depth', () => {
    const values: unknown[] = [
      { a: 1, b: 'x', c: undefined, d: [1, undefined, () => 1, null], e: { f: NaN, g: -0 } },
      [],
      {},
      'text "quoted" \u2028',
      undefined,
      { nested: { deeper: { deepest: [{ x: 1 }] } }, at: new Date(0) },
    ];
    for (const value of values)
      for (const depth of [0, 1, 2, 5])
        expect(immutableJson(value, depth)).toBe(JSON.stringify(value));
  });

  it('reuses the text of an object below the rebuilt levels, so it must never be mutated', () => {
    const part = { n: 1 };
    const holder = { part };
    expect(immutableJson(holder, 1)).toBe('{"part":{"n":1}}');
    part.n = 2; // what a mutation would do: the old text is served
    expect(immutableJson(holder, 1)).toBe('{"part":{"n":1}}');
    expect(immutableJson({ part: { n: 2 } }, 1)).toBe('{"part":{"n":2}}');
  });

  it('without remembering, reuses texts remembered before but keeps no new ones', () => {
    const fresh = { n: 1 };
    expect(immutableJson({ fresh }, 1, false)).toBe('{"fresh":{"n":1}}');
    fresh.n = 2; // not remembered: written anew
    expect(immutableJson({ fresh }, 1, false)).toBe('{"fresh":{"n":2}}');
    const shared = { n: 1 };
    immutableJson({ shared }, 1); // remembered (a room document's part)
    shared.n = 2;
    expect(immutableJson({ shared }, 1, false)).toBe('{"shared":{"n":1}}');
  });

  it('stores a room as JSON.stringify would, in the lobby and late in a game', () => {
    for (const doc of [record(null), record(playedState(0)), record(playedState(120))]) {
      expect(roomRecordJson(doc)).toBe(JSON.stringify(doc));
      expect(roomRecordJson(doc)).toBe(JSON.stringify(doc)); // from the remembered parts
    }
  });

  it('writes every push as JSON.stringify would, game views included', () => {
    const state = playedState(120);
    expect(state.history.length).toBeGreaterThan(3);
    const pushes = [
      {
        type: 'gameView',
        room: 'K7QX3M',
        version: 9,
        view: viewFor(state, { seat: 2 }),
        events: [],
      },
      { type: 'gameView', room: 'K7QX3M', version: 9, view: viewFor(state, { spectator: true }) },
      {
        type: 'gameView',
        room: 'K7QX3M',
        version: 9,
        historyFrom: 2,
        view: { ...viewFor(state, { seat: 0 }), history: state.history.slice(2) },
        events: [],
      },
      { type: 'chat', room: 'K7QX3M', text: 'x' },
      { type: 'gameView', view: null },
      undefined,
    ];
    for (const push of pushes) expect(pushJson(push)).toBe(JSON.stringify([push]).slice(1, -1));
  });
});
