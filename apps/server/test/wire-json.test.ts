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
import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { frozenArrayJson, jsonWith } from '../src/json/spliced-json.ts';
import { pushJson, roomRecordJson } from '../src/json/wire-json.ts';
import { wireParser } from '../src/realtime/wire-parser.ts';
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

describe('spliced JSON', () => {
  it('writes the same JSON as JSON.stringify, keys aside', () => {
    expect(JSON.parse(jsonWith({ a: 1, b: 'x' }, 'b', '"y"'))).toEqual({ a: 1, b: 'y' });
    expect(jsonWith({}, 'h', '[1]')).toBe('{"h":[1]}');
    expect(jsonWith({ a: 1, h: [9] }, 'h', undefined)).toBe('{"a":1}');
    expect(JSON.parse(jsonWith({ 'we"ird': 1 }, 'k"ey', 'null'))).toEqual({
      'we"ird': 1,
      'k"ey': null,
    });
  });

  it('makes the text of a frozen array once', () => {
    const history = [{ round: 1 }];
    const first = frozenArrayJson(history);
    expect(frozenArrayJson(history)).toBe(first);
    expect(frozenArrayJson([{ round: 1 }])).toBe(first); // same text, another array
  });

  it('stores a room as JSON.stringify would, in the lobby and late in a game', () => {
    for (const doc of [record(null), record(playedState(0)), record(playedState(120))]) {
      expect(JSON.parse(roomRecordJson(doc))).toEqual(JSON.parse(JSON.stringify(doc)));
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
    for (const push of pushes)
      expect(JSON.parse(pushJson(push))).toEqual(JSON.parse(JSON.stringify(push ?? null)));
  });
});

describe('wire parser', () => {
  const decode = (encoded: (string | Buffer)[]) => {
    const decoder = new Decoder();
    const packets: unknown[] = [];
    decoder.on('decoded', (packet: unknown) => packets.push(packet));
    for (const part of encoded) decoder.add(part);
    return packets;
  };

  it("encodes what the stock decoder reads back as the stock encoder's packet", () => {
    const view = viewFor(playedState(80), { seat: 1 });
    const packets = [
      { type: PacketType.EVENT, nsp: '/', data: ['message', { type: 'gameView', view }] },
      {
        type: PacketType.EVENT,
        nsp: '/admin',
        id: 7,
        data: ['message', { type: 'reply', ok: true }],
      },
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.DISCONNECT, nsp: '/' },
    ];
    const ours = new wireParser.Encoder();
    const stock = new Encoder();
    for (const packet of packets) {
      expect(decode(ours.encode(packet))).toEqual(decode(stock.encode(packet) as string[]));
    }
  });
});
