import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  makeRoomCode,
  makeSeatToken,
  SEAT_TOKEN_BYTES,
  type RoomCode,
  type SeatToken,
} from '@fabula/protocol';

/**
 * Seat tokens are the only way to act for a seat (no accounts). A token is 128 random bits, kept
 * by the browser; the server stores only its SHA-256, so a leaked database acts for no one, and
 * looks seats up by the hash (a hash comparison leaks nothing useful about a token).
 */
export function newSeatToken(): SeatToken {
  return makeSeatToken(randomBytes(SEAT_TOKEN_BYTES));
}

export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newRoomCode(): RoomCode {
  return makeRoomCode((n) => randomInt(n));
}

/** A game's seed: 96 random bits, stored with the game so its log replays exactly. */
export function newSeed(): string {
  return randomBytes(12).toString('base64url');
}
