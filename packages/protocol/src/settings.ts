import { isPresetId, type KnobName, type PresetId, type Timers } from '@fabula/rules';
import { z } from './zod.ts';
import type { CodedIssueParams } from './profile.ts';
import { exactPartial } from './exact.ts';
import { MAX_SEATS, seatSchema } from './ids.ts';

/**
 * The lobby's game settings as they travel. The protocol checks shapes only (a knob is a boolean
 * or a whole number); the ranges and how knobs combine with the seated count are the engine's
 * (`resolveRules`, `tableFor`, `createGame`), so they are written once and refused with the
 * engine's codes (`invalid_knob`, `player_count_not_allowed`, …).
 */

const unknownPreset: CodedIssueParams = { errorCode: 'unknown_preset' };

/**
 * A preset id known to the engine (`dixit`, `odyssey`, `party`, …).
 *
 * @example
 * presetIdSchema.parse('odyssey'); // 'odyssey'
 */
export const presetIdSchema = z.custom<PresetId>(isPresetId, {
  error: 'Unknown preset.',
  params: unknownPreset,
});

const count = z.int().check(z.minimum(0), z.maximum(1000));
const winnerRule = z.enum(['highest', 'reachedTarget']);

const knobShape = {
  handSize: count,
  threePlayerRule: z.boolean(),
  bonusCap: z.nullable(count),
  loneFinderBonus: z.boolean(),
  secondVote: z.boolean(),
  secondVoteMinPlayers: count,
  singleVoteBonus: z.boolean(),
  partyCap: z.nullable(count),
  passHands: z.boolean(),
  targetScore: z.nullable(count),
  storytellerTurnsEach: z.nullable(count),
  winners: winnerRule,
  emojiClues: z.boolean(),
  drawingClues: z.boolean(),
  voiceClues: z.boolean(),
} satisfies Record<KnobName, z.ZodMiniType>;

/**
 * House rules: overrides of the preset's knobs (RULES.md §5). Every knob is optional; an unknown
 * knob is refused.
 *
 * @example
 * knobsSchema.parse({ targetScore: 20, loneFinderBonus: true });
 */
export const knobsSchema = z.strictObject(exactPartial(knobShape));
export type KnobOverrides = z.output<typeof knobsSchema>;

/** The longest phase timer the protocol carries (the engine allows 5 s to 24 h). */
const maxTimerMs = 24 * 60 * 60 * 1000;
const timerMs = z.nullable(z.int().check(z.minimum(0), z.maximum(maxTimerMs)));
const timerShape = {
  race: timerMs,
  clue: timerMs,
  submit: timerMs,
  vote: timerMs,
  reveal: timerMs,
} satisfies Record<keyof Timers, z.ZodMiniType>;

/**
 * Phase timers in milliseconds, null = no timer. In `setTimers` only the named phases change.
 *
 * @example
 * timersSchema.parse({ vote: 60_000, reveal: null });
 */
export const timersSchema = z.strictObject(exactPartial(timerShape));
export type TimerSettings = z.output<typeof timersSchema>;

/**
 * Every phase's timer (ms, or null for none), as a room's settings hold them.
 *
 * @example
 * allTimersSchema.parse({ race: null, clue: null, submit: 60_000, vote: 60_000, reveal: null });
 */
export const allTimersSchema = z.strictObject(timerShape);

/**
 * How the first storyteller is chosen: at random, or the first seat to claim it (RULES.md §2).
 *
 * @example
 * firstStorytellerSchema.parse('race');
 */
export const firstStorytellerSchema = z.enum(['random', 'race']);
export type FirstStorytellerSetting = z.output<typeof firstStorytellerSchema>;

/**
 * Team mode: pairs of seats, or null for the default (partners sit opposite). The engine checks
 * that the pairs name every seat once (`invalid_teams`).
 *
 * @example
 * teamsSchema.parse([[0, 2], [1, 3], [4, 5]]);
 */
export const teamsSchema = z.nullable(
  z.array(z.tuple([seatSchema, seatSchema])).check(z.maxLength(Math.floor(MAX_SEATS / 2))),
);
export type TeamsSetting = z.output<typeof teamsSchema>;

/**
 * How well a bot plays (how well it aims its clues, how much noise it adds).
 *
 * @example
 * botLevelSchema.parse('hard');
 */
export const botLevelSchema = z.enum(['easy', 'normal', 'hard']);
export type BotLevel = z.output<typeof botLevelSchema>;

/**
 * A bot's taste in clues: poetic, literal, punny, or emoji (it gives emoji clues where allowed).
 *
 * @example
 * botPersonalitySchema.parse('punny');
 */
export const botPersonalitySchema = z.enum(['poetic', 'literal', 'punny', 'emoji']);
export type BotPersonality = z.output<typeof botPersonalitySchema>;

/**
 * After how long (ms) a bot stands in for a disconnected player, until they return; null: never.
 *
 * @example
 * standInSchema.parse(60_000);
 */
export const standInSchema = z.nullable(z.int().check(z.minimum(5000), z.maximum(3_600_000)));

/** The languages Fabula speaks (the UI, card alt text, bots' clues). */
export const languageCodes = ['en', 'ja', 'ru', 'pt', 'fi'] as const;

/**
 * The room's language: bots give their clues in it and read players' clues in it.
 *
 * @example
 * languageSchema.parse('fi');
 */
export const languageSchema = z.enum(languageCodes);
export type Language = z.output<typeof languageSchema>;

/**
 * An uploaded deck's id (12 base64url characters, unguessable: the id is the share link).
 *
 * @example
 * deckIdSchema.parse('q3v9WZ0m1N2b');
 */
export const deckIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{12}$/, 'A deck id is 12 letters, digits, - or _.'));

/** At most this many uploaded decks merged in one room. */
export const MAX_ROOM_DECKS = 8;
