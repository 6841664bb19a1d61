import type {
  Profile,
  RequestOf,
  ResultOf,
  SeatClaim as SeatClaimSnapshot,
  SeatToken,
} from '@fabula/protocol';
import { hashSeatToken } from '../identity/seat-token.ts';
import {
  commit,
  denied,
  deniedWith,
  isWrite,
  seatOf,
  withSeat,
  type Ack,
  type Caller,
  type DecisionContext,
  type RoomDecision,
  type SeatAck,
  type Stored,
  type Timing,
} from './decision.ts';
import { maxSeats, personSeat, takeSeat, type Lobby, type LobbySeat } from './lobby.ts';
import { seatTaken } from './membership.ts';
import { roomPhase, type RoomRecord } from './record.ts';

/**
 * A friend who opens the link mid-game (RULES.md §8: "Newcomers join as spectators and may take
 * a free or bot seat at the next round"). They watch, and may claim a seat: a bot's, or the empty
 * seat of a player who left. Everyone sees the claim at once; the seat changes hands between
 * rounds, once the round is scored (its reveal) or before the first one (the storyteller race),
 * so the newcomer plays from the next round on with the seat's cards and points, and the seat
 * records whose it was (`tookOver`). Claims not honoured when the game ends join the rematch.
 */
export interface SeatClaim {
  readonly seat: number;
  readonly profile: Profile;
  /** The seat token the seat will answer to (its SHA-256), handed to the claimant only. */
  readonly tokenHash: string;
  /** The connection that asked: one claim each (a new one replaces it; it goes when they do). */
  readonly by: string;
  readonly at: number;
}

export function claimsOf(lobby: Lobby): readonly SeatClaim[] {
  return lobby.claims ?? [];
}

/** What everyone sees of the claims: who joins, in which seat (no tokens). */
export function claimSnapshots(lobby: Lobby): SeatClaimSnapshot[] {
  return claimsOf(lobby).map((c) => ({
    seat: c.seat,
    name: c.profile.name,
    colour: c.profile.colour,
    avatar: c.profile.avatar,
  }));
}

/**
 * Whether a newcomer may take `seat` of a running game: a host-added bot's, or a vacant one (its
 * player left). Not a person's, nor one a bot plays while its person is away (they come back).
 */
export function claimable(doc: RoomRecord, seat: number): boolean {
  const current = doc.lobby.seats[seat];
  if (!current || current.tokenHash !== null) return false;
  return current.bot || doc.game?.state.occupied[seat] !== true;
}

/** A spectator's claim on `seat` from the next round; the server made the token (`tokenHash`). */
export function decideClaim(
  room: Stored,
  caller: Caller,
  claim: { readonly seat: number; readonly profile: Profile; readonly tokenHash: string },
  timing: Timing,
): RoomDecision<SeatAck> {
  const { doc } = room;
  if (seatOf(doc, caller) !== null) return denied('already_in_room', 'You already hold a seat.');
  const phase = roomPhase(doc);
  if (phase === 'lobby') return denied('no_game', 'No game is running: join the lobby instead.');
  if (phase === 'ended') return denied('game_over', 'The game has ended; wait for the rematch.');
  if (doc.lobby.locked) return denied('room_locked', 'The host has locked this room.');
  if (!doc.lobby.seats[claim.seat]) return denied('not_a_seat', `There is no seat ${claim.seat}.`);
  if (!claimable(doc, claim.seat)) {
    return denied('seat_occupied', 'Someone plays that seat; pick a bot’s or an empty one.');
  }
  const by = caller.connection ?? claim.tokenHash;
  const others = claimsOf(doc.lobby).filter((c) => c.by !== by);
  const rival = others.find((c) => c.seat === claim.seat);
  if (rival) {
    return denied('seat_occupied', `${rival.profile.name} takes that seat at the next round.`);
  }
  const claims = [...others, { ...claim, by, at: timing.now }];
  return withSeat(
    commit(
      room,
      { ...doc, lobby: { ...doc.lobby, claims } },
      { kind: 'room', request: 'claimSeat', seat: claim.seat },
      timing,
    ),
    claim.seat,
  );
}

/**
 * A spectator's `claimSeat`, with the seat token made for it outside the transaction: the reply
 * hands the token to the claimant, and the room's log keeps the reply without it.
 */
export function decideClaimSeat(
  room: Stored,
  request: RequestOf<'claimSeat'>,
  { caller, timing }: DecisionContext,
  token: SeatToken,
): RoomDecision<ResultOf<'claimSeat'>> {
  const { seat, profile } = request;
  const claimed = decideClaim(
    room,
    caller,
    { seat, profile, tokenHash: hashSeatToken(token) },
    timing,
  );
  if (!isWrite(claimed)) return claimed;
  const result = { ...claimed.reply.result, token };
  return { ...claimed, reply: { ok: true, result }, logged: claimed.reply };
}

/** A claimant's connection closed: the claim goes with it (a seat never waits for a ghost). */
export function decideDropClaims(
  room: Stored,
  connection: string,
  timing: Timing,
): RoomDecision<Ack> {
  const { doc } = room;
  const claims = claimsOf(doc.lobby);
  const kept = claims.filter((c) => c.by !== connection);
  if (kept.length === claims.length) return denied('not_found', 'No claim to drop.');
  const next = { ...doc, lobby: { ...doc.lobby, claims: kept } };
  return commit(room, next, { kind: 'room', request: 'dropClaim', seat: null }, timing);
}

/**
 * Whether a claim is due: the game is between rounds (a reveal, or the first storyteller race),
 * or it waits for players (below the mode's minimum, spec SE-MIN: it could never reach the next
 * round without them).
 */
export function claimDue(doc: RoomRecord): boolean {
  const state = doc.game?.state;
  if (!state || claimsOf(doc.lobby).length === 0) return false;
  const kind = state.phase.kind;
  const waitingForPlayers = state.pause !== null && !state.pause.byHost && kind !== 'ended';
  return kind === 'reveal' || kind === 'race' || waitingForPlayers;
}

/**
 * Honours the oldest claim (the scheduler calls again while more are due): the claimant takes
 * the seat, with its cards and points, and the seat says whose it was. Their connection is still
 * a spectator's until it resumes with the claim's token, so the seat counts as away from now: if
 * they never come, a bot stands in after the room's delay. A claim whose seat is no longer free
 * (or a room locked since) is dropped.
 */
export function decideSeatClaim(room: Stored, timing: Timing): RoomDecision<Ack> {
  const { doc } = room;
  const [claim, ...rest] = claimsOf(doc.lobby);
  const lobby: Lobby = { ...doc.lobby, claims: rest };
  const before = claim ? doc.lobby.seats[claim.seat] : undefined;
  if (!claim || !before || !claimable(doc, claim.seat) || doc.lobby.locked) {
    const next = { ...doc, lobby };
    return commit(room, next, { kind: 'room', request: 'dropClaim', seat: null }, timing);
  }
  const taken = takeSeat(lobby, claim.seat, claim);
  if (!taken.ok) return deniedWith(taken.error);
  const tookOver = { from: before.name, bot: before.bot, at: timing.now };
  const seats = taken.lobby.seats.map((s, i): LobbySeat =>
    i === claim.seat ? { ...s, tookOver, awaySince: timing.now } : s,
  );
  return seatTaken(room, { ...taken.lobby, seats }, claim.seat, timing);
}

/** The rematch's lobby seats: those kept, then the claims the game ended before honouring. */
export function seatsWithClaimants(lobby: Lobby, kept: readonly LobbySeat[]): LobbySeat[] {
  const seats = [...kept];
  for (const claim of claimsOf(lobby)) {
    if (seats.length >= maxSeats) break;
    seats.push(personSeat(seats, claim.profile, claim.tokenHash));
  }
  return seats;
}
