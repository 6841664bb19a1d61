import { apply, createGame, legalCommands, randomMove, seededRandom } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import {
  isErrorCode,
  isMoveRequest,
  moveTypes,
  parseClientMessage,
  parseRequestId,
  requestTypes,
  toSeatCommand,
  type ClientMessage,
  type MoveRequest,
} from '../src/index.ts';
import { nameProblem } from '../src/text.ts';
import { invalidRequests, validRequests } from './examples.ts';

function mustParse(raw: unknown): ClientMessage {
  const parsed = parseClientMessage(raw);
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
  return parsed.message;
}

describe('every request type', () => {
  it('has valid and invalid examples', () => {
    expect(Object.keys(validRequests).sort()).toEqual([...requestTypes].sort());
    expect(Object.keys(invalidRequests).sort()).toEqual([...requestTypes].sort());
  });

  describe.each(requestTypes)('%s', (type) => {
    it.each(validRequests[type].map((m) => [JSON.stringify(m), m] as const))(
      'accepts %s',
      (_, message) => {
        expect(mustParse(message).type).toBe(type);
        // the same message as JSON text
        expect(mustParse(JSON.stringify(message)).type).toBe(type);
      },
    );

    it.each(invalidRequests[type].map(([m, code]) => [JSON.stringify(m), m, code] as const))(
      'refuses %s',
      (_, message, code) => {
        const parsed = parseClientMessage(message);
        expect(parsed.ok).toBe(false);
        if (parsed.ok) return;
        expect(parsed.error.code).toBe(code);
        expect(isErrorCode(parsed.error.code)).toBe(true);
        expect(parsed.error.message.length).toBeGreaterThan(0);
        // the request id is recovered, so the server can reply to the refused request
        expect(parsed.rid).toBe(parseRequestId(message.rid));
      },
    );

    it('refuses it without a rid, or with an unknown field', () => {
      const [example] = validRequests[type];
      if (example === undefined) throw new Error('no example');
      const { rid: _rid, ...noRid } = example;
      const missing = parseClientMessage(noRid);
      expect(missing).toMatchObject({ ok: false, rid: null, error: { code: 'bad_request' } });
      const extra = parseClientMessage({ ...example, sneaky: true });
      expect(extra).toMatchObject({ ok: false, rid: example.rid, error: { code: 'bad_request' } });
      if (!extra.ok) expect(extra.error.message).toContain('sneaky');
    });
  });
});

describe('normalisation at the boundary', () => {
  it('trims and collapses names, upper-cases room codes', () => {
    const message = mustParse({
      type: 'joinRoom',
      rid: '1',
      room: ' k7qx-3m ',
      profile: { name: '  Zoe\u0308   B. ', colour: 'teal', avatar: 'fox' },
    });
    expect(message).toEqual({
      type: 'joinRoom',
      rid: '1',
      room: 'K7QX3M',
      profile: { name: 'Zoë B.', colour: 'teal', avatar: 'fox' },
    });
  });

  it('counts names in graphemes: 24 emoji families fit', () => {
    const family = '👨‍👩‍👧‍👦';
    const name = family.repeat(24);
    expect(mustParse({ type: 'setProfile', rid: '1', profile: { name } })).toMatchObject({
      profile: { name },
    });
    const long = parseClientMessage({
      type: 'setProfile',
      rid: '1',
      profile: { name: name + 'x' },
    });
    expect(long).toMatchObject({ ok: false, error: { code: 'name_invalid' } });
  });

  it('refuses a name with nothing visible in it: zero-width spaces, joiners, fillers', () => {
    for (const name of [
      '\u200b\u200b\u200b',
      '\u200d',
      '\u2060\ufeff',
      '\u3164',
      ' \u00ad ',
      '\u2800',
    ]) {
      expect(
        parseClientMessage({ type: 'setProfile', rid: '1', profile: { name } }),
        JSON.stringify(name),
      ).toMatchObject({
        ok: false,
        error: { code: 'name_invalid', details: { reason: 'empty' } },
      });
    }
    // Zero-width characters at the ends go; joiners inside an emoji stay.
    expect(
      mustParse({ type: 'setProfile', rid: '1', profile: { name: '\u200bBo\u200b' } }),
    ).toMatchObject({
      profile: { name: 'Bo' },
    });
    expect(mustParse({ type: 'setProfile', rid: '1', profile: { name: '👩‍🚀 ❤️' } })).toMatchObject({
      profile: { name: '👩‍🚀 ❤️' },
    });
  });

  it('says why a name is refused: empty, too long, or a text-direction trick', () => {
    const reasonOf = (name: string) => {
      const parsed = parseClientMessage({ type: 'setProfile', rid: '1', profile: { name } });
      return parsed.ok ? null : [parsed.error.details?.reason, parsed.error.message];
    };
    expect(reasonOf('   ')).toEqual([
      'empty',
      'profile.name: A name needs at least one visible character.',
    ]);
    expect(reasonOf('x'.repeat(25))).toEqual([
      'too_long',
      'profile.name: A name is 25 characters long; at most 24.',
    ]);
    expect(reasonOf('Ann\u202eevil')).toEqual([
      'unsafe',
      'profile.name: A name holds control or text-direction characters.',
    ]);
    for (const name of ['', '\u200b', 'x'.repeat(30), 'A\u202eB', 'A\u2066B', 'Zoë']) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(reasonOf(name)?.[0] ?? null);
    }
  });

  it("trims clues with the engine's own parser", () => {
    expect(
      mustParse({ type: 'clue', rid: '1', clue: { kind: 'text', text: '  home  ' }, card: 'c1' }),
    ).toMatchObject({ clue: { kind: 'text', text: 'home' } });
  });

  it('names the failing field in the message', () => {
    const parsed = parseClientMessage({ type: 'vote', rid: '1', slots: [1, 'two'] });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    if (!parsed.ok) expect(parsed.error.message).toMatch(/^slots\.1: /);
  });
});

describe('moves mirror the engine', () => {
  it('lists exactly the seat command types', () => {
    expect([...moveTypes].sort()).toEqual(
      ['claimStoryteller', 'clue', 'submit', 'vote', 'trap', 'continue', 'wait'].sort(),
    );
    expect(isMoveRequest(mustParse({ type: 'vote', rid: '1', slots: [1] }))).toBe(true);
    expect(isMoveRequest(mustParse({ type: 'start', rid: '1' }))).toBe(false);
  });

  it('adds seat and time: a random legal game played through the protocol is accepted', () => {
    const deck = Array.from({ length: 120 }, (_, i) => `fabula-${String(i).padStart(3, '0')}`);
    const created = createGame({ preset: 'odyssey', seats: 5, deck, seed: 'protocol', at: 0 });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const random = seededRandom('protocol-moves');
    let moves = 0;
    for (let at = 1; state.phase.kind !== 'ended' && moves < 400; at++) {
      const seat = at % 5;
      const move = randomMove(legalCommands(state, seat), seat, at, random);
      if (move === null) continue;
      // what a client would send: the move without seat and at, as JSON
      const { seat: _seat, at: _at, ...wire } = move;
      const message = mustParse(JSON.stringify({ ...wire, rid: `r${at}` }));
      if (!isMoveRequest(message)) throw new Error(`not a move: ${message.type}`);
      const command = toSeatCommand(message, seat, at);
      expect(command).toEqual(move);
      const applied = apply(state, command);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      moves++;
    }
    expect(moves).toBeGreaterThan(20);
  });

  it('leaves out an absent card', () => {
    const move = mustParse({ type: 'clue', rid: '1', clue: { kind: 'text', text: 'x' } });
    expect(toSeatCommand(move as MoveRequest, 0, 5)).toEqual({
      type: 'clue',
      seat: 0,
      at: 5,
      clue: { kind: 'text', text: 'x' },
    });
  });
});
