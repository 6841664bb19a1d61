import { createGame, viewFor, type GameEvent } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  errorReply,
  okReply,
  parseRequestId,
  parseServerMessage,
  protocolError,
  protocolErrorCodes,
  requestTypes,
  resultSchemas,
  ruleErrorCodes,
  type RequestId,
  type RoomStatePush,
  type ServerMessage,
} from '../src/index.ts';

const rid = parseRequestId('r1') as RequestId;

function mustParse(raw: unknown): ServerMessage {
  const parsed = parseServerMessage(JSON.parse(JSON.stringify(raw)));
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
  return parsed.message;
}

const roomState = {
  type: 'roomState',
  version: 4,
  you: 0,
  room: {
    code: 'K7QX3M',
    phase: 'lobby',
    locked: false,
    seats: [
      {
        seat: 0,
        name: 'Aiko',
        colour: 'teal',
        avatar: 'fox',
        bot: false,
        standIn: false,
        botLevel: null,
        botPersonality: null,
        connected: true,
        host: true,
        vacant: false,
        muted: false,
        tookOver: null,
      },
      {
        seat: 1,
        name: 'Bot 1',
        colour: 'red',
        avatar: 'robot',
        bot: true,
        standIn: false,
        botLevel: 'normal',
        botPersonality: 'poetic',
        connected: true,
        host: false,
        vacant: false,
        muted: true,
        tookOver: { from: 'Lyra', bot: true, at: 1_767_225_600_000 },
      },
    ],
    spectators: 2,
    claims: [{ seat: 1, name: 'Sam', colour: 'green', avatar: 'cat' }],
    settings: {
      preset: 'dixit',
      knobs: { targetScore: 20 },
      timers: { race: null, clue: 90_000, submit: 60_000, vote: 60_000, reveal: null },
      firstStoryteller: 'random',
      teams: null,
      botStandInMs: 60000,
      language: 'en',
      decks: [],
      builtInDeck: true,
    },
    reactions: [{ seat: 0, emoji: '👏', at: 1767225600000, round: 2 }],
  },
} as const;

describe('error codes', () => {
  it('are unique and include every rule error code', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    expect(errorCodes).toEqual([...protocolErrorCodes, ...ruleErrorCodes]);
    for (const code of ['bad_request', 'unknown_type', 'too_large', 'rate_limited']) {
      expect(protocolErrorCodes).toContain(code);
    }
    for (const code of ['not_found', 'forbidden', 'room_locked', 'room_full', 'stale_version']) {
      expect(protocolErrorCodes).toContain(code);
    }
    expect(protocolErrorCodes).toContain('protocol_version');
    expect(protocolErrorCodes).toContain('name_invalid');
  });

  it('are snake_case, stable identifiers', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('replies', () => {
  it('round-trip success and error', () => {
    expect(mustParse(okReply<'vote'>(rid, { version: 12 }))).toEqual({
      type: 'reply',
      rid: 'r1',
      ok: true,
      result: { version: 12 },
    });
    const refusal = errorReply(rid, protocolError('protocol_version', 'Speak 1.', { expected: 1 }));
    expect(mustParse(refusal)).toEqual(refusal);
  });

  it('refuse an unknown error code, or a reply that is both', () => {
    const bad = { type: 'reply', rid: 'r1', ok: false, error: { code: 'oops', message: 'x' } };
    expect(parseServerMessage(bad).ok).toBe(false);
    const both = { type: 'reply', rid: 'r1', ok: true, result: {}, error: { code: 'internal' } };
    expect(parseServerMessage(both).ok).toBe(false);
  });

  it('have a result schema per request type', () => {
    expect(Object.keys(resultSchemas).sort()).toEqual([...requestTypes].sort());
    const token = 'AAECAwQFBgcICQoLDA0ODw';
    expect(
      resultSchemas.createRoom.parse({ room: 'K7QX3M', seat: 0, token, version: 1 }),
    ).toMatchObject({ room: 'K7QX3M' });
    expect(
      resultSchemas.joinRoom.parse({ room: 'K7QX3M', seat: null, token: null, version: 3 }),
    ).toMatchObject({ seat: null });
    expect(resultSchemas.addBot.safeParse({ version: 3 }).success).toBe(false);
    expect(resultSchemas.hello.parse({ protocol: 1, serverTime: 1 })).toEqual({
      protocol: 1,
      serverTime: 1,
    });
  });
});

describe('pushes', () => {
  it('roomState round-trips', () => {
    const parsed = mustParse(roomState) as RoomStatePush;
    expect(parsed).toEqual(roomState);
    const badSeat = { ...roomState, room: { ...roomState.room, seats: [{ seat: 0 }] } };
    expect(parseServerMessage(badSeat).ok).toBe(false);
  });

  it('roomState carries only reactions from the fixed set, each with its seat', () => {
    const withReactions = (reactions: unknown[]) => ({
      ...roomState,
      room: { ...roomState.room, reactions },
    });
    expect(parseServerMessage(withReactions([])).ok).toBe(true);
    const atEnd = { seat: 3, emoji: '🎯', at: 1, round: null };
    expect(parseServerMessage(withReactions([atEnd])).ok).toBe(true);
    const foreign = { seat: 0, emoji: '🍕', at: 1, round: 1 };
    expect(parseServerMessage(withReactions([foreign])).ok).toBe(false);
    expect(parseServerMessage(withReactions([{ emoji: '👏', at: 1, round: 1 }])).ok).toBe(false);
  });

  it("gameView carries the engine's view for a seat and a spectator", () => {
    const deck = Array.from({ length: 100 }, (_, i) => `c${i}`);
    const created = createGame({ preset: 'dixit', seats: 4, deck, seed: 's', at: 0 });
    if (!created.ok) throw new Error(created.error.message);
    const events: GameEvent[] = created.value.events;
    for (const viewer of [{ seat: 1 }, { spectator: true } as const]) {
      const view = viewFor(created.value.state, viewer);
      const push = { type: 'gameView', room: 'K7QX3M', version: 5, view, events };
      expect(mustParse(push)).toEqual(JSON.parse(JSON.stringify(push)));
    }
    expect(parseServerMessage({ type: 'gameView', room: 'K7QX3M', version: 5, view: 3 }).ok).toBe(
      false,
    );
  });

  it('gameView may cut its history at historyFrom, a whole number', () => {
    const deck = Array.from({ length: 100 }, (_, i) => `c${i}`);
    const created = createGame({ preset: 'dixit', seats: 4, deck, seed: 's', at: 0 });
    if (!created.ok) throw new Error(created.error.message);
    const view = viewFor(created.value.state, { seat: 0 });
    const push = { type: 'gameView', room: 'K7QX3M', version: 5, view, events: [] };
    expect(mustParse({ ...push, historyFrom: 3 })).toMatchObject({ historyFrom: 3 });
    for (const historyFrom of [-1, 1.5, '3', null])
      expect(parseServerMessage({ ...push, historyFrom }).ok).toBe(false);
  });

  it('chat, error and removed round-trip', () => {
    const chat = {
      type: 'chat',
      room: 'K7QX3M',
      from: { seat: null, name: 'a spectator' },
      text: 'hi',
      at: 1,
    };
    expect(mustParse(chat)).toEqual(chat);
    const error = { type: 'error', error: { code: 'rate_limited', message: 'Slow down.' } };
    expect(mustParse(error)).toEqual(error);
    const removed = { type: 'removed', room: 'K7QX3M', reason: 'kicked' };
    expect(mustParse(removed)).toEqual(removed);
  });

  it('accept large views (no inbound size limit on the client side)', () => {
    const big = { ...roomState, room: { ...roomState.room, seats: [] } };
    const chat = {
      type: 'chat',
      room: 'K7QX3M',
      from: { seat: 0, name: 'A' },
      text: 'x'.repeat(50_000),
      at: 1,
    };
    expect(parseServerMessage(JSON.stringify(chat)).ok).toBe(true);
    expect(parseServerMessage(big).ok).toBe(true);
  });
});
