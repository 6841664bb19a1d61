/**
 * The rule sets the lobby offers (RULES.md §5, spec PR-*). A preset is only data: a mode, a player
 * range and values for the knobs. Scoring and phase code read knobs and never compare preset ids.
 */
export type Mode = 'classic' | 'party' | 'team';

export type PresetId =
  'dixit' | 'dixit-original' | 'odyssey' | 'party' | 'party-odyssey' | 'teams' | 'teams-odyssey';

/** Who wins once the game ends (RULES.md §2): the highest score, or everyone at/over the target. */
export type WinnerRule = 'highest' | 'reachedTarget';

/** Everything a host may change in "house rules". */
export interface Knobs {
  /** Cards in hand (before the three-player rule adds one). */
  readonly handSize: number;
  /** At exactly 3 seats in classic mode: hand + 1, and each non-storyteller submits 2 cards. */
  readonly threePlayerRule: boolean;
  /** Most bonus points one player gets in a round from votes on their cards; null = uncapped. */
  readonly bonusCap: number | null;
  /** When exactly one voter finds, the storyteller and that voter score 4 instead of 3. */
  readonly loneFinderBonus: boolean;
  /** Voters may cast a second vote for a different card (from `secondVoteMinPlayers` seats). */
  readonly secondVote: boolean;
  readonly secondVoteMinPlayers: number;
  /** With second votes: a finder who cast only one vote scores +1. */
  readonly singleVoteBonus: boolean;
  /** Party: most points one player scores from the crowd in a round; null = uncapped. */
  readonly partyCap: number | null;
  /** Party: after refilling, everyone passes their whole hand to the next seat. */
  readonly passHands: boolean;
  /** The game ends after a round in which someone reached this score; null = no target. */
  readonly targetScore: number | null;
  /** The game ends after every seat has been storyteller this many times; null = no limit. */
  readonly storytellerTurnsEach: number | null;
  readonly winners: WinnerRule;
  /** The storyteller may give an emoji-only clue (RULES.md §9, spec CL-KINDS). */
  readonly emojiClues: boolean;
  /** The storyteller may draw the clue. */
  readonly drawingClues: boolean;
  /** The storyteller may record the clue (sing, hum, make a sound). */
  readonly voiceClues: boolean;
}

export type KnobName = keyof Knobs;

const allModes: readonly Mode[] = ['classic', 'party', 'team'];

/**
 * The modes each knob means something in (RULES.md §3–§5). The house-rules panel shows a mode's
 * knobs; the round calculator refuses the others (docs/scoring-calculator.md, spec CA-KNOBS); a
 * game accepts every knob and ignores those that do not apply (spec CF-KNOBS). `loneFinderBonus`
 * applies in Teams too: Teams scoring is classic scoring by team (§4.2 step 4), while Teams
 * voting is classic voting without second votes (§4.2 step 3).
 */
export const knobModes: Readonly<Record<KnobName, readonly Mode[]>> = {
  handSize: allModes,
  threePlayerRule: ['classic'],
  bonusCap: ['classic', 'team'],
  loneFinderBonus: ['classic', 'team'],
  secondVote: ['classic'],
  secondVoteMinPlayers: ['classic'],
  singleVoteBonus: ['classic'],
  partyCap: ['party'],
  passHands: ['party'],
  targetScore: allModes,
  storytellerTurnsEach: allModes,
  winners: allModes,
  emojiClues: allModes,
  drawingClues: allModes,
  voiceClues: allModes,
};

/**
 * A rulebook's named variant: a switch in the lobby that sets several knobs at once (spec
 * PR-VARIANTS). It is on when every one of its knobs has the variant's value.
 */
export type VariantId = 'extraPoint' | 'songsAndGestures';

export interface Variant {
  readonly id: VariantId;
  readonly knobs: Partial<Knobs>;
}

export interface Preset {
  readonly id: PresetId;
  readonly mode: Mode;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Team mode seats teams of two, so the seat count must be even. */
  readonly evenPlayersOnly: boolean;
  readonly knobs: Knobs;
  /** The rulebook's variants this preset offers as switches (the original edition's two). */
  readonly variants: readonly Variant[];
}

const classicKnobs: Knobs = {
  handSize: 6,
  threePlayerRule: true,
  bonusCap: null,
  loneFinderBonus: false,
  secondVote: false,
  secondVoteMinPlayers: 7,
  singleVoteBonus: false,
  partyCap: null,
  passHands: false,
  targetScore: 30,
  storytellerTurnsEach: null,
  winners: 'highest',
  emojiClues: true,
  drawingClues: true,
  voiceClues: false,
};

export const presets: Readonly<Record<PresetId, Preset>> = {
  dixit: {
    id: 'dixit',
    mode: 'classic',
    minPlayers: 3,
    maxPlayers: 8,
    evenPlayersOnly: false,
    variants: [],
    knobs: classicKnobs,
  },
  'dixit-original': {
    id: 'dixit-original',
    mode: 'classic',
    minPlayers: 3,
    maxPlayers: 6,
    evenPlayersOnly: false,
    // The rulebook's clue is said aloud: words (and emoji) unless its songs-and-gestures variant
    // is on, which lets the storyteller draw (mime) or record (sing, hum) the clue instead.
    knobs: { ...classicKnobs, winners: 'reachedTarget', drawingClues: false },
    variants: [
      { id: 'extraPoint', knobs: { loneFinderBonus: true } },
      { id: 'songsAndGestures', knobs: { drawingClues: true, voiceClues: true } },
    ],
  },
  odyssey: {
    id: 'odyssey',
    mode: 'classic',
    minPlayers: 3,
    maxPlayers: 12,
    evenPlayersOnly: false,
    variants: [],
    knobs: { ...classicKnobs, bonusCap: 3, secondVote: true, singleVoteBonus: true },
  },
  party: {
    id: 'party',
    mode: 'party',
    minPlayers: 6,
    maxPlayers: 12,
    evenPlayersOnly: false,
    variants: [],
    knobs: { ...classicKnobs, handSize: 4, threePlayerRule: false, passHands: true },
  },
  'party-odyssey': {
    id: 'party-odyssey',
    mode: 'party',
    minPlayers: 6,
    maxPlayers: 12,
    evenPlayersOnly: false,
    variants: [],
    knobs: {
      ...classicKnobs,
      handSize: 5,
      threePlayerRule: false,
      partyCap: 5,
      passHands: true,
      targetScore: null,
      storytellerTurnsEach: 1,
    },
  },
  teams: {
    id: 'teams',
    mode: 'team',
    minPlayers: 8,
    maxPlayers: 12,
    evenPlayersOnly: true,
    variants: [],
    knobs: { ...classicKnobs, handSize: 4, threePlayerRule: false },
  },
  'teams-odyssey': {
    id: 'teams-odyssey',
    mode: 'team',
    minPlayers: 6,
    maxPlayers: 12,
    evenPlayersOnly: true,
    variants: [],
    knobs: {
      ...classicKnobs,
      handSize: 4,
      threePlayerRule: false,
      bonusCap: 3,
      targetScore: null,
      storytellerTurnsEach: 1,
    },
  },
};

export const presetIds = Object.keys(presets) as readonly PresetId[];

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && Object.hasOwn(presets, value);
}

/** Every seat count a preset allows, e.g. Teams → [8, 10, 12]. */
export function allowedPlayerCounts(
  preset: Pick<Preset, 'minPlayers' | 'maxPlayers' | 'evenPlayersOnly'>,
): number[] {
  const counts: number[] = [];
  for (let n = preset.minPlayers; n <= preset.maxPlayers; n++) {
    if (!preset.evenPlayersOnly || n % 2 === 0) counts.push(n);
  }
  return counts;
}

/** Whether a variant is on under these knobs: every one of its knobs has the variant's value. */
export function variantIsOn(variant: Variant, knobs: Knobs): boolean {
  return Object.entries(variant.knobs).every(([name, value]) => knobs[name as KnobName] === value);
}
