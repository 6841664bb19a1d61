import { parseRoomCode } from '@fabula/protocol';
import { createGame, legalCommands, randomMove, seededRandom } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import { builtInDeck } from '@fabula/deck';
import { type Stored } from '../src/rooms/kit.ts';
import { addBot, newLobby } from '../src/rooms/lobby.ts';
import { applyCommand, replayRoomAction } from '../src/rooms/moves.ts';
import type { RoomRecord } from '../src/rooms/record.ts';

const parsed = parseRoomCode('R7PQ3M');
if (parsed === null) throw new Error('not a room code');
const code = parsed;

/** A room of four bots whose game has just started. */
function startedRoom(): Stored {
  let lobby = newLobby();
  for (let i = 0; i < 4; i++) {
    const added = addBot(lobby);
    if (!added.ok) throw new Error(added.error.message);
    lobby = added.lobby;
  }
  const config = {
    preset: 'dixit' as const,
    seats: 4,
    deck: builtInDeck.map((card) => card.id),
    seed: 'replay',
    at: 1_000,
  };
  const game = createGame(config);
  if (!game.ok) throw new Error(game.error.message);
  const doc: RoomRecord = {
    code,
    createdAt: 1_000,
    lobby,
    game: { config, state: game.value.state },
    chat: [],
    hostAwaySince: null,
    gamesPlayed: 0,
  };
  return {
    code,
    version: 2,
    phase: 'playing',
    deadline: null,
    doc,
    createdAt: 1_000,
    updatedAt: 1_000,
  };
}

describe('replaying a logged action onto the record before it', () => {
  it('gives exactly the record the write path stored, for every move of a whole game', () => {
    let room = startedRoom();
    const random = seededRandom('replay-moves');
    let moves = 0;
    for (let i = 0; i < 2_000 && room.phase !== 'ended'; i++) {
      const state = room.doc.game?.state;
      if (!state) throw new Error('no game');
      const seat = i % 4;
      const at = 2_000 + i * 10;
      const move = randomMove(legalCommands(state, seat), seat, at, random);
      if (move === null) continue;
      const timing = { now: at, botDelayMs: 0, hostHandoverMs: 60_000 };
      const decision = applyCommand(room, move, timing, { events: [] });
      if (decision.kind !== 'write') throw new Error('a legal move was refused');
      const stored: RoomRecord = JSON.parse(JSON.stringify(decision.room.doc)) as RoomRecord;
      // The record as another process holds it: parsed from what was stored before.
      const before = JSON.parse(JSON.stringify(room.doc)) as RoomRecord;
      expect(replayRoomAction(before, decision.action)).toEqual(stored);
      room = { ...room, ...decision.room, version: room.version + 1 };
      moves++;
    }
    expect(room.phase).toBe('ended');
    expect(moves).toBeGreaterThan(20);
  });

  it('declines what it cannot replay: lobby and host actions, another game, no game', () => {
    const room = startedRoom();
    const state = room.doc.game?.state;
    if (!state) throw new Error('no game');
    const seat = [0, 1, 2, 3].find((s) => legalCommands(state, s).length > 0) ?? 0;
    const move = randomMove(legalCommands(state, seat), seat, 2_000, seededRandom('one'));
    if (move === null) throw new Error('nobody can move');
    const command = { kind: 'command', game: 1, command: move } as const;
    expect(replayRoomAction(room.doc, command)).not.toBeNull();
    expect(replayRoomAction(room.doc, { kind: 'room', request: 'lock', seat: 0 })).toBeNull();
    expect(replayRoomAction(room.doc, { ...command, game: 2 })).toBeNull();
    expect(replayRoomAction({ ...room.doc, game: null }, command)).toBeNull();
    // A command the engine refuses (here: a seat that is not at the table) is not replayed.
    expect(replayRoomAction(room.doc, { ...command, command: { ...move, seat: 9 } })).toBeNull();
  });
});
