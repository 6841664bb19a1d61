import { isErrorCode, parseRoomCode, requestTypes } from '@fabula/protocol';
import { describe, expect, it } from 'vitest';
import type { DecisionContext, Stored } from '../src/rooms/decision.ts';
import { handlerOf, requestHandlers, type Outside } from '../src/rooms/handlers.ts';
import { newLobby, personSeat } from '../src/rooms/lobby.ts';
import type { RoomRecord } from '../src/rooms/record.ts';
import { CardLibrary } from '../src/rooms/card-library.ts';

const parsed = parseRoomCode('K7QX3M');
if (parsed === null) throw new Error('not a room code');
const code = parsed;

/** A lobby with its host in seat 0. */
function lobbyRoom(): Stored {
  const profile = { name: 'Aiko', colour: 'teal', avatar: 'fox' } as const;
  const doc: RoomRecord = {
    code,
    createdAt: 0,
    lobby: { ...newLobby(), seats: [personSeat([], profile, 'host-hash')], host: 0 },
    game: null,
    chat: [],
    hostAwaySince: null,
    gamesPlayed: 0,
  };
  return {
    code: doc.code,
    version: 3,
    phase: 'lobby',
    deadline: null,
    doc,
    createdAt: 0,
    updatedAt: 0,
  };
}

const outside: Outside = {
  code,
  library: new CardLibrary(() => Promise.resolve(null)),
  peek: () => Promise.resolve(lobbyRoom()),
  clueUpload: () => Promise.resolve(null),
  newSeed: () => 'seed',
};

/** One valid request of each room type (as parsed), for a stranger to send. */
const requests = {
  leaveRoom: {},
  setProfile: { profile: { name: 'Zed' } },
  chat: { text: 'hello' },
  react: { emoji: '👏' },
  claimStoryteller: {},
  clue: { clue: { kind: 'text', text: 'home' }, card: 'fabula-001' },
  submit: { cards: ['fabula-001'] },
  vote: { slots: [1] },
  trap: { slot: 1 },
  continue: {},
  wait: {},
  claimSeat: { seat: 0, profile: { name: 'Zed', colour: 'blue', avatar: 'owl' } },
  setPreset: { preset: 'odyssey' },
  setTimers: { timers: { vote: 60_000 } },
  start: {},
  kick: { seat: 0 },
  lock: {},
  unlock: {},
  transferHost: { seat: 0 },
  addBot: {},
  setStandIn: { afterMs: 1000 },
  setLanguage: { language: 'ja' },
  setDecks: { decks: [], builtIn: true },
  removeBot: { seat: 0 },
  muteSeat: { seat: 0, muted: true },
  pauseGame: {},
  resumeGame: {},
  endGame: {},
  hideClue: { round: 1 },
  rematch: {},
} as const;

describe('the handler table', () => {
  it('has one handler for every request type of the protocol, and no other', () => {
    expect(Object.keys(requestHandlers).sort()).toEqual([...requestTypes].sort());
  });

  it('decides every room request on the stored room, refusing a stranger with a typed code', async () => {
    const stranger: DecisionContext = {
      caller: { tokenHash: 'nobody', connection: 'c1' },
      timing: { now: 1_000, botDelayMs: 0, hostHandoverMs: 60_000 },
    };
    const roomTypes = requestTypes.filter((type) => handlerOf(type).kind === 'room');
    expect(roomTypes.sort()).toEqual(Object.keys(requests).sort());
    for (const [type, fields] of Object.entries(requests)) {
      const handler = handlerOf(type as keyof typeof requests);
      if (handler.kind !== 'room') throw new Error(`${type} is not a room request`);
      const request = { type, rid: 'r1', ...fields } as never;
      const decide = await handler.decision(request, outside);
      const decision = decide(lobbyRoom(), stranger);
      // A chat line from a spectator is the one request a stranger may make.
      if (type === 'chat') {
        expect(decision.kind, type).toBe('write');
        continue;
      }
      expect(decision.kind, type).toBe('refuse');
      if (decision.kind === 'refuse') expect(isErrorCode(decision.error.code), type).toBe(true);
    }
  });
});
