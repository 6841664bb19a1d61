import type { Style } from './vocabulary/index.ts';

/** How well a bot aims and how much noise it adds. */
export const levels = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof levels)[number];

/** Which parts of the vocabulary a bot prefers. */
export const personalities = ['poetic', 'literal', 'punny'] as const;
export type Personality = (typeof personalities)[number];

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
export const listenerBeta = levelParams.normal.voteBeta;

/**
 * What every storyteller holds against a bare quality ("pink", "wet"), in expected points: a
 * person reading bot clues enjoyed them least (docs/bots.md).
 */
export const barePenalty = 0.2;

/** Bonus in expected points a personality gives a clue of each style. */
export const styleTaste: Readonly<Record<Personality, Readonly<Record<Style, number>>>> = {
  poetic: { abstract: 0.25, figurative: 0.2, concrete: 0 },
  // Literal storytellers describe what is there (qualities, actions, feelings); none names things.
  literal: { abstract: 0.3, figurative: 0, concrete: 0 },
  punny: { figurative: 0.4, abstract: 0, concrete: 0 },
};

const names: Readonly<Record<Personality, readonly string[]>> = {
  poetic: ['Lyra', 'Selene', 'Aino', 'Hoshi', 'Vera', 'Isolde'],
  literal: ['Otto', 'Pia', 'Ken', 'Ilya', 'Rui', 'Tuuli'],
  punny: ['Punch', 'Quip', 'Riddle', 'Tiko', 'Mimo', 'Jest'],
};

/** A lobby name for the n-th bot of a personality ("Lyra", then "Lyra 2" after the list). */
export function botName(personality: Personality, n: number): string {
  const list = names[personality];
  const base = list[n % list.length] ?? personality;
  const round = Math.floor(n / list.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}
