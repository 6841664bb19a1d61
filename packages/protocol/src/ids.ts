import { presetIds, presets } from '@fabula/rules';
import { z } from './zod.ts';

/**
 * Branded ids. Each is parsed once, where data enters (a message, a URL, a form), and is then
 * carried with its brand, so a room code can never be passed where a seat token is expected.
 */

/**
 * The 31 characters room codes are made of: digits and capitals without the look-alikes 0/O,
 * 1/I/L (so a code read aloud or off a TV screen is typed right).
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

const roomCodePattern = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/**
 * A room code as typed by a person: surrounding spaces and inner spaces or dashes are dropped and
 * letters are upper-cased before the check, so ` k7qx-3m ` is `K7QX3M`.
 *
 * @example
 * roomCodeSchema.parse(' k7qx-3m '); // 'K7QX3M' as RoomCode
 */
export const roomCodeSchema = z
  .pipe(
    z.pipe(
      z.string().check(z.maxLength(32)),
      z.transform((s: string) => s.replace(/[\s-]/g, '').toUpperCase()),
    ),
    z
      .string()
      .check(
        z.regex(
          roomCodePattern,
          `A room code is ${ROOM_CODE_LENGTH} characters from ${ROOM_CODE_ALPHABET}.`,
        ),
      ),
  )
  .brand<'RoomCode'>();
export type RoomCode = z.output<typeof roomCodeSchema>;

/**
 * A room's code, or null when `value` is not one (see `roomCodeSchema` for the normalisation).
 *
 * @example
 * parseRoomCode('k7qx3m'); // 'K7QX3M'
 * parseRoomCode('K7QX30'); // null: '0' is not in the alphabet
 */
export function parseRoomCode(value: unknown): RoomCode | null {
  const parsed = roomCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A new random room code. `randomBelow(n)` must return a uniform integer in [0, n) from a
 * cryptographic source (the server passes `crypto.randomInt`); the protocol takes it as an
 * argument because it runs in browsers too and reads no global randomness.
 *
 * @example
 * import { randomInt } from 'node:crypto';
 * const code = makeRoomCode(randomInt); // e.g. 'K7QX3M'
 */
export function makeRoomCode(randomBelow: (n: number) => number): RoomCode {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_ALPHABET.charAt(randomBelow(ROOM_CODE_ALPHABET.length));
  }
  const parsed = parseRoomCode(code);
  if (parsed === null) throw new Error('randomBelow returned a value outside [0, n)');
  return parsed;
}

/** Bytes of randomness in a seat token: 128 bits, the floor the architecture sets. */
export const SEAT_TOKEN_BYTES = 16;

/**
 * A seat token: the only credential for acting as a seat. At least 128 random bits in base64url
 * without padding (22 characters for 16 bytes); the server stores only a hash of it.
 *
 * @example
 * seatTokenSchema.parse('q3v9WZ0m1N2b8Yp5xK7cAg'); // ok
 */
export const seatTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{22,86}$/, 'A seat token is 22 to 86 base64url characters.'))
  .brand<'SeatToken'>();
export type SeatToken = z.output<typeof seatTokenSchema>;

/**
 * A seat token, or null when `value` is not one.
 *
 * @example
 * parseSeatToken(localStorage.getItem('fabula:K7QX3M')); // SeatToken | null
 */
export function parseSeatToken(value: unknown): SeatToken | null {
  const parsed = seatTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Encodes random bytes (at least `SEAT_TOKEN_BYTES`) as a seat token.
 *
 * @example
 * import { randomBytes } from 'node:crypto';
 * const token = makeSeatToken(randomBytes(SEAT_TOKEN_BYTES));
 */
export function makeSeatToken(bytes: Uint8Array): SeatToken {
  if (bytes.length < SEAT_TOKEN_BYTES || bytes.length > 64) {
    throw new RangeError(`A seat token needs ${SEAT_TOKEN_BYTES} to 64 random bytes.`);
  }
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) text += base64url.charAt((chunk >> (18 - 6 * c)) & 63);
  }
  return seatTokenSchema.parse(text);
}

/**
 * A client's request id: any 1 to 64 printable ASCII characters the client chooses (a counter, a
 * UUID). The reply carries it back; the server also keeps it per room, so a request retried with
 * the same id is answered from the log instead of being applied twice.
 *
 * @example
 * requestIdSchema.parse('r42'); // ok
 */
export const requestIdSchema = z
  .string()
  .check(z.regex(/^[\x21-\x7e]{1,64}$/, 'A request id is 1 to 64 printable ASCII characters.'))
  .brand<'RequestId'>();
export type RequestId = z.output<typeof requestIdSchema>;

/**
 * A request id, or null when `value` is not one.
 *
 * @example
 * parseRequestId('r42'); // 'r42' as RequestId
 */
export function parseRequestId(value: unknown): RequestId | null {
  const parsed = requestIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A card's id as the deck names it (e.g. `fabula-042`); whether the card is in a seat's hand is
 * the engine's business.
 *
 * @example
 * cardIdSchema.parse('fabula-042'); // ok
 */
export const cardIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._:-]{1,64}$/, 'A card id is 1 to 64 letters, digits or ._:-'))
  .brand<'CardId'>();
export type CardId = z.output<typeof cardIdSchema>;

/**
 * A card id, or null when `value` is not one.
 *
 * @example
 * parseCardId('fabula-042'); // 'fabula-042' as CardId
 */
export function parseCardId(value: unknown): CardId | null {
  const parsed = cardIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The most seats any preset allows (12): seats are numbered 0 to `MAX_SEATS - 1`. */
export const MAX_SEATS = Math.max(...presetIds.map((id) => presets[id].maxPlayers));

/**
 * A seat number, 0-based in table order (the engine's `Seat`).
 *
 * @example
 * seatSchema.parse(3); // 3
 */
export const seatSchema = z.int().check(z.minimum(0), z.maximum(MAX_SEATS - 1));

/**
 * A board slot, 1-based as printed on the board (the engine's `Slot`); whether it exists on this
 * board is the engine's check (`no_such_slot`).
 *
 * @example
 * slotSchema.parse(1); // 1
 */
export const slotSchema = z.int().check(z.minimum(1), z.maximum(2 * MAX_SEATS));
