import { describe, expect, it } from 'vitest';
import {
  MAX_SEATS,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  SEAT_TOKEN_BYTES,
  makeRoomCode,
  makeSeatToken,
  parseCardId,
  parseRequestId,
  parseRoomCode,
  parseSeatToken,
  seatSchema,
  slotSchema,
} from '../src/index.ts';

describe('room codes', () => {
  it('use 31 unambiguous characters: no 0/O, 1/I/L', () => {
    expect(ROOM_CODE_ALPHABET).toHaveLength(31);
    for (const ambiguous of '01OIL') expect(ROOM_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(31);
  });

  it('parse six alphabet characters', () => {
    expect(parseRoomCode('K7QX3M')).toBe('K7QX3M');
    expect(parseRoomCode('222222')).toBe('222222');
  });

  it('normalise what people type: case, spaces, dashes', () => {
    expect(parseRoomCode(' k7qx3m ')).toBe('K7QX3M');
    expect(parseRoomCode('k7q-x3m')).toBe('K7QX3M');
    expect(parseRoomCode('K7Q X3M')).toBe('K7QX3M');
  });

  it.each([
    ['too short', 'K7QX3'],
    ['too long', 'K7QX3MM'],
    ['a zero', 'K7QX30'],
    ['an O', 'K7QXOM'],
    ['a one', 'K7QX1M'],
    ['an I', 'K7QXIM'],
    ['an L', 'K7QXLM'],
    ['punctuation', 'K7QX3!'],
    ['non-ASCII', 'K7QX3É'],
    ['empty', ''],
    ['a number', 123456],
    ['null', null],
    ['an object', { code: 'K7QX3M' }],
    ['very long', 'K'.repeat(10_000)],
  ])('refuse %s', (_, value) => {
    expect(parseRoomCode(value)).toBeNull();
  });

  it('are made from the alphabet by the random source given', () => {
    let i = 0;
    expect(makeRoomCode(() => i++)).toBe('234567');
    expect(makeRoomCode((n) => n - 1)).toBe('ZZZZZZ');
    const seen = new Set<string>();
    let state = 7;
    const lcg = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    for (let k = 0; k < 200; k++) {
      const code = makeRoomCode(lcg);
      expect(parseRoomCode(code)).toBe(code);
      expect(code).toHaveLength(ROOM_CODE_LENGTH);
      seen.add(code);
    }
    expect(seen.size).toBe(200);
  });

  it('refuse a random source that leaves [0, n)', () => {
    expect(() => makeRoomCode(() => 31)).toThrow(/outside/);
  });
});

describe('seat tokens', () => {
  it('encode at least 128 bits as base64url without padding', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i);
    expect(makeSeatToken(bytes)).toBe('AAECAwQFBgcICQoLDA0ODw');
    expect(makeSeatToken(Uint8Array.from({ length: 17 }, (_, i) => 255 - i))).toBe(
      '__79_Pv6-fj39vX08_Lx8O8',
    );
    expect(makeSeatToken(Uint8Array.from({ length: 18 }, (_, i) => (i * 13) % 256))).toBe(
      'AA0aJzRBTltodYKPnKm2w9Dd',
    );
  });

  it('refuse fewer than 128 bits', () => {
    expect(SEAT_TOKEN_BYTES).toBe(16);
    expect(() => makeSeatToken(new Uint8Array(15))).toThrow(RangeError);
    expect(() => makeSeatToken(new Uint8Array(65))).toThrow(RangeError);
  });

  it('parse 22+ base64url characters only', () => {
    expect(parseSeatToken('AAECAwQFBgcICQoLDA0ODw')).toBe('AAECAwQFBgcICQoLDA0ODw');
    expect(parseSeatToken('AAECAwQFBgcICQoLDA0OD')).toBeNull(); // 21 characters: < 128 bits
    expect(parseSeatToken('AAECAwQFBgcICQoLDA0ODw==')).toBeNull(); // padding
    expect(parseSeatToken('AAECAwQFBgcICQoLDA0OD+')).toBeNull(); // base64, not base64url
    expect(parseSeatToken('A'.repeat(87))).toBeNull();
    expect(parseSeatToken(42)).toBeNull();
  });
});

describe('request ids', () => {
  it('are 1 to 64 printable ASCII characters', () => {
    expect(parseRequestId('1')).toBe('1');
    expect(parseRequestId('r-42:retry')).toBe('r-42:retry');
    expect(parseRequestId('x'.repeat(64))).not.toBeNull();
    expect(parseRequestId('x'.repeat(65))).toBeNull();
    expect(parseRequestId('')).toBeNull();
    expect(parseRequestId('has space')).toBeNull();
    expect(parseRequestId('é')).toBeNull();
    expect(parseRequestId(7)).toBeNull();
  });
});

describe('card ids', () => {
  it('are 1 to 64 letters, digits and ._:-', () => {
    expect(parseCardId('fabula-042')).toBe('fabula-042');
    expect(parseCardId('custom:deck.7_b')).toBe('custom:deck.7_b');
    expect(parseCardId('')).toBeNull();
    expect(parseCardId('a/b')).toBeNull();
    expect(parseCardId('c'.repeat(65))).toBeNull();
    expect(parseCardId(42)).toBeNull();
  });
});

describe('seats and slots', () => {
  it('seats are 0 to MAX_SEATS - 1; slots start at 1', () => {
    expect(MAX_SEATS).toBe(12);
    expect(seatSchema.safeParse(0).success).toBe(true);
    expect(seatSchema.safeParse(11).success).toBe(true);
    expect(seatSchema.safeParse(12).success).toBe(false);
    expect(seatSchema.safeParse(-1).success).toBe(false);
    expect(seatSchema.safeParse(1.5).success).toBe(false);
    expect(slotSchema.safeParse(0).success).toBe(false);
    expect(slotSchema.safeParse(1).success).toBe(true);
  });
});
