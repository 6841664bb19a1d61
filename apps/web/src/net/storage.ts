import type { RoomCode, SeatColour, SeatToken } from '@fabula/protocol';
import { parseSeatToken } from './wire.ts';

/**
 * What the browser remembers: a seat token per room (to take the seat back after a refresh),
 * the player's profile, recent rooms and the language. Storage may be unavailable (private
 * mode, blocked cookies): every read falls back and every write is best-effort.
 */

const prefix = 'fabula:';

function read(key: string): string | null {
  try {
    return localStorage.getItem(prefix + key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(prefix + key);
    else localStorage.setItem(prefix + key, value);
  } catch {
    // Storage is full or blocked: the seat is simply not remembered.
  }
}

export function seatToken(room: RoomCode): SeatToken | null {
  return parseSeatToken(read(`seat:${room}`));
}

export function rememberSeat(room: RoomCode, token: SeatToken): void {
  write(`seat:${room}`, token);
  const recent = recentRooms().filter((r) => r !== room);
  write('recent', JSON.stringify([room, ...recent].slice(0, 5)));
}

export function forgetSeat(room: RoomCode): void {
  write(`seat:${room}`, null);
  write('recent', JSON.stringify(recentRooms().filter((r) => r !== room)));
}

/** Rooms this browser holds a seat in, newest first. */
export function recentRooms(): RoomCode[] {
  try {
    const parsed: unknown = JSON.parse(read('recent') ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (r): r is RoomCode => typeof r === 'string' && seatToken(r as RoomCode) !== null,
    );
  } catch {
    return [];
  }
}

export interface SavedProfile {
  readonly name: string;
  readonly colour: SeatColour;
  readonly avatar: string;
}

export function savedProfile(): Partial<SavedProfile> {
  try {
    const parsed: unknown = JSON.parse(read('profile') ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const p = parsed as Record<string, unknown>;
    return {
      ...(typeof p.name === 'string' ? { name: p.name } : {}),
      ...(typeof p.colour === 'string' ? { colour: p.colour as SeatColour } : {}),
      ...(typeof p.avatar === 'string' ? { avatar: p.avatar } : {}),
    };
  } catch {
    return {};
  }
}

export function saveProfile(profile: SavedProfile): void {
  write('profile', JSON.stringify(profile));
}

export function savedLanguage(): string | null {
  return read('lang');
}

export function saveLanguage(lang: string): void {
  write('lang', lang);
}
