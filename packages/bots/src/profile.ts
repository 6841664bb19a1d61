import type { ClueKind, Style, VocabEntry } from './vocabulary/index.ts';

/** How well a bot aims and how much noise it adds. */
export const levels = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof levels)[number];

/**
 * Which parts of the vocabulary a bot prefers. The emoji bot says its clue in emoji where the
 * room allows them (`decide.ts`, `meaning/emoji.ts`): it likes actions and feelings, which have
 * pictures, and avoids figures of speech, which do not.
 */
export const personalities = ['poetic', 'literal', 'punny', 'emoji'] as const;
export type Personality = (typeof personalities)[number];

/** The personalities that tell in words (the simulation and `bots:eval` rotate over these). */
export const wordPersonalities: readonly Personality[] = personalities.filter((p) => p !== 'emoji');

export interface LevelParams {
  /** Sharpness of the bot's own reading of a board (higher = fewer misreadings). */
  readonly voteBeta: number;
  /** Sharpness when choosing which card to submit. */
  readonly submitBeta: number;
  /** Temperature over expected points when choosing a clue (0 = always the best). */
  readonly clueTemperature: number;
  /** Clues considered per hand card, and imagined boards per clue. */
  readonly candidates: number;
  readonly samples: number;
  /** Whether it ever casts an Odyssey second vote. */
  readonly secondVotes: boolean;
}

export const levelParams: Readonly<Record<Level, LevelParams>> = {
  easy: {
    voteBeta: 8,
    submitBeta: 6,
    clueTemperature: 0.6,
    candidates: 8,
    samples: 8,
    secondVotes: false,
  },
  normal: {
    voteBeta: 16,
    submitBeta: 16,
    clueTemperature: 0.08,
    candidates: 24,
    samples: 16,
    secondVotes: true,
  },
  hard: {
    voteBeta: 24,
    submitBeta: 30,
    clueTemperature: 0.02,
    candidates: 40,
    samples: 24,
    secondVotes: true,
  },
};

/**
 * How sharply the storyteller assumes listeners read the board: the typical (normal) listener.
 * Easy storytellers misjudge their audience because they aim with fewer candidates and more noise.
 */
/**
 * How sharply the storyteller assumes listeners read the board before it has seen them vote:
 * looser than a bot reads (16), because people do — read blind, bot clues were found about 0.4
 * of the time on boards of six, where bots find each other's 0.55 on boards of five. Normal and
 * hard storytellers then fit it to the table's votes (roles/calibrate.ts).
 */
export const listenerBeta = 10;

/**
 * What a storyteller of each personality likes in a clue, in expected points: a style (poetic:
 * abstract words and figures of speech; punny: idioms, sayings and titles) and a kind (literal:
 * actions, "looking back"). Every personality holds 0.2 against a bare quality ("pink", "wet"):
 * read blind by a person, those were the bot clues enjoyed least (docs/bots.md).
 */
export interface Taste {
  readonly style: Readonly<Record<Style, number>>;
  readonly kind: Readonly<Record<ClueKind, number>>;
}

const bare = -0.6;

export const tastes: Readonly<Record<Personality, Taste>> = {
  poetic: {
    style: { abstract: 0.1, figurative: 0.3, concrete: 0 },
    kind: { quality: bare, action: 0, other: 0 },
  },
  literal: {
    style: { abstract: 0.05, figurative: 0.2, concrete: 0 },
    kind: { quality: bare, action: 0.1, other: 0 },
  },
  punny: {
    style: { figurative: 0.4, abstract: 0, concrete: 0 },
    kind: { quality: bare, action: 0, other: 0 },
  },
  // Its clues in words, said when no known emoji form fits its hand: sayings and titles, as the
  // others (read blind, its words were "precious cargo" and "a token of friendship").
  emoji: {
    style: { figurative: 0.2, abstract: 0, concrete: 0 },
    kind: { quality: bare, action: 0, other: 0 },
  },
};

/**
 * What a descriptive phrase or an action costs when people listen, in expected points: it says
 * what the picture draws ("don't tell anyone" for someone whispering a secret, "until dawn" for a
 * dance at midnight, "new horizons" for a door opened onto the summer), where a saying, a title
 * or an image reframes it ("walls have ears", "the last waltz", "a whole new world"). Read blind,
 * people enjoyed those and not the captions; with a cost of 0.2 a caption is said only when it
 * finds the card for some and not all clearly better than any reframing the hand has.
 */
const captionCost = 0.2;

/**
 * What a bare quality costs when every listener is a bot: bots read a colour as precisely as any
 * clue, and only people find it flat (on the all-bot simulation, 0.6 took Teams 8p from about
 * 0.68 to 0.63 rounds scored).
 */
const bareForBots = -0.2;

/**
 * How much a storyteller of this taste likes giving an entry, in expected points, to a table of
 * people or of bots only.
 */
export function liking(
  entry: VocabEntry,
  taste: Taste,
  audience: 'people' | 'bots' = 'people',
): number {
  const kind =
    entry.kind === 'quality' && audience === 'bots' ? bareForBots : taste.kind[entry.kind];
  const caption = audience === 'people' && entry.style === 'abstract' ? captionCost : 0;
  return taste.style[entry.style] + kind - caption;
}

const names: Readonly<Record<Personality, readonly string[]>> = {
  poetic: ['Lyra', 'Selene', 'Aino', 'Hoshi', 'Vera', 'Isolde'],
  literal: ['Otto', 'Pia', 'Ken', 'Ilya', 'Rui', 'Tuuli'],
  punny: ['Punch', 'Quip', 'Riddle', 'Tiko', 'Mimo', 'Jest'],
  emoji: ['Emi', 'Pixel', 'Moji', 'Glyph', 'Kiki', 'Sticker'],
};

/** A lobby name for the n-th bot of a personality ("Lyra", then "Lyra 2" after the list). */
export function botName(personality: Personality, n: number): string {
  const list = names[personality];
  const base = list[n % list.length] ?? personality;
  const round = Math.floor(n / list.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}
