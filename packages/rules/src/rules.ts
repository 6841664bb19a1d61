import { ruleError } from './errors.ts';
import { fail, ok, type Result } from './result.ts';
import {
  allowedPlayerCounts,
  isPresetId,
  knobModes,
  presetIds,
  presets,
  type KnobName,
  type Knobs,
  type Mode,
  type PresetId,
} from './presets.ts';

/** The rules one game is played by: a preset's mode and player range plus the resolved knobs. */
export interface Rules extends Knobs {
  readonly preset: PresetId;
  readonly mode: Mode;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly evenPlayersOnly: boolean;
}

/** What the rules come to at a given seat count (fixed when the game is created). */
export interface Table {
  readonly seatCount: number;
  readonly handSize: number;
  /** Cards each non-storyteller submits: 2 under the three-player rule, else 1. */
  readonly cardsPerSubmission: 1 | 2;
  /** Whether voters may cast a second vote in this game. */
  readonly secondVote: boolean;
  /** Cards on the board in a full round. */
  readonly boardSize: number;
}

/**
 * What each knob accepts, as data (RULES.md §5): a lobby draws its controls from it, and
 * `resolveRules` checks the host's values against it.
 *
 * @example
 * knobRanges.handSize; // { kind: 'count', min: 3, max: 10, nullable: false }
 */
export type KnobRange =
  | { readonly kind: 'boolean' }
  | {
      readonly kind: 'count';
      readonly min: number;
      readonly max: number;
      /** Null is a value too ("no cap", "no target"). */
      readonly nullable: boolean;
    }
  | { readonly kind: 'choice'; readonly options: readonly string[] };

const boolean = { kind: 'boolean' } as const;
const count = (min: number, max: number, nullable = false): KnobRange => ({
  kind: 'count',
  min,
  max,
  nullable,
});

export const knobRanges: Readonly<Record<KnobName, KnobRange>> = {
  handSize: count(3, 10),
  threePlayerRule: boolean,
  bonusCap: count(0, 20, true),
  loneFinderBonus: boolean,
  secondVote: boolean,
  secondVoteMinPlayers: count(3, 12),
  singleVoteBonus: boolean,
  partyCap: count(1, 20, true),
  passHands: boolean,
  targetScore: count(1, 999, true),
  storytellerTurnsEach: count(1, 10, true),
  winners: { kind: 'choice', options: ['highest', 'reachedTarget'] },
  emojiClues: boolean,
  drawingClues: boolean,
  voiceClues: boolean,
};

/** Whether `value` is one the range accepts. */
function accepts(range: KnobRange, value: unknown): boolean {
  switch (range.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'count':
      return (
        (range.nullable && value === null) ||
        (typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= range.min &&
          value <= range.max)
      );
    case 'choice':
      return typeof value === 'string' && range.options.includes(value);
  }
}

/** The accepted values in words, for the person who typed another. */
function acceptedText(range: KnobRange): string {
  switch (range.kind) {
    case 'boolean':
      return 'true or false';
    case 'count': {
      const whole = `a whole number from ${String(range.min)} to ${String(range.max)}`;
      return range.nullable ? `null or ${whole}` : whole;
    }
    case 'choice':
      return range.options.map((option) => JSON.stringify(option)).join(' or ');
  }
}

export const knobNames = Object.keys(knobRanges) as readonly KnobName[];

export function isKnobName(name: string): name is KnobName {
  return Object.hasOwn(knobRanges, name);
}

/** The knobs that mean something in `mode` (`knobModes`), in the order of `knobNames`. */
export function knobsOfMode(mode: Mode): KnobName[] {
  return knobNames.filter((name) => knobModes[name].includes(mode));
}

/**
 * Resolves a preset and the host's overrides into validated rules. Knobs that do not apply to the
 * preset's mode (e.g. `partyCap` in classic) are accepted and have no effect (spec CF-KNOBS).
 */
export function resolveRules(presetId: unknown, overrides: unknown = {}): Result<Rules> {
  if (!isPresetId(presetId)) {
    return fail(
      ruleError(
        'unknown_preset',
        `Unknown preset ${JSON.stringify(presetId)}; the presets are ${presetIds.join(', ')}.`,
      ),
    );
  }
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    return fail(ruleError('invalid_knob', 'House rules must be an object of knob values.'));
  }
  const preset = presets[presetId];
  const knobs: Record<string, unknown> = { ...preset.knobs };
  for (const [name, value] of Object.entries(overrides)) {
    if (!isKnobName(name)) {
      return fail(
        ruleError(
          'unknown_knob',
          `Unknown house rule ${JSON.stringify(name)}; the house rules are ${knobNames.join(', ')}.`,
        ),
      );
    }
    const range = knobRanges[name];
    if (!accepts(range, value)) {
      return fail(
        ruleError('invalid_knob', `House rule "${name}" must be ${acceptedText(range)}.`),
      );
    }
    knobs[name] = value;
  }
  const rules = {
    ...(knobs as unknown as Knobs),
    preset: preset.id,
    mode: preset.mode,
    minPlayers: preset.minPlayers,
    maxPlayers: preset.maxPlayers,
    evenPlayersOnly: preset.evenPlayersOnly,
  };
  if (rules.targetScore === null && rules.storytellerTurnsEach === null) {
    return fail(
      ruleError(
        'invalid_knob',
        'The game needs an end: set a target score or a number of storyteller turns each.',
      ),
    );
  }
  return ok(rules);
}

/** Checks the seat count against the rules and derives the per-table values. */
export function tableFor(rules: Rules, seatCount: number): Result<Table> {
  const counts = allowedPlayerCounts(rules);
  if (!Number.isInteger(seatCount) || !counts.includes(seatCount)) {
    const range = rules.evenPlayersOnly
      ? counts.join(', ')
      : `${rules.minPlayers}–${rules.maxPlayers}`;
    return fail(
      ruleError(
        'player_count_not_allowed',
        `${rules.preset} is played by ${range} players, not ${seatCount}.`,
      ),
    );
  }
  const threePlayer = rules.mode === 'classic' && rules.threePlayerRule && seatCount === 3;
  const cardsPerSubmission = threePlayer ? 2 : 1;
  return ok({
    seatCount,
    handSize: rules.handSize + (threePlayer ? 1 : 0),
    cardsPerSubmission,
    secondVote:
      rules.mode === 'classic' && rules.secondVote && seatCount >= rules.secondVoteMinPlayers,
    boardSize: boardSizeFor(rules.mode, seatCount, cardsPerSubmission),
  });
}

function boardSizeFor(mode: Mode, seatCount: number, cardsPerSubmission: number): number {
  switch (mode) {
    case 'classic':
      return 1 + (seatCount - 1) * cardsPerSubmission;
    case 'party':
      return seatCount;
    case 'team':
      // the storyteller's card, the partner's card, one card from each other team
      return seatCount / 2 + 1;
  }
}

/** Cards a deck needs at the very least for this table (RULES.md §6, spec DK-MIN). */
export function minimumDeckSize(table: Table): number {
  return table.seatCount * table.handSize + table.boardSize;
}
