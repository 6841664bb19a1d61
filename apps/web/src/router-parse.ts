import type { RoomCode } from '@fabula/protocol';
import { parseRoomCode } from './net/wire.ts';

/** Path-based routes: `/` home, `/r/CODE` a room (the invite link). */
export type Route = { readonly page: 'home' } | { readonly page: 'room'; readonly code: RoomCode };

export function parseRoute(pathname: string): Route {
  const match = /^\/r\/([^/]+)\/?$/.exec(pathname);
  const code = match?.[1] === undefined ? null : parseRoomCode(decodeSegment(match[1]));
  return code === null ? { page: 'home' } : { page: 'room', code };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export function roomPath(code: RoomCode): string {
  return `/r/${code}`;
}
