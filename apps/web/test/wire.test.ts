import * as protocol from '@fabula/protocol';
import { maxClueLength } from '@fabula/rules';
import { describe, expect, it } from 'vitest';
import {
  MAX_CLUE_LENGTH,
  MAX_NAME_LENGTH,
  REACTION_EMOJI,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  parseRoomCode,
  parseSeatToken,
} from '../src/net/wire.ts';
import { seatColours } from '../src/ui/profile.ts';
import { parseRoute } from '../src/router-parse.ts';

describe('the copies of protocol values', () => {
  it('equal @fabula/protocol', () => {
    expect(ROOM_CODE_ALPHABET).toBe(protocol.ROOM_CODE_ALPHABET);
    expect(ROOM_CODE_LENGTH).toBe(protocol.ROOM_CODE_LENGTH);
    expect(MAX_NAME_LENGTH).toBe(protocol.MAX_NAME_LENGTH);
    expect(MAX_CLUE_LENGTH).toBe(maxClueLength);
    expect([...seatColours]).toEqual([...protocol.seatColours]);
    expect([...REACTION_EMOJI]).toEqual([...protocol.reactionEmoji]);
  });

  it('parse room codes and tokens as the protocol does', () => {
    const samples = [' k7qx-3m ', 'K7QX3M', 'K7QX30', 'abc', '', 'K7 QX 3M', 'k7qx3mm', 'ÄBCDEF'];
    for (const s of samples) expect(parseRoomCode(s)).toBe(protocol.parseRoomCode(s));
    for (const s of ['q3v9WZ0m1N2b8Yp5xK7cAg', 'short', 'q3v9WZ0m1N2b8Yp5xK7cA=']) {
      expect(parseSeatToken(s)).toBe(protocol.parseSeatToken(s));
    }
  });
});

describe('routes', () => {
  it('maps paths to pages', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/r/k7qx3m')).toEqual({ page: 'room', code: 'K7QX3M' });
    expect(parseRoute('/r/K7QX3M/')).toEqual({ page: 'room', code: 'K7QX3M' });
    expect(parseRoute('/r/NOPE0')).toEqual({ page: 'home' });
    expect(parseRoute('/elsewhere')).toEqual({ page: 'home' });
  });
});
