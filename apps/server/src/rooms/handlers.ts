import {
  PROTOCOL_VERSION,
  protocolError,
  type RequestOf,
  type RequestType,
  type ResultOf,
  type RoomCode,
  type SeatToken,
} from '@fabula/protocol';
import type { ClueUpload } from '../clues/clue-media.ts';
import { newSeatToken } from '../identity/seat-token.ts';
import type { CardLibrary } from './card-library.ts';
import type {
  DecisionContext,
  OkReply,
  ResultBody,
  RoomDecision,
  Stored,
  StoredReply,
} from './decision.ts';
import {
  decideAddBot,
  decideGamePower,
  decideHideClue,
  decideKick,
  decideLock,
  decideRematch,
  decideRemoveBot,
  decideSetDecks,
  decideSetLanguage,
  decideSetPreset,
  decideSetStandIn,
  decideSetTimers,
  decideStart,
  decideTransferHost,
  type KnownDecks,
  type StartInputs,
} from './host-actions.ts';
import { decideClaimSeat } from './late-join.ts';
import { decideChat, decideLeaveRoom, decideProfile } from './membership.ts';
import { decideMove } from './moves.ts';
import type { RoomService } from './service.ts';
import { decideMute, decideReact } from './social.ts';

/**
 * Every request type's handler, in one table: the compiler checks that it covers every request
 * the protocol defines (`satisfies RequestHandlers`), so a new request type is one schema in
 * @fabula/protocol, one entry here, and one method on the protocol client (docs/architecture.md).
 *
 * Four kinds, by what a request touches:
 * - `handshake` (hello): the connection itself;
 * - `enter` (createRoom, joinRoom, resume): puts the connection in a room, with a seat or not;
 * - `show` (resync): sends the connection its room again, changing nothing;
 * - `room` (everything else): one pure decision on the stored room, made inside the store's
 *   transaction (`RoomService.request`), whose value says everything that follows: the reply,
 *   the engine's events, a chat line, a removal.
 */
export type RequestHandler<T extends RequestType> =
  | HandshakeHandler<RequestOf<T>, ResultOf<T>>
  | EnterHandler<RequestOf<T>, ResultOf<T>>
  | ShowHandler
  | RoomHandler<RequestOf<T>, ResultOf<T>>;

export type RequestHandlers = { readonly [T in RequestType]: RequestHandler<T> };

/** A reply as a handler makes it: a result of its request's type, or an error. */
export type ReplyOf<Result extends ResultBody> =
  OkReply<Result> | Extract<StoredReply, { ok: false }>;

export interface HandshakeHandler<Request, Result extends ResultBody> {
  readonly kind: 'handshake';
  /** The reply; an `ok` one opens the connection to every other request. */
  answer(request: Request, now: number): ReplyOf<Result>;
}

export interface EnterHandler<Request, Result extends ResultBody> {
  readonly kind: 'enter';
  /** It creates a room: the connection's address is held to ROOMS_PER_HOUR. */
  readonly createsRoom?: boolean;
  enter(request: Request, service: RoomService): Promise<Entered<Result>>;
}

/** Where an `enter` request put the connection, with its reply. */
export interface Entered<Result extends ResultBody> {
  readonly reply: ReplyOf<Result>;
  /** The room, and the seat token's hash the connection acts with (null: it watches). */
  readonly entered: { readonly room: RoomCode; readonly tokenHash: string | null } | null;
}

export interface ShowHandler {
  readonly kind: 'show';
}

export interface RoomHandler<Request, Result extends ResultBody> {
  readonly kind: 'room';
  /**
   * The decision for one request: first what it needs from outside the transaction (decks on
   * disk, a fresh seed; most requests need nothing), then the pure function of the stored room
   * that the transaction runs.
   */
  decision(request: Request, outside: Outside): Decide<Result> | Promise<Decide<Result>>;
}

/** A decision ready to run in the store's transaction. */
export type Decide<Result extends ResultBody> = (
  room: Stored,
  context: DecisionContext,
) => RoomDecision<Result>;

/** What a handler may read before its transaction. */
export interface Outside {
  readonly code: RoomCode;
  readonly library: CardLibrary;
  /** The room as stored now (a start reads its deck choice). */
  peek(): Promise<Stored | null>;
  /** A fresh game seed. */
  newSeed(): string;
  /** What a stored drawing or recording of this room was made for (null: there is none). */
  clueUpload(ref: string): Promise<ClueUpload | null>;
}

/** A drawn or recorded clue names a stored file: what it was made for, read before the transaction. */
async function clueUpload(
  request: RequestOf<'clue'>,
  outside: Outside,
): Promise<ClueUpload | null> {
  const { clue } = request;
  return clue.kind === 'drawing' || clue.kind === 'voice' ? outside.clueUpload(clue.ref) : null;
}

/** A claim's seat token, made here: the decision is pure (and may run again on a conflict). */
function claimToken(): Promise<SeatToken> {
  return Promise.resolve(newSeatToken());
}

/** A room request decided on the room alone. */
function room<Request, Result extends ResultBody>(
  decide: (room: Stored, request: Request, context: DecisionContext) => RoomDecision<Result>,
): RoomHandler<Request, Result> {
  return {
    kind: 'room',
    decision: (request) => (stored, context) => decide(stored, request, context),
  };
}

/** A room request that reads `inputs` from outside before its transaction. */
function roomWith<Request, Result extends ResultBody, Inputs>(
  inputs: (request: Request, outside: Outside) => Promise<Inputs>,
  decide: (
    room: Stored,
    request: Request,
    context: DecisionContext,
    inputs: Inputs,
  ) => RoomDecision<Result>,
): RoomHandler<Request, Result> {
  return {
    kind: 'room',
    async decision(request, outside) {
      const read = await inputs(request, outside);
      return (stored, context) => decide(stored, request, context, read);
    },
  };
}

/** The cards the room's chosen decks hold now, and a fresh seed for the game. */
async function startInputs(_request: unknown, outside: Outside): Promise<StartInputs> {
  const settings = (await outside.peek())?.doc.lobby.settings;
  const { library } = outside;
  // Rooms stored before the first edition became optional have no classicDeck: off.
  const classic = settings?.classicDeck === true;
  const deck = settings
    ? await library.cardsFor(settings.decks, settings.builtInDeck, classic)
    : null;
  const seed = outside.newSeed();
  if (settings && deck) {
    const deckSource = { decks: settings.decks, builtIn: settings.builtInDeck, classic };
    return { deck, deckSource, seed };
  }
  // A deck that is gone: the decision refuses (`stale_version`) on the mismatched source.
  return {
    deck: library.builtInIds,
    deckSource: { decks: [], builtIn: true, classic: false },
    seed,
  };
}

async function knownDecks(
  request: RequestOf<'setDecks'>,
  { library }: Outside,
): Promise<KnownDecks> {
  return { knownDecks: await library.existing(request.decks) };
}

export const requestHandlers = {
  hello: {
    kind: 'handshake',
    answer: (request, now) =>
      request.protocol === PROTOCOL_VERSION
        ? { ok: true, result: { protocol: PROTOCOL_VERSION, serverTime: now } }
        : {
            ok: false,
            error: protocolError(
              'protocol_version',
              `This server speaks protocol ${PROTOCOL_VERSION}.`,
              { expected: PROTOCOL_VERSION },
            ),
          },
  },
  createRoom: {
    kind: 'enter',
    createsRoom: true,
    enter: (request, service) => service.createRoom(request.profile),
  },
  joinRoom: {
    kind: 'enter',
    enter: (request, service) => service.joinRoom(request.room, request.profile, request.rid),
  },
  resume: {
    kind: 'enter',
    enter: (request, service) => service.resume(request.room, request.token),
  },
  resync: { kind: 'show' },
  claimSeat: roomWith(claimToken, decideClaimSeat),
  leaveRoom: room(decideLeaveRoom),
  setProfile: room(decideProfile),
  chat: room(decideChat),
  react: room(decideReact),
  claimStoryteller: room(decideMove),
  clue: roomWith(clueUpload, (stored, request, context, upload) =>
    decideMove(stored, request, context, upload),
  ),
  submit: room(decideMove),
  vote: room(decideMove),
  trap: room(decideMove),
  continue: room(decideMove),
  wait: room(decideMove),
  setPreset: room(decideSetPreset),
  setTimers: room(decideSetTimers),
  start: roomWith(startInputs, decideStart),
  kick: room(decideKick),
  lock: room(decideLock),
  unlock: room(decideLock),
  transferHost: room(decideTransferHost),
  addBot: room(decideAddBot),
  setStandIn: room(decideSetStandIn),
  setLanguage: room(decideSetLanguage),
  setDecks: roomWith(knownDecks, decideSetDecks),
  removeBot: room(decideRemoveBot),
  muteSeat: room(decideMute),
  pauseGame: room(decideGamePower),
  resumeGame: room(decideGamePower),
  endGame: room(decideGamePower),
  hideClue: room(decideHideClue),
  rematch: room(decideRematch),
} as const satisfies RequestHandlers;

/** The handler of one request type, typed by it. */
export function handlerOf<T extends RequestType>(type: T): RequestHandler<T> {
  const handlers: RequestHandlers = requestHandlers;
  return handlers[type];
}
