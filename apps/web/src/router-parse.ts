import type { RoomCode } from '@fabula/protocol';
import { parseRoomCode } from './net/wire.ts';

/**
 * Path-based routes: `/` home, `/r/CODE` a room (the invite link), `/r/CODE/board` the room's
 * big shared screen for a TV (it watches as a spectator: no hand).
 */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'room'; readonly code: RoomCode }
  | { readonly page: 'board'; readonly code: RoomCode };

export function parseRoute(pathname: string): Route {
  const match = /^\/r\/([^/]+)(\/board)?\/?$/.exec(pathname);
  const code = match?.[1] === undefined ? null : parseRoomCode(decodeSegment(match[1]));
  if (code === null) return { page: 'home' };
  return match?.[2] === undefined ? { page: 'room', code } : { page: 'board', code };
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

/** The TV board of a room (takes any code string: the lobby holds it as one). */
export function boardPath(code: string): string {
  return `/r/${code}/board`;
}

/**
 * What the page's socket tells the load balancer in its URL (`?room=CODE` on a room's pages).
 * With several server processes, a balancer that hashes on it keeps a room's connections on one
 * process, so its pushes need not travel between processes (docs/scaling.md). The server does
 * not read it: any routing stays correct.
 */
export function routingQuery(pathname: string): Record<string, string> {
  const route = parseRoute(pathname);
  return route.page === 'home' ? {} : { room: route.code };
}
