import type { GameViewPush, RoomStatePush, SeatSnapshot } from '@fabula/protocol';
import { viewFor, type GameEvent } from '@fabula/rules';
import type { Stored } from './decision.ts';
import { claimSnapshots } from './late-join.ts';
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
    tookOver: seat.tookOver ?? null,
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
      claims: claimSnapshots(record.lobby),
      settings: record.lobby.settings,
      reactions: [...reactionsOf(record)],
    },
  };
}

/**
 * One audience's view of the game: the only way game state leaves the server. With
 * `historyFrom`, the view's history is cut there (the receiver holds the rounds before it: see
 * `historyDeltaFrom`).
 */
export function gameViewPush(
  record: RoomRecord,
  version: number,
  audience: Audience,
  events: readonly GameEvent[],
  historyFrom: number | null = null,
): GameViewPush | null {
  const game = record.game;
  if (!game) return null;
  const view = viewFor(game.state, audience);
  const push: GameViewPush = {
    type: 'gameView',
    room: record.code,
    version,
    view,
    events: [...events],
  };
  if (historyFrom === null) return push;
  return { ...push, historyFrom, view: { ...view, history: view.history.slice(historyFrom) } };
}

/**
 * Where a change's game views may cut their history, or null to send it whole. Past rounds
 * never change within a game (but for a clue the host hides, sent again from its round), so
 * whoever holds the view of the version just before holds its rounds; only a change from that
 * version within the same game can rely on it (a new game, a join or a presence refresh at the
 * same version send everything).
 */
export function historyDeltaFrom(previous: Stored | null | undefined, room: Stored): number | null {
  const before = previous?.doc.game;
  const now = room.doc.game;
  if (!previous || !before || !now) return null;
  if (previous.version !== room.version - 1) return null;
  const sameGame =
    previous.doc.gamesPlayed === room.doc.gamesPlayed && before.config.seed === now.config.seed;
  if (!sameGame) return null;
  // Past rounds never change but for a clue the host hid (spec HC-PAST): sent again from there.
  const held = before.state.history;
  const hidden = now.state.history.findIndex(
    (r, i) => i < held.length && r.clue.kind === 'hidden' && held[i]?.clue.kind !== 'hidden',
  );
  return hidden >= 0 ? hidden : held.length;
}
