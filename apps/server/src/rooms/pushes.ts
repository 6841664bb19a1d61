import type { GameViewPush, RoomStatePush, SeatSnapshot } from '@fabula/protocol';
import { viewFor, type GameEvent } from '@fabula/rules';
import { roomPhase, type RoomRecord } from './record.ts';
import { reactionsOf } from './social.ts';

/** Who receives a push: a seat's connections, or the spectators'. */
export type Audience = { readonly seat: number } | { readonly spectator: true };

/**
 * The room state everyone in the room sees (no tokens, no hidden game information: the game
 * itself goes out only as `gameView`, through the engine's `viewFor`).
 */
export function roomStatePush(
  record: RoomRecord,
  version: number,
  you: number | null,
  presence: { readonly connectedSeats: ReadonlySet<number>; readonly spectators: number },
): RoomStatePush {
  const state = record.game?.state;
  const seats: SeatSnapshot[] = record.lobby.seats.map((seat, i) => ({
    seat: i,
    name: seat.name,
    colour: seat.colour,
    avatar: seat.avatar,
    bot: seat.bot,
    standIn: seat.bot && seat.tokenHash !== null,
    botLevel: seat.bot ? seat.level : null,
    botPersonality: seat.bot ? seat.personality : null,
    // A host-added bot is always there; a stood-in seat's player is away until they return.
    connected: (seat.bot && seat.tokenHash === null) || presence.connectedSeats.has(i),
    host: record.lobby.host === i,
    vacant: state !== undefined && state.occupied[i] !== true,
    muted: record.lobby.muted.includes(i),
  }));
  return {
    type: 'roomState',
    version,
    you,
    room: {
      code: record.code,
      phase: roomPhase(record),
      locked: record.lobby.locked,
      seats,
      spectators: presence.spectators,
      settings: record.lobby.settings,
      reactions: [...reactionsOf(record)],
    },
  };
}

/** One audience's view of the game: the only way game state leaves the server. */
export function gameViewPush(
  record: RoomRecord,
  version: number,
  audience: Audience,
  events: readonly GameEvent[],
): GameViewPush | null {
  const game = record.game;
  if (!game) return null;
  return {
    type: 'gameView',
    room: record.code,
    version,
    view: viewFor(game.state, audience),
    events: [...events],
  };
}
