import type { RoomCode, SeatToken } from '@fabula/protocol';

/**
 * The few protocol values the home page needs at run time, copied so that it does not load the
 * protocol package's zod schemas (see the bundle budget; the protocol client, which needs them,
 * loads after the page: net/client.ts). `test/wire.test.ts` checks that they equal
 * @fabula/protocol's.
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;
export const MAX_NAME_LENGTH = 24;
export const MAX_CLUE_LENGTH = 140;
/** The quick reactions, in the protocol's order (`reactionEmoji`). */
export const REACTION_EMOJI = ['👏', '😂', '😮', '😍', '🤔', '😅', '🔥', '🎯'] as const;

const roomCodePattern = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${String(ROOM_CODE_LENGTH)}}$`);

/**
 * A room code as typed (spaces and dashes dropped, upper-cased), or null when it is not one:
 * the same normalisation as the protocol's `parseRoomCode`.
 */
export function parseRoomCode(value: string): RoomCode | null {
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  return roomCodePattern.test(code) ? (code as RoomCode) : null;
}

/** A stored seat token, or null when the text is not one. */
export function parseSeatToken(value: string | null): SeatToken | null {
  return value !== null && /^[A-Za-z0-9_-]{22,86}$/.test(value) ? (value as SeatToken) : null;
}
