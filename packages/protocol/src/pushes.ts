import type { GameEvent, GameView } from '@fabula/rules';
import { z } from './zod.ts';
import { errorBodySchema } from './errors.ts';
import { reactionLineSchema } from './social.ts';
import { roomCodeSchema, seatSchema } from './ids.ts';
import { avatarSchema, seatColourSchema } from './profile.ts';
import {
  allTimersSchema,
  botLevelSchema,
  botPersonalitySchema,
  deckIdSchema,
  firstStorytellerSchema,
  knobsSchema,
  languageSchema,
  presetIdSchema,
  standInSchema,
  teamsSchema,
} from './settings.ts';

/**
 * Server→client messages that answer no request: the room's state, each viewer's game view,
 * chat, connection-level errors, and being removed from a room. Every push about a room carries
 * the room's `version` (a counter raised by every change); a client keeps the highest version it
 * has seen and drops any push with a lower one.
 */

const version = z.int().check(z.minimum(0));

/**
 * One taken seat as everyone in the room sees it. `vacant`: in a running game, the player left
 * (the seat sits out with its score until someone takes it).
 */
export const seatSnapshotSchema = z.strictObject({
  seat: seatSchema,
  name: z.string(),
  colour: seatColourSchema,
  avatar: avatarSchema,
  bot: z.boolean(),
  /** A bot plays this seat while its player is away (they take it back on return). */
  standIn: z.boolean(),
  /** How the seat's bot plays; null for a person's seat with no stand-in. */
  botLevel: z.nullable(botLevelSchema),
  botPersonality: z.nullable(botPersonalitySchema),
  connected: z.boolean(),
  host: z.boolean(),
  vacant: z.boolean(),
  /** The host muted this seat's chat and reactions. */
  muted: z.boolean(),
  /**
   * A person took this seat over during the game: whose it was (`bot`: a bot's; else a player's
   * who left) and when (server ms). Its cards and points are theirs. Null otherwise.
   */
  tookOver: z.nullable(z.strictObject({ from: z.string(), bot: z.boolean(), at: z.number() })),
});
export type SeatSnapshot = z.output<typeof seatSnapshotSchema>;

/**
 * A spectator who asked to play (`claimSeat`): they take `seat` when the next round starts, as
 * `name` (everyone is told who joins, and in whose seat).
 */
export const seatClaimSchema = z.strictObject({
  seat: seatSchema,
  name: z.string(),
  colour: seatColourSchema,
  avatar: avatarSchema,
});
export type SeatClaim = z.output<typeof seatClaimSchema>;

/** The room's settings: the rules the next (or current) game is played by. */
export const roomSettingsSchema = z.strictObject({
  preset: presetIdSchema,
  knobs: knobsSchema,
  timers: allTimersSchema,
  firstStoryteller: firstStorytellerSchema,
  teams: teamsSchema,
  /** After how long a bot stands in for a disconnected player (ms); null: never. */
  botStandInMs: standInSchema,
  language: languageSchema,
  /** Uploaded decks merged into the game's cards. */
  decks: z.array(deckIdSchema),
  /** Whether the built-in deck (Tales, the default) is in the game's cards too. */
  builtInDeck: z.boolean(),
  /** Whether the first edition of the built-in deck (Skies) is in them too; absent: no. */
  classicDeck: z.optional(z.boolean()),
});
export type RoomSettings = z.output<typeof roomSettingsSchema>;

/** `lobby`: seating and settings; `playing`: a game runs; `ended`: its final view is showing. */
export const roomPhaseSchema = z.enum(['lobby', 'playing', 'ended']);
export type RoomPhase = z.output<typeof roomPhaseSchema>;

/**
 * The room around the game, the same for everyone in it.
 *
 * @example
 * { "type": "roomState", "version": 4, "you": 0, "room": { "code": "K7QX3M", "phase": "lobby", … } }
 */
export const roomStateSchema = z.strictObject({
  type: z.literal('roomState'),
  version,
  /** The receiver's seat, or null for a spectator. */
  you: z.nullable(seatSchema),
  room: z.strictObject({
    code: roomCodeSchema,
    phase: roomPhaseSchema,
    locked: z.boolean(),
    seats: z.array(seatSnapshotSchema),
    spectators: z.int().check(z.minimum(0)),
    /** Spectators who take a seat at the next round (`claimSeat`), oldest first. */
    claims: z.array(seatClaimSchema),
    settings: roomSettingsSchema,
    /** The last reactions (oldest first), so a player who reconnects sees them too. */
    reactions: z.array(reactionLineSchema),
  }),
});
export type RoomStatePush = z.output<typeof roomStateSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The receiver's `GameView` (the engine's `viewFor` for their seat, or a spectator's) and the
 * public events of the change. The view is the engine's type; it is trusted as the server's
 * output and checked only for its outline here, not re-specified field by field (the engine's
 * types are the single definition).
 *
 * `historyFrom`: the view's `history` is cut. Past rounds never change and late in a game they
 * are most of the view, so a push that follows one the client already holds carries only the
 * rounds from index `historyFrom` on; the rounds before it are the first `historyFrom` rounds of
 * the view of version `version - 1`. A client that does not hold that view asks for the whole
 * one with `resync`. Absent: `history` is the whole history.
 *
 * @example
 * { "type": "gameView", "room": "K7QX3M", "version": 12, "historyFrom": 3, "view": { "phase": { "kind": "vote", … }, "history": [], … }, "events": [{ "type": "voted", "seat": 2 }] }
 */
export const gameViewSchema = z.strictObject({
  type: z.literal('gameView'),
  room: roomCodeSchema,
  version,
  historyFrom: z.exactOptional(z.int().check(z.minimum(0))),
  view: z.custom<GameView>((v) => isRecord(v) && isRecord(v.phase) && isRecord(v.viewer), {
    error: 'A game view is an object with a viewer and a phase.',
  }),
  events: z.array(
    z.custom<GameEvent>((e) => isRecord(e) && typeof e.type === 'string', {
      error: 'A game event is an object with a type.',
    }),
  ),
});
export type GameViewPush = z.output<typeof gameViewSchema>;

/**
 * A chat line; `from.seat` is null for a spectator.
 *
 * @example
 * { "type": "chat", "room": "K7QX3M", "from": { "seat": 1, "name": "Ben" }, "text": "nice clue!", "at": 1767225600000 }
 */
export const chatPushSchema = z.strictObject({
  type: z.literal('chat'),
  room: roomCodeSchema,
  from: z.strictObject({ seat: z.nullable(seatSchema), name: z.string() }),
  text: z.string(),
  at: z.number(),
});
export type ChatPush = z.output<typeof chatPushSchema>;

/**
 * A problem with the connection rather than with one request: a message whose `rid` could not
 * be read (so no reply can name it), or rate limiting of the whole connection.
 *
 * @example
 * { "type": "error", "error": { "code": "bad_request", "message": "Not JSON." } }
 */
export const errorPushSchema = z.strictObject({
  type: z.literal('error'),
  error: errorBodySchema,
});
export type ErrorPush = z.output<typeof errorPushSchema>;

/**
 * The connection no longer belongs to the room: its seat was kicked, it left from another tab,
 * or the room expired. The client forgets the room's seat token.
 *
 * @example
 * { "type": "removed", "room": "K7QX3M", "reason": "kicked" }
 */
export const removedPushSchema = z.strictObject({
  type: z.literal('removed'),
  room: roomCodeSchema,
  reason: z.enum(['kicked', 'left', 'expired']),
});
export type RemovedPush = z.output<typeof removedPushSchema>;

/** Every push schema by its `type`. */
export const pushSchemas = {
  roomState: roomStateSchema,
  gameView: gameViewSchema,
  chat: chatPushSchema,
  error: errorPushSchema,
  removed: removedPushSchema,
} as const;

export type PushType = keyof typeof pushSchemas;
export type Push = z.output<(typeof pushSchemas)[PushType]>;
