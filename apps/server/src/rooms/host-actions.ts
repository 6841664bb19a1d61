import type { RequestOf } from '@fabula/protocol';
import { createGame, presets, type GameConfig } from '@fabula/rules';
import {
  commit,
  denied,
  deniedWith,
  requireSeat,
  type Caller,
  type Effects,
  type RoomDecision,
  type Stored,
  type Timing,
} from './kit.ts';
import {
  addBot,
  isOccupied,
  removeSeat,
  setLocked,
  setRules,
  setTimers,
  startBlockers,
  takeSeat,
  transferHost,
} from './lobby.ts';
import { seatsWithClaimants } from './late-join.ts';
import { decideLeave, seatTaken } from './membership.ts';
import { applyCommand } from './moves.ts';
import { roomPhase, type RoomRecord } from './record.ts';

export type HostRequest = RequestOf<
  | 'setPreset'
  | 'setTimers'
  | 'start'
  | 'kick'
  | 'lock'
  | 'unlock'
  | 'transferHost'
  | 'addBot'
  | 'setStandIn'
  | 'setLanguage'
  | 'setDecks'
  | 'removeBot'
  | 'pauseGame'
  | 'resumeGame'
  | 'endGame'
  | 'rematch'
>;

/**
 * What host decisions need from outside the transaction (they are pure; the disk is not): the
 * cards a start would play with and for which deck choice they were merged, a fresh seed, and
 * which requested decks exist.
 */
export interface StartInputs {
  readonly deck: readonly string[];
  readonly deckSource: {
    readonly decks: readonly string[];
    readonly builtIn: boolean;
    readonly classic: boolean;
  };
  /** A fresh seed for a `start` request; empty for every other request (none uses it). */
  readonly seed: string;
  readonly knownDecks: ReadonlySet<string>;
}

/** Host powers (issue 3): checked here, on the server, for every request. */
export function decideHost(
  room: Stored,
  caller: Caller,
  request: HostRequest,
  timing: Timing,
  effects: Effects,
  inputs: StartInputs,
): RoomDecision {
  const { doc } = room;
  const host = requireSeat(doc, caller, { host: true });
  if (typeof host !== 'number') return host;
  const phase = roomPhase(doc);
  const log = { kind: 'room' as const, request: request.type, seat: host };
  const lobbyOnly = () =>
    denied('game_in_progress', 'That is decided in the lobby, before the game.');
  const gameOnly = () => denied('no_game', 'No game is running.');

  switch (request.type) {
    case 'setPreset': {
      if (phase !== 'lobby') return lobbyOnly();
      const chosen = setRules(doc.lobby, {
        preset: request.preset,
        knobs: request.knobs,
        firstStoryteller: request.firstStoryteller,
        teams: request.teams,
      });
      if (!chosen.ok) return deniedWith(chosen.error);
      return commit(room, { ...doc, lobby: chosen.lobby }, log, timing);
    }
    case 'setTimers':
      if (phase !== 'lobby') return lobbyOnly();
      return commit(room, { ...doc, lobby: setTimers(doc.lobby, request.timers) }, log, timing);
    case 'start':
      return start(room, timing, effects, inputs);
    case 'kick': {
      if (request.seat === host)
        return denied('forbidden', 'The host cannot kick themselves; leave instead.');
      if (!doc.lobby.seats[request.seat])
        return denied('not_a_seat', `There is no seat ${request.seat}.`);
      return decideLeave(room, request.seat, 'kick', timing, effects);
    }
    case 'lock':
    case 'unlock':
      return commit(
        room,
        { ...doc, lobby: setLocked(doc.lobby, request.type === 'lock') },
        log,
        timing,
      );
    case 'transferHost': {
      const moved = transferHost(doc.lobby, request.seat);
      if (!moved.ok) return deniedWith(moved.error);
      return commit(room, { ...doc, lobby: moved.lobby, hostAwaySince: null }, log, timing);
    }
    case 'addBot':
      return addBotSeat(room, host, request, timing, effects);
    case 'setDecks': {
      if (phase !== 'lobby') return lobbyOnly();
      const unknown = request.decks.filter((id) => !inputs.knownDecks.has(id));
      if (unknown.length > 0) return denied('not_found', `No deck ${unknown.join(', ')}.`);
      const classic = request.classic ?? false;
      if (!request.builtIn && !classic && request.decks.length === 0) {
        return denied('bad_request', 'Choose at least one deck.');
      }
      const decks = [...new Set(request.decks)];
      const settings = {
        ...doc.lobby.settings,
        decks,
        builtInDeck: request.builtIn,
        classicDeck: classic,
      };
      return commit(room, { ...doc, lobby: { ...doc.lobby, settings } }, log, timing);
    }
    case 'setLanguage': {
      const settings = { ...doc.lobby.settings, language: request.language };
      return commit(room, { ...doc, lobby: { ...doc.lobby, settings } }, log, timing);
    }
    case 'setStandIn': {
      const settings = { ...doc.lobby.settings, botStandInMs: request.afterMs };
      return commit(room, { ...doc, lobby: { ...doc.lobby, settings } }, log, timing);
    }
    case 'removeBot': {
      const seat = doc.lobby.seats[request.seat];
      if (!seat?.bot) return denied('forbidden', `Seat ${request.seat} is not a bot.`);
      if (phase === 'lobby') {
        const removed = removeSeat(doc.lobby, request.seat);
        if (!removed.ok) return deniedWith(removed.error);
        return commit(room, { ...doc, lobby: removed.lobby }, log, timing);
      }
      return decideLeave(room, request.seat, 'kick', timing, effects);
    }
    case 'pauseGame':
    case 'resumeGame':
    case 'endGame': {
      if (phase !== 'playing') return gameOnly();
      const type =
        request.type === 'pauseGame'
          ? 'pause'
          : request.type === 'resumeGame'
            ? 'resume'
            : 'endGame';
      return applyCommand(room, { type, at: timing.now }, timing, effects);
    }
    case 'rematch': {
      if (phase !== 'ended')
        return denied('game_in_progress', 'A rematch follows a finished game.');
      // Same seats and settings; seats left empty during the game are dropped, and the host
      // and the mutes follow their people to their new seat numbers.
      const kept = doc.lobby.seats.flatMap((s, i) => (isOccupied(s) ? [i] : []));
      // Spectators who claimed a seat the game ended before giving them sit down too.
      const seats = seatsWithClaimants(
        doc.lobby,
        kept.map((i) => doc.lobby.seats[i]).filter((s) => s !== undefined),
      );
      const host = kept.indexOf(doc.lobby.host ?? -1);
      const muted = doc.lobby.muted.map((m) => kept.indexOf(m)).filter((m) => m >= 0);
      const lobby = { ...doc.lobby, seats, host: host < 0 ? null : host, muted, claims: [] };
      const next: RoomRecord = {
        ...doc,
        lobby,
        game: null,
        reactions: [],
        gamesPlayed: doc.gamesPlayed + 1,
      };
      return commit(room, next, log, timing);
    }
  }
}

function start(room: Stored, timing: Timing, effects: Effects, inputs: StartInputs): RoomDecision {
  const { doc } = room;
  if (roomPhase(doc) !== 'lobby') return denied('game_in_progress', 'A game is already running.');
  const blockers = startBlockers(doc.lobby);
  if (blockers.length > 0)
    return denied('player_count_not_allowed', `Cannot start: ${blockers.join('; ')}.`);
  const { settings } = doc.lobby;
  const source = inputs.deckSource;
  const classic = settings.classicDeck === true;
  if (
    source.builtIn !== settings.builtInDeck ||
    source.classic !== classic ||
    source.decks.join() !== settings.decks.join()
  ) {
    return denied('stale_version', 'The decks changed just now; start again.');
  }
  const teamMode = presets[settings.preset].mode === 'team';
  const config: GameConfig = {
    preset: settings.preset,
    knobs: settings.knobs,
    seats: doc.lobby.seats.length,
    ...(teamMode && settings.teams ? { teams: settings.teams } : {}),
    deck: inputs.deck,
    seed: inputs.seed,
    firstStoryteller: settings.firstStoryteller,
    timers: settings.timers,
    at: timing.now,
  };
  const created = createGame(config);
  if (!created.ok) return deniedWith(created.error);
  effects.events.push(...created.value.events);
  const next: RoomRecord = { ...doc, game: { config, state: created.value.state }, reactions: [] };
  return commit(room, next, { kind: 'start', game: doc.gamesPlayed + 1, config }, timing);
}

/** In the lobby a new bot seat; in a game a bot takes the first vacant seat. */
function addBotSeat(
  room: Stored,
  host: number,
  request: RequestOf<'addBot'>,
  timing: Timing,
  effects: Effects,
): RoomDecision {
  const { doc } = room;
  const log = { kind: 'room' as const, request: 'addBot', seat: host };
  const style = {
    level: request.level ?? 'normal',
    personality: request.personality ?? 'poetic',
  } as const;
  if (!doc.game) {
    const added = addBot(doc.lobby, style);
    if (!added.ok) return deniedWith(added.error);
    const seat = added.lobby.seats.length - 1;
    return commit(room, { ...doc, lobby: added.lobby }, log, timing, { seat });
  }
  if (roomPhase(doc) === 'ended') return denied('no_game', 'The game has ended.');
  const seat = doc.lobby.seats.findIndex((s) => !isOccupied(s));
  if (seat < 0) return denied('room_full', 'No seat is empty.');
  const vacantSeat = doc.lobby.seats[seat];
  const styled = vacantSeat
    ? { ...doc.lobby, seats: doc.lobby.seats.map((s, i) => (i === seat ? { ...s, ...style } : s)) }
    : doc.lobby;
  const taken = takeSeat(styled, seat, 'bot');
  if (!taken.ok) return deniedWith(taken.error);
  return seatTaken(room, taken.lobby, seat, timing, effects);
}
