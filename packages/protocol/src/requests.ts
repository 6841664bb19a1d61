import { parseClue, type Clue, type Seat, type SeatCommand } from '@fabula/rules';
import { z } from './zod.ts';
import {
  cardIdSchema,
  requestIdSchema,
  roomCodeSchema,
  seatSchema,
  seatTokenSchema,
  slotSchema,
} from './ids.ts';
import { exactPartial } from './exact.ts';
import { chatTextSchema, profileSchema, profileShape } from './profile.ts';
import type { CodedIssueParams } from './profile.ts';
import { reactionSchema } from './social.ts';
import {
  MAX_ROOM_DECKS,
  botLevelSchema,
  botPersonalitySchema,
  deckIdSchema,
  firstStorytellerSchema,
  knobsSchema,
  languageSchema,
  presetIdSchema,
  standInSchema,
  teamsSchema,
  timersSchema,
} from './settings.ts';

/**
 * Every client→server message is a request: `{ type, rid, …fields }`, flat, with no unknown
 * fields. Each gets exactly one reply carrying the same `rid` (see `replies.ts`).
 *
 * Requests about a room may carry `version`: the room version the client acted on. When present
 * and not the room's current version the request is refused with `stale_version` and nothing
 * changes. Send it with host settings (so a host never overwrites settings they have not seen);
 * leave it out of game moves, which the engine checks against the current state anyway.
 */

const versionSchema = z.int().check(z.minimum(0));

function request<const T extends string, const S extends z.core.$ZodLooseShape>(type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), rid: requestIdSchema, ...shape });
}

function roomRequest<const T extends string, const S extends z.core.$ZodLooseShape>(
  type: T,
  shape: S,
) {
  return request(type, { version: z.exactOptional(versionSchema), ...shape });
}

// ——— session ———

/**
 * The first message on every connection: the protocol version the client speaks.
 *
 * @example
 * { "type": "hello", "rid": "1", "protocol": 3, "client": "fabula-web/0.1.0" }
 */
export const helloSchema = request('hello', {
  protocol: z.int(),
  client: z.exactOptional(z.string().check(z.maxLength(64))),
});

/**
 * Take back one's seat with its token (new socket, page refresh, another server process).
 *
 * @example
 * { "type": "resume", "rid": "2", "room": "K7QX3M", "token": "q3v9WZ0m1N2b8Yp5xK7cAg" }
 */
export const resumeSchema = request('resume', { room: roomCodeSchema, token: seatTokenSchema });

/**
 * Create a room; the creator takes seat 0 and is its host.
 *
 * @example
 * { "type": "createRoom", "rid": "2", "profile": { "name": "Aiko", "colour": "teal", "avatar": "fox" } }
 */
export const createRoomSchema = request('createRoom', { profile: profileSchema });

/**
 * Join a room by its code: with a profile to take a seat, without one to watch.
 *
 * @example
 * { "type": "joinRoom", "rid": "2", "room": "K7QX3M", "profile": { "name": "Ben", "colour": "red", "avatar": "owl" } }
 */
export const joinRoomSchema = request('joinRoom', {
  room: roomCodeSchema,
  profile: z.exactOptional(profileSchema),
});

/**
 * A spectator asks to play in the running game: take `seat` (a bot's, or the empty seat of a
 * player who left) from the next round on (RULES.md §8: newcomers watch, then take a free or bot
 * seat at the next round). Everyone sees the claim at once; the seat changes hands between
 * rounds (docs/rules-spec.md §7). The reply carries the seat token the seat will answer to. A
 * connection holds one claim: a new one replaces it.
 *
 * @example
 * { "type": "claimSeat", "rid": "3", "seat": 2, "profile": { "name": "Sam", "colour": "green", "avatar": "cat" } }
 */
export const claimSeatSchema = request('claimSeat', { seat: seatSchema, profile: profileSchema });

/**
 * Leave the room: a lobby seat is freed, a seat in a running game is vacated (it sits out, its
 * score kept); the seat token stops working.
 *
 * @example
 * { "type": "leaveRoom", "rid": "9" }
 */
export const leaveRoomSchema = roomRequest('leaveRoom', {});

/**
 * Ask for one's room as it is now: the server sends this connection (and no one else) the room
 * state and its whole game view, then answers with their version. Nothing changes. A client
 * sends it when it cannot rebuild a game view's history from a cut push (`historyFrom`): it
 * missed the version before. It takes no `version`: it asks for whatever is current.
 *
 * @example
 * { "type": "resync", "rid": "40" }
 */
export const resyncSchema = request('resync', {});

/**
 * Change one's own name, colour or avatar (any of them).
 *
 * @example
 * { "type": "setProfile", "rid": "5", "profile": { "colour": "blue" } }
 */
export const setProfileSchema = roomRequest('setProfile', {
  profile: z.strictObject(exactPartial(profileShape)),
});

/**
 * Say something in the room's chat (seats and spectators).
 *
 * @example
 * { "type": "chat", "rid": "6", "text": "nice clue!" }
 */
export const chatSchema = request('chat', { text: chatTextSchema });

/**
 * A quick reaction while a round's result or the game's end shows (seats only).
 *
 * @example
 * { "type": "react", "rid": "29", "emoji": "👏" }
 */
export const reactSchema = roomRequest('react', { emoji: reactionSchema });

// ——— game moves: the engine's SeatCommand without `seat` and `at`, which the server fills in ———

/** A clue, checked and trimmed by the engine's own `parseClue` (code `invalid_clue`). */
const clueSchema = z.pipe(
  z.unknown(),
  z.transform((value, ctx): Clue => {
    const clue = parseClue(value);
    if ('code' in clue) {
      const params: CodedIssueParams = { errorCode: clue.code };
      // zod/mini's transform is given the parse payload itself: its issues take the refusal.
      ctx.issues.push({ code: 'custom', message: clue.message, params, input: value });
      return z.NEVER;
    }
    return clue;
  }),
);

/**
 * Race mode: be the first storyteller.
 *
 * @example
 * { "type": "claimStoryteller", "rid": "7" }
 */
export const claimStorytellerSchema = roomRequest('claimStoryteller', {});

/**
 * The storyteller's clue and (classic, team) card; in Party the clue comes without a card.
 *
 * @example
 * { "type": "clue", "rid": "8", "clue": { "kind": "text", "text": "a long way home" }, "card": "fabula-042" }
 */
export const clueMoveSchema = roomRequest('clue', {
  clue: clueSchema,
  card: z.exactOptional(cardIdSchema),
});

/**
 * Submit cards for the clue (two under the three-player rule).
 *
 * @example
 * { "type": "submit", "rid": "9", "cards": ["fabula-007"] }
 */
export const submitSchema = roomRequest('submit', {
  cards: z.array(cardIdSchema).check(z.minLength(1), z.maxLength(2)),
});

/**
 * Vote for one board slot (two with Odyssey's second vote).
 *
 * @example
 * { "type": "vote", "rid": "10", "slots": [3] }
 */
export const voteSchema = roomRequest('vote', {
  slots: z.array(slotSchema).check(z.minLength(1), z.maxLength(2)),
});

/**
 * Party: the storyteller sets the trap on a slot.
 *
 * @example
 * { "type": "trap", "rid": "11", "slot": 4 }
 */
export const trapSchema = roomRequest('trap', { slot: slotSchema });

/**
 * Done looking at the round's result.
 *
 * @example
 * { "type": "continue", "rid": "12" }
 */
export const continueSchema = roomRequest('continue', {});

/**
 * Still looking at the round's result: hold the reveal's countdown (once a round, while one runs;
 * it then ends no sooner than 30 s from now).
 *
 * @example
 * { "type": "wait", "rid": "41" }
 */
export const waitSchema = roomRequest('wait', {});

// ——— host powers (refused with `not_host` for anyone else) ———

/**
 * Choose the rule set and house rules (replacing earlier overrides), the first-storyteller rule
 * and, in team mode, the pairs.
 *
 * @example
 * { "type": "setPreset", "rid": "13", "version": 4, "preset": "odyssey", "knobs": { "targetScore": 20 } }
 */
export const setPresetSchema = roomRequest('setPreset', {
  preset: presetIdSchema,
  knobs: z.exactOptional(knobsSchema),
  firstStoryteller: z.exactOptional(firstStorytellerSchema),
  teams: z.exactOptional(teamsSchema),
});

/**
 * Set phase timers (ms; null = off); phases not named keep their timer.
 *
 * @example
 * { "type": "setTimers", "rid": "14", "timers": { "submit": 60000, "vote": 60000 } }
 */
export const setTimersSchema = roomRequest('setTimers', { timers: timersSchema });

/**
 * Start the game with the seated players and the room's settings.
 *
 * @example
 * { "type": "start", "rid": "15", "version": 9 }
 */
export const startSchema = roomRequest('start', {});

/**
 * Remove a seat; its token stops working (in a game the seat is vacated).
 *
 * @example
 * { "type": "kick", "rid": "16", "seat": 3 }
 */
export const kickSchema = roomRequest('kick', { seat: seatSchema });

/**
 * Lock the room: nobody new may take a seat (spectators may still watch).
 *
 * @example
 * { "type": "lock", "rid": "17" }
 */
export const lockSchema = roomRequest('lock', {});

/**
 * Unlock the room.
 *
 * @example
 * { "type": "unlock", "rid": "18" }
 */
export const unlockSchema = roomRequest('unlock', {});

/**
 * Hand the host role to another (human) seat.
 *
 * @example
 * { "type": "transferHost", "rid": "19", "seat": 2 }
 */
export const transferHostSchema = roomRequest('transferHost', { seat: seatSchema });

/**
 * Add a bot seat (labelled as a bot; until real bots exist it plays random legal moves).
 *
 * @example
 * { "type": "addBot", "rid": "20", "level": "hard", "personality": "poetic" }
 */
export const addBotSchema = roomRequest('addBot', {
  level: z.optional(botLevelSchema),
  personality: z.optional(botPersonalitySchema),
});

/**
 * The cards the next game is played with: uploaded decks (by id) merged, with or without the
 * built-in deck (`builtIn`, the Tales deck) and its first edition (`classic`, the Skies deck;
 * absent: off). A merged deck too small for the table is refused at start with the number of
 * missing cards (`deck_too_small`).
 *
 * @example
 * { "type": "setDecks", "rid": "28", "decks": ["q3v9WZ0m1N2b"], "builtIn": true }
 */
export const setDecksSchema = roomRequest('setDecks', {
  decks: z.array(deckIdSchema).check(z.maxLength(MAX_ROOM_DECKS)),
  builtIn: z.boolean(),
  classic: z.optional(z.boolean()),
});

/**
 * The room's language: bots give clues in it and read the players' clues in it.
 *
 * @example
 * { "type": "setLanguage", "rid": "27", "language": "ja" }
 */
export const setLanguageSchema = roomRequest('setLanguage', { language: languageSchema });

/**
 * How long a disconnected player's seat waits before a bot plays it (until they return).
 *
 * @example
 * { "type": "setStandIn", "rid": "26", "afterMs": 60000 }
 */
export const setStandInSchema = roomRequest('setStandIn', { afterMs: standInSchema });

/**
 * Remove a bot seat.
 *
 * @example
 * { "type": "removeBot", "rid": "21", "seat": 4 }
 */
export const removeBotSchema = roomRequest('removeBot', { seat: seatSchema });

/**
 * Mute (or unmute) a seat: its chat and reactions are refused with `muted` until unmuted. The
 * mute is kept with the room.
 *
 * @example
 * { "type": "muteSeat", "rid": "30", "seat": 2, "muted": true }
 */
export const muteSeatSchema = roomRequest('muteSeat', { seat: seatSchema, muted: z.boolean() });

/**
 * Pause the running game (timers stop).
 *
 * @example
 * { "type": "pauseGame", "rid": "22" }
 */
export const pauseGameSchema = roomRequest('pauseGame', {});

/**
 * Resume a paused game.
 *
 * @example
 * { "type": "resumeGame", "rid": "23" }
 */
export const resumeGameSchema = roomRequest('resumeGame', {});

/**
 * End the running game now (scores as they stand).
 *
 * @example
 * { "type": "endGame", "rid": "24" }
 */
export const endGameSchema = roomRequest('endGame', {});

/**
 * Hide the clue of round `round` (the one being played, or a past one; also after the game
 * ended): everyone sees it as hidden, and a drawing's or recording's file is deleted. Hiding the
 * clue of a round still being played calls the round off (RULES.md §9; spec HC-HIDE, HC-VOID).
 *
 * @example
 * { "type": "hideClue", "rid": "42", "round": 3 }
 */
export const hideClueSchema = roomRequest('hideClue', {
  round: z.int().check(z.minimum(1), z.maximum(100_000)),
});

/**
 * After a game ended: back to the lobby with the same seats and settings, scores cleared.
 *
 * @example
 * { "type": "rematch", "rid": "25" }
 */
export const rematchSchema = roomRequest('rematch', {});

/**
 * Every request schema by its `type`: the parser's dispatch table.
 *
 * @example
 * requestSchemas.vote.safeParse({ type: 'vote', rid: '1', slots: [3] }).success; // true
 */
export const requestSchemas = {
  hello: helloSchema,
  resume: resumeSchema,
  createRoom: createRoomSchema,
  joinRoom: joinRoomSchema,
  claimSeat: claimSeatSchema,
  leaveRoom: leaveRoomSchema,
  resync: resyncSchema,
  setProfile: setProfileSchema,
  chat: chatSchema,
  react: reactSchema,
  claimStoryteller: claimStorytellerSchema,
  clue: clueMoveSchema,
  submit: submitSchema,
  vote: voteSchema,
  trap: trapSchema,
  continue: continueSchema,
  wait: waitSchema,
  setPreset: setPresetSchema,
  setTimers: setTimersSchema,
  start: startSchema,
  kick: kickSchema,
  lock: lockSchema,
  unlock: unlockSchema,
  transferHost: transferHostSchema,
  addBot: addBotSchema,
  setStandIn: setStandInSchema,
  setLanguage: setLanguageSchema,
  setDecks: setDecksSchema,
  removeBot: removeBotSchema,
  muteSeat: muteSeatSchema,
  pauseGame: pauseGameSchema,
  resumeGame: resumeGameSchema,
  endGame: endGameSchema,
  hideClue: hideClueSchema,
  rematch: rematchSchema,
} as const;

export type RequestType = keyof typeof requestSchemas;

/** Every request type, in the order above. */
export const requestTypes = Object.keys(requestSchemas) as readonly RequestType[];

/**
 * Whether `value` names a request type.
 *
 * @example
 * isRequestType('vote'); // true
 */
export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && Object.hasOwn(requestSchemas, value);
}

/** The request of one type, as parsed (branded ids, normalised names, checked clue). */
export type RequestOf<T extends RequestType> = z.output<(typeof requestSchemas)[T]>;

/** Any client→server message. */
export type ClientMessage = { [T in RequestType]: RequestOf<T> }[RequestType];

/** What a client sends (before parsing: plain strings where the parsed message has brands). */
export type ClientMessageInput = {
  [T in RequestType]: z.input<(typeof requestSchemas)[T]>;
}[RequestType];

/** The game moves: the requests that become the engine's `SeatCommand`s. */
export const moveTypes = [
  'claimStoryteller',
  'clue',
  'submit',
  'vote',
  'trap',
  'continue',
  'wait',
] as const satisfies readonly (RequestType & SeatCommand['type'])[];
export type MoveType = (typeof moveTypes)[number];
export type MoveRequest = RequestOf<MoveType>;

/**
 * Whether a parsed request is a game move.
 *
 * @example
 * if (isMoveRequest(message)) applyMove(toSeatCommand(message, seat, now));
 */
export function isMoveRequest(message: ClientMessage): message is MoveRequest {
  return (moveTypes as readonly string[]).includes(message.type);
}

/**
 * The engine command for a move, with the seat the server authenticated and the server's clock.
 * This is the compile-time proof that the moves mirror `SeatCommand`.
 *
 * @example
 * toSeatCommand({ type: 'vote', rid, slots: [3] }, 2, Date.now()); // { type: 'vote', seat: 2, at, slots: [3] }
 */
export function toSeatCommand(move: MoveRequest, seat: Seat, at: number): SeatCommand {
  switch (move.type) {
    case 'claimStoryteller':
    case 'continue':
    case 'wait':
      return { type: move.type, seat, at };
    case 'clue':
      return move.card === undefined
        ? { type: 'clue', seat, at, clue: move.clue }
        : { type: 'clue', seat, at, clue: move.clue, card: move.card };
    case 'submit':
      return { type: 'submit', seat, at, cards: move.cards };
    case 'vote':
      return { type: 'vote', seat, at, slots: move.slots };
    case 'trap':
      return { type: 'trap', seat, at, slot: move.slot };
  }
}
