import { parseRoomCode } from '@fabula/protocol';
import { legalCommands, randomMove, seededRandom } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import type { RoomDecision, Stored } from '../src/rooms/decision.ts';
import { decideClaim, decideSeatClaim } from '../src/rooms/late-join.ts';
import { decideLeave } from '../src/rooms/membership.ts';
import { applyCommand, replayRoomAction, replaysExactly } from '../src/rooms/moves.ts';
import { lobbyWithBots, startedRoom } from './support/started-room.ts';
import type { RoomRecord } from '../src/rooms/record.ts';

const parsed = parseRoomCode('R7PQ3M');
if (parsed === null) throw new Error('not a room code');
const code = parsed;

/** A room of four bots (or with `person`, a person in seat 0 and three bots), game just started. */
function startedReplayRoom(person?: string): Stored {
  return startedRoom(code, lobbyWithBots(person === undefined ? 4 : 3, person), {
    seed: 'replay',
    version: 2,
  });
}

describe('replaying a logged action onto the record before it', () => {
  it('gives exactly the record the write path stored, for every move of a whole game', () => {
    let room = startedReplayRoom();
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
      const decision = applyCommand(room, move, timing);
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
    const room = startedReplayRoom();
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

describe('engine commands that change the lobby too', () => {
  const timing = { now: 5_000, botDelayMs: 0, hostHandoverMs: 60_000 };
  /** The record as another process holds it: parsed from what was stored. */
  const parsed = (doc: RoomRecord) => JSON.parse(JSON.stringify(doc)) as RoomRecord;

  /** Applies a decision that must be a write logging an engine command of `type`. */
  function written(room: Stored, decision: RoomDecision, type: string) {
    if (decision.kind !== 'write') throw new Error('refused');
    expect(decision.action.kind === 'command' && decision.action.command.type).toBe(type);
    return { ...room, ...decision.room, version: room.version + 1, action: decision.action };
  }

  it('a seat left or taken mid-game is stored whole, never rebuilt from its command', () => {
    const started = startedReplayRoom('token-hash-ana');
    // Ana leaves: the engine's seat is vacated, and the lobby's seat loses her token.
    const left = written(started, decideLeave(started, 0, 'leaveRoom', timing), 'vacateSeat');
    expect(left.doc.lobby.seats[0]?.tokenHash).toBeNull();
    // Bea claims the vacant seat, and takes it between rounds: the engine's seat is occupied,
    // the lobby's holds her token.
    const profile = { name: 'Bea', colour: 'blue', avatar: 'owl' } as const;
    const claim = { seat: 0, profile, tokenHash: 'token-hash-bea' };
    const claimed = decideClaim(left, { tokenHash: null, connection: 'c1' }, claim, timing);
    if (claimed.kind !== 'write') throw new Error('claim refused');
    const waiting = { ...left, ...claimed.room, version: left.version + 1 };
    const sat = written(waiting, decideSeatClaim(waiting, timing), 'occupySeat');
    expect(sat.doc.lobby.seats[0]?.tokenHash).toBe('token-hash-bea');

    for (const [before, after] of [
      [started, left],
      [left, sat],
    ] as const) {
      // The command alone would bring back the lobby before it: the stores must keep the
      // record itself, and a cached record one version behind must be read again.
      expect(replaysExactly(after.action)).toBe(false);
      expect(replayRoomAction(parsed(before.doc), after.action)).toBeNull();
    }
  });
});
