import type { RequestOf, RequestType } from '@fabula/protocol';
import { createGame, presets, type GameConfig, type GameState } from '@fabula/rules';
import {
  commit,
  denied,
  deniedWith,
  isWrite,
  requireSeat,
  type Ack,
  type DecisionContext,
  type RoomDecision,
  type SeatAck,
  type Stored,
  withSeat,
} from './decision.ts';
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

/**
 * Host powers (issue 3), one decision per request. Each is wrapped in `hostOnly`, so the
 * server checks on every request that the caller's token holds the host's seat.
 */

/** What a host decision is given: the request, the host's seat, and the timing. */
export interface HostContext extends DecisionContext {
  readonly host: number;
}

/** A host decision, refused for anyone but the host. */
export function hostOnly<Request, Result extends Ack, Inputs extends unknown[]>(
  decide: (
    room: Stored,
    request: Request,
    context: HostContext,
    ...inputs: Inputs
  ) => RoomDecision<Result>,
): (
  room: Stored,
  request: Request,
  context: DecisionContext,
  ...inputs: Inputs
) => RoomDecision<Result> {
  return (room, request, context, ...inputs) => {
    const host = requireSeat(room.doc, context.caller, { host: true });
    if (typeof host !== 'number') return host;
    return decide(room, request, { ...context, host }, ...inputs);
  };
}

/** A host-only change of the lobby, logged as the request by the host's seat. */
function lobbyChange(room: Stored, doc: RoomRecord, type: RequestType, context: HostContext) {
  return commit(room, doc, { kind: 'room', request: type, seat: context.host }, context.timing);
}

const lobbyOnly = () =>
  denied('game_in_progress', 'That is decided in the lobby, before the game.');
const gameOnly = () => denied('no_game', 'No game is running.');

export const decideSetPreset = hostOnly(
  (room, request: RequestOf<'setPreset'>, context): RoomDecision<Ack> => {
    const { doc } = room;
    if (roomPhase(doc) !== 'lobby') return lobbyOnly();
    const chosen = setRules(doc.lobby, {
      preset: request.preset,
      knobs: request.knobs,
      firstStoryteller: request.firstStoryteller,
      teams: request.teams,
    });
    if (!chosen.ok) return deniedWith(chosen.error);
    return lobbyChange(room, { ...doc, lobby: chosen.lobby }, request.type, context);
  },
);

export const decideSetTimers = hostOnly(
  (room, request: RequestOf<'setTimers'>, context): RoomDecision<Ack> => {
    const { doc } = room;
    if (roomPhase(doc) !== 'lobby') return lobbyOnly();
    const lobby = setTimers(doc.lobby, request.timers);
    return lobbyChange(room, { ...doc, lobby }, request.type, context);
  },
);

export const decideKick = hostOnly(
  (room, request: RequestOf<'kick'>, { host, timing }): RoomDecision<Ack> => {
    const kicked = room.doc.lobby.seats[request.seat];
    if (request.seat === host)
      return denied('forbidden', 'The host cannot kick themselves; leave instead.');
    if (!kicked) return denied('not_a_seat', `There is no seat ${request.seat}.`);
    const left = decideLeave(room, request.seat, 'kick', timing);
    if (!isWrite(left) || kicked.tokenHash === null) return left;
    return { ...left, removed: { tokenHash: kicked.tokenHash, reason: 'kicked' } };
  },
);

export const decideLock = hostOnly(
  (room, request: RequestOf<'lock' | 'unlock'>, context): RoomDecision<Ack> => {
    const lobby = setLocked(room.doc.lobby, request.type === 'lock');
    return lobbyChange(room, { ...room.doc, lobby }, request.type, context);
  },
);

export const decideTransferHost = hostOnly(
  (room, request: RequestOf<'transferHost'>, context): RoomDecision<Ack> => {
    const moved = transferHost(room.doc.lobby, request.seat);
    if (!moved.ok) return deniedWith(moved.error);
    const next = { ...room.doc, lobby: moved.lobby, hostAwaySince: null };
    return lobbyChange(room, next, request.type, context);
  },
);

/** Which of the requested decks exist (read from disk before the transaction). */
export interface KnownDecks {
  readonly knownDecks: ReadonlySet<string>;
}

export const decideSetDecks = hostOnly(
  (room, request: RequestOf<'setDecks'>, context, inputs: KnownDecks): RoomDecision<Ack> => {
    const { doc } = room;
    if (roomPhase(doc) !== 'lobby') return lobbyOnly();
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
    return lobbyChange(room, { ...doc, lobby: { ...doc.lobby, settings } }, request.type, context);
  },
);

export const decideSetLanguage = hostOnly(
  (room, request: RequestOf<'setLanguage'>, context): RoomDecision<Ack> => {
    const settings = { ...room.doc.lobby.settings, language: request.language };
    const lobby = { ...room.doc.lobby, settings };
    return lobbyChange(room, { ...room.doc, lobby }, request.type, context);
  },
);

export const decideSetStandIn = hostOnly(
  (room, request: RequestOf<'setStandIn'>, context): RoomDecision<Ack> => {
    const settings = { ...room.doc.lobby.settings, botStandInMs: request.afterMs };
    const lobby = { ...room.doc.lobby, settings };
    return lobbyChange(room, { ...room.doc, lobby }, request.type, context);
  },
);

export const decideRemoveBot = hostOnly(
  (room, request: RequestOf<'removeBot'>, context): RoomDecision<Ack> => {
    const { doc } = room;
    const seat = doc.lobby.seats[request.seat];
    if (!seat?.bot) return denied('forbidden', `Seat ${request.seat} is not a bot.`);
    if (roomPhase(doc) === 'lobby') {
      const removed = removeSeat(doc.lobby, request.seat);
      if (!removed.ok) return deniedWith(removed.error);
      return lobbyChange(room, { ...doc, lobby: removed.lobby }, request.type, context);
    }
    return decideLeave(room, request.seat, 'kick', context.timing);
  },
);

/** The engine command each game power becomes. */
const gamePowers = { pauseGame: 'pause', resumeGame: 'resume', endGame: 'endGame' } as const;

export const decideGamePower = hostOnly(
  (room, request: RequestOf<keyof typeof gamePowers>, { timing }): RoomDecision<Ack> => {
    if (roomPhase(room.doc) !== 'playing') return gameOnly();
    return applyCommand(room, { type: gamePowers[request.type], at: timing.now }, timing);
  },
);

/**
 * The host hides round `round`'s clue (RULES.md §9; spec HC-HIDE, HC-VOID, HC-PAST): the engine
 * decides what the round does (called off while still played, points kept once scored), and a
 * drawing's or recording's file goes from storage with the clue.
 */
export const decideHideClue = hostOnly(
  (room, request: RequestOf<'hideClue'>, { timing }): RoomDecision<Ack> => {
    const state = room.doc.game?.state;
    const file = state ? clueFileOf(state, request.round) : null;
    const hidden = applyCommand(
      room,
      { type: 'hideClue', round: request.round, at: timing.now },
      timing,
    );
    return isWrite(hidden) && file !== null ? { ...hidden, filesGone: [file] } : hidden;
  },
);

/** The stored file (a drawing's picture, a recording) of round `round`'s clue; null: none. */
function clueFileOf(state: GameState, round: number): string | null {
  const { phase } = state;
  const playing =
    (phase.kind === 'submit' || phase.kind === 'vote') && phase.round.number === round
      ? phase.clue
      : undefined;
  const clue = playing ?? state.history.find((r) => r.round === round)?.clue;
  return clue?.kind === 'drawing' || clue?.kind === 'voice' ? clue.ref : null;
}

export const decideRematch = hostOnly(
  (room, request: RequestOf<'rematch'>, context): RoomDecision<Ack> => {
    const { doc } = room;
    if (roomPhase(doc) !== 'ended')
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
    return lobbyChange(room, next, request.type, context);
  },
);

/**
 * What a start needs from outside the transaction (decisions are pure; the disk is not): the
 * cards of the room's decks and for which deck choice they were merged, and a fresh seed.
 */
export interface StartInputs {
  readonly deck: readonly string[];
  readonly deckSource: {
    readonly decks: readonly string[];
    readonly builtIn: boolean;
    readonly classic: boolean;
  };
  readonly seed: string;
}

export const decideStart = hostOnly(
  (room, _request: RequestOf<'start'>, { timing }, inputs: StartInputs): RoomDecision<Ack> => {
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
    const next: RoomRecord = {
      ...doc,
      game: { config, state: created.value.state },
      reactions: [],
    };
    const action = { kind: 'start', game: doc.gamesPlayed + 1, config } as const;
    return { ...commit(room, next, action, timing), events: created.value.events };
  },
);

/** In the lobby a new bot seat; in a game a bot takes the first vacant seat. */
export const decideAddBot = hostOnly(
  (room, request: RequestOf<'addBot'>, context): RoomDecision<SeatAck> => {
    const { doc } = room;
    const { timing } = context;
    const style = {
      level: request.level ?? 'normal',
      personality: request.personality ?? 'poetic',
    } as const;
    if (!doc.game) {
      const added = addBot(doc.lobby, style);
      if (!added.ok) return deniedWith(added.error);
      const seat = added.lobby.seats.length - 1;
      return withSeat(
        lobbyChange(room, { ...doc, lobby: added.lobby }, request.type, context),
        seat,
      );
    }
    if (roomPhase(doc) === 'ended') return denied('no_game', 'The game has ended.');
    const seat = doc.lobby.seats.findIndex((s) => !isOccupied(s));
    if (seat < 0) return denied('room_full', 'No seat is empty.');
    const vacantSeat = doc.lobby.seats[seat];
    const styled = vacantSeat
      ? {
          ...doc.lobby,
          seats: doc.lobby.seats.map((s, i) => (i === seat ? { ...s, ...style } : s)),
        }
      : doc.lobby;
    const taken = takeSeat(styled, seat, 'bot');
    if (!taken.ok) return deniedWith(taken.error);
    return seatTaken(room, taken.lobby, seat, timing);
  },
);
