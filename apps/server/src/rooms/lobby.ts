import { botName } from '@fabula/bots';
import {
  noPhaseTimers,
  seatColours,
  suggestedTimers,
  type BotLevel,
  type BotPersonality,
  type KnobOverrides,
  type Profile,
  type RoomSettings,
  type SeatColour,
  type TimerSettings,
} from '@fabula/protocol';
import { allowedPlayerCounts, presets, resolveRules, type RuleError } from '@fabula/rules';
import type { SeatClaim } from './late-join.ts';

/**
 * A room's lobby: who sits where, who is host, the settings of the next game. Pure functions
 * over plain data (stored as JSON with the room); the room service persists the results. Once a
 * game starts, seat numbers are the engine's seats and seats are never removed, only vacated.
 */
export interface LobbySeat {
  readonly name: string;
  readonly colour: SeatColour;
  readonly avatar: string;
  /** SHA-256 of the seat token; null for a bot, or a seat whose player left. */
  readonly tokenHash: string | null;
  /** A bot plays this seat: added by the host, or standing in for a player who dropped. */
  readonly bot: boolean;
  /** How the seat's bot plays (a host-added bot, or a stand-in). */
  readonly level: BotLevel;
  readonly personality: BotPersonality;
  /** When the seat's player lost their last connection, or null while connected. */
  readonly awaySince: number | null;
  /**
   * Set when a newcomer took this seat over between rounds (`late-join.ts`): whose it was (a
   * bot's, or a player's who left) and when, so the table is told and the newcomer knows whose
   * cards and points are theirs. Absent on seats taken in the lobby (and in older rooms).
   */
  readonly tookOver?: SeatTakeover;
}

export interface SeatTakeover {
  readonly from: string;
  readonly bot: boolean;
  readonly at: number;
}

export interface Lobby {
  readonly seats: readonly LobbySeat[];
  /** The host's seat; null while no person is seated. */
  readonly host: number | null;
  readonly settings: RoomSettings;
  readonly locked: boolean;
  /** Seats the host muted in chat. */
  readonly muted: readonly number[];
  /** Spectators who take a seat at the next round (`late-join.ts`); absent in older rooms. */
  readonly claims?: readonly SeatClaim[];
}

export const maxSeats = 12;

export interface LobbyError {
  readonly code: 'room_full' | 'room_locked' | 'not_a_seat' | 'seat_occupied';
  readonly message: string;
}

export type LobbyResult =
  | { readonly ok: true; readonly lobby: Lobby }
  | { readonly ok: false; readonly error: LobbyError | RuleError };

const refuse = (code: LobbyError['code'], message: string): LobbyResult => ({
  ok: false,
  error: { code, message },
});

export const defaultSettings: RoomSettings = {
  preset: 'dixit',
  knobs: {},
  // A game that keeps moving (issue 30); the host turns any timer off in the lobby.
  timers: suggestedTimers,
  firstStoryteller: 'random',
  teams: null,
  botStandInMs: 60_000,
  language: 'en',
  decks: [],
  builtInDeck: true,
  classicDeck: false,
};

/** A room's lobby before anyone sits, with the server's choice of starting timers (ROOM_TIMERS). */
export function newLobby(timers: 'suggested' | 'off' = 'suggested'): Lobby {
  const settings =
    timers === 'off' ? { ...defaultSettings, timers: noPhaseTimers } : defaultSettings;
  return { seats: [], host: null, settings, locked: false, muted: [] };
}

export function isOccupied(seat: LobbySeat): boolean {
  return seat.tokenHash !== null || seat.bot;
}

/** The colour asked for if free, else the first free one (every seat has its own colour). */
function freeColour(seats: readonly LobbySeat[], wanted: SeatColour | undefined): SeatColour {
  const used = new Set(seats.map((s) => s.colour));
  if (wanted !== undefined && !used.has(wanted)) return wanted;
  return seatColours.find((c) => !used.has(c)) ?? seatColours[0];
}

/** A person takes a new seat before the game; the first person becomes host. */
export function addSeat(lobby: Lobby, profile: Profile, tokenHash: string): LobbyResult {
  if (lobby.locked) return refuse('room_locked', 'The host has locked this room.');
  if (lobby.seats.length >= maxSeats)
    return refuse('room_full', `A table seats at most ${maxSeats}.`);
  const seat = personSeat(lobby.seats, profile, tokenHash);
  return {
    ok: true,
    lobby: { ...lobby, seats: [...lobby.seats, seat], host: lobby.host ?? lobby.seats.length },
  };
}

/** A seat for a person; `others` are the seats whose colours are taken. */
export function personSeat(
  others: readonly LobbySeat[],
  profile: Profile,
  tokenHash: string,
): LobbySeat {
  return {
    name: profile.name,
    colour: freeColour(others, profile.colour),
    avatar: profile.avatar,
    tokenHash,
    bot: false,
    level: 'normal',
    personality: 'poetic',
    awaySince: null,
  };
}

/** Avatars a bot takes, from the web client's set (it draws an unknown id as a blank face). */
const botAvatars = ['robot', 'owl', 'octopus', 'whale', 'turtle', 'penguin', 'frog', 'bear'];

/** The first bot avatar nobody at the table has (else they repeat in turn). */
function botAvatar(seats: readonly LobbySeat[]): string {
  const used = new Set(seats.map((s) => s.avatar));
  return (
    botAvatars.find((a) => !used.has(a)) ?? botAvatars[seats.length % botAvatars.length] ?? 'robot'
  );
}

/** The host adds a bot seat before the game, named after its personality. */
export function addBot(
  lobby: Lobby,
  style: { readonly level: BotLevel; readonly personality: BotPersonality } = {
    level: 'normal',
    personality: 'poetic',
  },
): LobbyResult {
  if (lobby.seats.length >= maxSeats)
    return refuse('room_full', `A table seats at most ${maxSeats}.`);
  const taken = new Set(lobby.seats.map((s) => s.name));
  let n = 0;
  while (taken.has(botName(style.personality, n))) n++;
  const seat: LobbySeat = {
    name: botName(style.personality, n),
    colour: freeColour(lobby.seats, undefined),
    avatar: botAvatar(lobby.seats),
    tokenHash: null,
    bot: true,
    ...style,
    awaySince: null,
  };
  return { ok: true, lobby: { ...lobby, seats: [...lobby.seats, seat] } };
}

/**
 * Removes a seat before the game (a player leaves or is kicked, a bot is removed); later seats
 * move up one and the host follows its owner. If the host leaves, the next person is host.
 */
export function removeSeat(lobby: Lobby, seat: number): LobbyResult {
  if (!lobby.seats[seat]) return refuse('not_a_seat', `There is no seat ${seat}.`);
  const seats = lobby.seats.filter((_, i) => i !== seat);
  let host = lobby.host;
  if (host === seat) host = firstPerson(seats);
  else if (host !== null && host > seat) host -= 1;
  const muted = lobby.muted.filter((m) => m !== seat).map((m) => (m > seat ? m - 1 : m));
  return { ok: true, lobby: { ...lobby, seats, host, muted } };
}

/** During a game a seat is never removed: it is vacated, keeping its name and score. */
export function vacateSeat(lobby: Lobby, seat: number): LobbyResult {
  if (!lobby.seats[seat]) return refuse('not_a_seat', `There is no seat ${seat}.`);
  const seats = lobby.seats.map((s, i) => (i === seat ? { ...s, tokenHash: null, bot: false } : s));
  const host = lobby.host === seat ? firstPerson(seats) : lobby.host;
  // A mute belongs to the person, not the chair: whoever sits here next starts unmuted.
  const muted = lobby.muted.filter((m) => m !== seat);
  return { ok: true, lobby: { ...lobby, seats, host, muted } };
}

/** A bot stands in for a seat (vacant, or a person who dropped), or a person takes one over. */
export function takeSeat(
  lobby: Lobby,
  seat: number,
  taker: { readonly profile: Profile; readonly tokenHash: string } | 'bot',
): LobbyResult {
  const current = lobby.seats[seat];
  if (!current) return refuse('not_a_seat', `There is no seat ${seat}.`);
  if (current.tokenHash !== null) return refuse('seat_occupied', 'Someone sits there.');
  if (taker === 'bot') {
    const seats = lobby.seats.map((s, i) => (i === seat ? { ...s, bot: true } : s));
    return { ok: true, lobby: { ...lobby, seats } };
  }
  if (lobby.locked) return refuse('room_locked', 'The host has locked this room.');
  const others = lobby.seats.filter((_, i) => i !== seat);
  const taken = personSeat(others, taker.profile, taker.tokenHash);
  const seats = lobby.seats.map((s, i) => (i === seat ? taken : s));
  const muted = lobby.muted.filter((m) => m !== seat);
  return { ok: true, lobby: { ...lobby, seats, host: lobby.host ?? seat, muted } };
}

function firstPerson(seats: readonly LobbySeat[]): number | null {
  const index = seats.findIndex((s) => s.tokenHash !== null);
  return index < 0 ? null : index;
}

/** Host powers go to another seated person (by hand, or when the host is gone a while). */
export function transferHost(lobby: Lobby, seat: number): LobbyResult {
  if (lobby.seats[seat]?.tokenHash == null) {
    return refuse('not_a_seat', 'Host powers go to a seated person.');
  }
  return { ok: true, lobby: { ...lobby, host: seat } };
}

/**
 * The host picks the rule set and house rules. Knob values are checked now, with the engine's
 * own rules; the seat count is checked at start, so a host may pick Party and wait for friends.
 */
export function setRules(
  lobby: Lobby,
  choice: Pick<RoomSettings, 'preset'> & {
    readonly knobs?: KnobOverrides | undefined;
    readonly firstStoryteller?: RoomSettings['firstStoryteller'] | undefined;
    readonly teams?: RoomSettings['teams'] | undefined;
  },
): LobbyResult {
  const knobs = choice.knobs ?? {};
  const rules = resolveRules(choice.preset, knobs);
  if (!rules.ok) return { ok: false, error: rules.error };
  const settings: RoomSettings = {
    ...lobby.settings,
    preset: choice.preset,
    knobs,
    firstStoryteller: choice.firstStoryteller ?? lobby.settings.firstStoryteller,
    teams: choice.teams === undefined ? lobby.settings.teams : choice.teams,
  };
  return { ok: true, lobby: { ...lobby, settings } };
}

/** Phase timers: only the named phases change (null turns one off). */
export function setTimers(lobby: Lobby, timers: TimerSettings): Lobby {
  const merged = { ...lobby.settings.timers };
  for (const phase of Object.keys(merged) as (keyof typeof merged)[]) {
    const value = timers[phase];
    if (value !== undefined) merged[phase] = value;
  }
  return { ...lobby, settings: { ...lobby.settings, timers: merged } };
}

export function setLocked(lobby: Lobby, locked: boolean): Lobby {
  return { ...lobby, locked };
}

/** Mutes or unmutes a seat's chat and reactions. */
export function setMuted(lobby: Lobby, seat: number, muted: boolean): Lobby {
  const others = lobby.muted.filter((m) => m !== seat);
  return { ...lobby, muted: muted ? [...others, seat] : others };
}

/** Why the game cannot start yet, in words for the lobby ("needs 6–12 players for party"). */
export function startBlockers(lobby: Lobby): string[] {
  const preset = presets[lobby.settings.preset];
  const counts = allowedPlayerCounts(preset);
  const n = lobby.seats.length;
  if (counts.includes(n)) return [];
  const range = preset.evenPlayersOnly
    ? counts.join(', ')
    : `${preset.minPlayers}–${preset.maxPlayers}`;
  return [`needs ${range} players for ${preset.id} (${n} seated)`];
}

/**
 * A seat's player lost their last connection (`present` false) or is back. Coming back ends a
 * bot's stand-in: the player plays their own seat again.
 */
export function markPresence(lobby: Lobby, seat: number, present: boolean, now: number): Lobby {
  const seats = lobby.seats.map((s, i) => {
    if (i !== seat || s.tokenHash === null) return s;
    return present
      ? { ...s, awaySince: null, bot: false }
      : { ...s, awaySince: s.awaySince ?? now };
  });
  return { ...lobby, seats };
}

/** Seats whose players have been away longer than the room's stand-in delay, not yet played by a bot. */
export function seatsDueForStandIn(lobby: Lobby, now: number): number[] {
  const after = lobby.settings.botStandInMs;
  if (after === null) return [];
  return lobby.seats.flatMap((s, i) =>
    s.tokenHash !== null && !s.bot && s.awaySince !== null && now >= s.awaySince + after ? [i] : [],
  );
}
