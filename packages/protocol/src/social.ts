import { z } from './zod.ts';
import { seatSchema } from './ids.ts';

/**
 * Chat and reactions around the game: the fixed set of reactions, how often a seat may use them,
 * and how a reaction travels in the room state (the last few are kept with the room, so a player
 * who reconnects sees them).
 */

/** The quick reactions a player may send while a round's result (or the game's end) shows. */
export const reactionEmoji = ['👏', '😂', '😮', '😍', '🤔', '😅', '🔥', '🎯'] as const;
export type ReactionEmoji = (typeof reactionEmoji)[number];

/**
 * One of the fixed reactions.
 *
 * @example
 * reactionSchema.parse('👏');
 */
export const reactionSchema = z.enum(reactionEmoji);

/** The reactions kept with a room (older ones drop out). */
export const REACTIONS_KEPT = 20;

/**
 * How often one seat may chat and react: at most `count` within `windowMs`. The server counts the
 * lines and reactions kept with the room, so the limit holds across reconnects and processes;
 * spectators share one allowance.
 */
export const CHAT_LIMIT = { count: 5, windowMs: 10_000 } as const;
export const REACTION_LIMIT = { count: 4, windowMs: 5_000 } as const;

/**
 * A reaction as the room state carries it. `round` is the round whose result was showing, or
 * null for the end of the game.
 *
 * @example
 * reactionLineSchema.parse({ seat: 1, emoji: '😂', at: 1767225600000, round: 3 });
 */
export const reactionLineSchema = z.strictObject({
  seat: seatSchema,
  emoji: reactionSchema,
  at: z.number(),
  round: z.nullable(z.int().check(z.minimum(1))),
});
export type ReactionLine = z.output<typeof reactionLineSchema>;
