import type { Profile, RequestOf } from '@fabula/protocol';
import type { LogAction } from '../storage/room.ts';
import {
  commit,
  denied,
  deniedWith,
  isWrite,
  requireSeat,
  seatOf,
  withSeat,
  type Ack,
  type DecisionContext,
  type RoomDecision,
  type SeatAck,
  type Stored,
  type Timing,
} from './decision.ts';
import { addSeat, removeSeat, vacateSeat, type Lobby } from './lobby.ts';
import { applyCommand } from './moves.ts';
import { chatHistory, roomPhase, type RoomRecord } from './record.ts';
import { chatPaceRefusal, mutedRefusal } from './social.ts';

/**
 * Taking a seat with a new token, in the lobby. During a game the caller watches (RULES.md §8:
 * newcomers join as spectators) and may claim a seat from the next round (`late-join.ts`).
 */
export function decideSit(
  room: Stored,
  profile: Profile,
  tokenHash: string,
  timing: Timing,
): RoomDecision<SeatAck> {
  const { doc } = room;
  if (roomPhase(doc) === 'ended') {
    return denied('game_in_progress', 'The game has ended; wait for the rematch.');
  }
  if (doc.game) {
    return denied('game_in_progress', 'The game is on: watch, and take a seat at the next round.');
  }
  const added = addSeat(doc.lobby, profile, tokenHash);
  if (!added.ok) return deniedWith(added.error);
  const seat = added.lobby.seats.length - 1;
  const action: LogAction = { kind: 'room', request: 'joinRoom', seat };
  return withSeat(commit(room, { ...doc, lobby: added.lobby }, action, timing), seat);
}

/**
 * Once the lobby gives `seat` to someone mid-game (a person, or a bot filling a vacancy), the
 * engine's seat is occupied too if it was vacant; the reply names the seat.
 */
export function seatTaken(
  room: Stored,
  lobby: Lobby,
  seat: number,
  timing: Timing,
): RoomDecision<SeatAck> {
  const seated: RoomRecord = { ...room.doc, lobby };
  if (room.doc.game?.state.occupied[seat] !== false) {
    return withSeat(
      commit(room, seated, { kind: 'room', request: 'takeSeat', seat }, timing),
      seat,
    );
  }
  const occupied = applyCommand(
    { ...room, doc: seated },
    { type: 'occupySeat', seat, at: timing.now },
    timing,
  );
  return isWrite(occupied) ? withSeat(occupied, seat) : occupied;
}

/**
 * Leaving (or being kicked, `request: 'kick'`): a lobby seat goes; a seat in a game is vacated
 * and sits out with its score (spec SE-VACANT). Either way the token stops working.
 */
export function decideLeave(
  room: Stored,
  seat: number,
  request: 'leaveRoom' | 'kick',
  timing: Timing,
): RoomDecision<Ack> {
  const { doc } = room;
  const action: LogAction = { kind: 'room', request, seat };
  if (!doc.game) {
    const removed = removeSeat(doc.lobby, seat);
    if (!removed.ok) return deniedWith(removed.error);
    return commit(room, { ...doc, lobby: removed.lobby }, action, timing);
  }
  const vacated = vacateSeat(doc.lobby, seat);
  if (!vacated.ok) return deniedWith(vacated.error);
  const next: RoomRecord = { ...doc, lobby: vacated.lobby };
  if (roomPhase(doc) === 'ended' || doc.game.state.occupied[seat] !== true) {
    return commit(room, next, action, timing);
  }
  return applyCommand({ ...room, doc: next }, { type: 'vacateSeat', seat, at: timing.now }, timing);
}

/** The caller leaves the room for good: their token stops working, their connections are told. */
export function decideLeaveRoom(
  room: Stored,
  _request: RequestOf<'leaveRoom'>,
  { caller, timing }: DecisionContext,
): RoomDecision<Ack> {
  const seat = seatOf(room.doc, caller);
  if (seat === null || caller.tokenHash === null)
    return denied('not_seated', 'You hold no seat here.');
  const left = decideLeave(room, seat, 'leaveRoom', timing);
  return isWrite(left)
    ? { ...left, removed: { tokenHash: caller.tokenHash, reason: 'left' } }
    : left;
}

/** A seat holder changes their name, colour or avatar (a colour nobody else has). */
export function decideProfile(
  room: Stored,
  { profile }: RequestOf<'setProfile'>,
  { caller, timing }: DecisionContext,
): RoomDecision<Ack> {
  const seat = requireSeat(room.doc, caller);
  if (typeof seat !== 'number') return seat;
  const { lobby } = room.doc;
  if (
    profile.colour !== undefined &&
    lobby.seats.some((s, i) => i !== seat && s.colour === profile.colour)
  ) {
    return denied('bad_request', 'Another seat has that colour.');
  }
  const seats = lobby.seats.map((s, i) =>
    i === seat
      ? {
          ...s,
          name: profile.name ?? s.name,
          colour: profile.colour ?? s.colour,
          avatar: profile.avatar ?? s.avatar,
        }
      : s,
  );
  return commit(
    room,
    { ...room.doc, lobby: { ...lobby, seats } },
    { kind: 'room', request: 'setProfile', seat },
    timing,
  );
}

/**
 * A chat line, kept with the room (the last 50) so a reconnecting player sees it; refused for a
 * muted seat and past the chat's pace (`CHAT_LIMIT`).
 */
export function decideChat(
  room: Stored,
  { text }: RequestOf<'chat'>,
  { caller, timing }: DecisionContext,
): RoomDecision<Ack> {
  const { doc } = room;
  const seat = seatOf(doc, caller);
  const refused = mutedRefusal(doc, seat) ?? chatPaceRefusal(doc, seat, timing.now);
  if (refused) return refused;
  const name = seat === null ? 'Spectator' : (doc.lobby.seats[seat]?.name ?? 'Spectator');
  const line = { seat, name, text, at: timing.now };
  const chat = [...doc.chat, line].slice(-chatHistory);
  return {
    ...commit(room, { ...doc, chat }, { kind: 'room', request: 'chat', seat }, timing),
    chat: { type: 'chat', room: doc.code, from: { seat, name }, text, at: timing.now },
  };
}
