import { languages, type Lang } from '@fabula/deck';
import type { CardLookup } from './mind.ts';
import { profileOf, type CardWords } from './meaning/space.ts';
import { levelParams } from './profile.ts';
import { readClue } from './roles/listener.ts';

/**
 * Rounds of clues written by people, read by the bot listener: how often would a normal bot
 * voter find the storyteller's card? The measure of how well bots understand people
 * (`npm run bots:eval`).
 */
export interface PeopleRound {
  /** Card ids on the board, in slot order (either built-in deck, or any ids `lookup` knows). */
  readonly board: readonly string[];
  /** The storyteller's card: one of `board`. */
  readonly target: string;
  readonly clue: string;
  /** The room's language. */
  readonly lang: Lang;
}

export interface LanguageScore {
  readonly rounds: number;
  /** The normal voter's probability of choosing the target (softmax over fit), averaged. */
  readonly voterChance: number;
  /** Share of rounds where the listener's best-fitting card is the target. */
  readonly topPickRate: number;
  /** 1 / board size, averaged: what a voter who understood nothing would score. */
  readonly chance: number;
  /** voterChance / chance. */
  readonly ratio: number;
  /** Share of clues in which the bot understood anything at all. */
  readonly understood: number;
}

/** Scores per language (in the order of `languages`) and over all of them. */
export type LanguageReport = Readonly<Partial<Record<Lang | 'all', LanguageScore>>>;

/** The report: per language over every round, and the same per deck when decks are known. */
export type EvaluationReport = LanguageReport & {
  /** Per deck (of each round's target card), e.g. {"tales": {…}, "skies": {…}}. */
  readonly decks?: Readonly<Record<string, LanguageReport>>;
};

/** A rounds file that cannot be evaluated, with the reason (which round, which field). */
export class RoundsError extends Error {
  override readonly name = 'RoundsError';
}

const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * Checks a parsed rounds file (`{"rounds": [{board, target, clue, lang}, …]}`) and returns its
 * rounds; throws a RoundsError naming the first bad round and why.
 */
export function parseRounds(data: unknown, lookup: CardLookup): PeopleRound[] {
  const rounds: unknown = (data as { rounds?: unknown } | null)?.rounds;
  if (!Array.isArray(rounds)) throw new RoundsError('expected {"rounds": [ … ]}');
  return rounds.map((raw: unknown, i): PeopleRound => {
    const where = `round ${i + 1}`;
    const round = (raw ?? {}) as Record<string, unknown>;
    const { board, target, clue, lang } = round;
    if (!Array.isArray(board) || board.length < 2 || !board.every((c) => typeof c === 'string')) {
      throw new RoundsError(`${where}: "board" must be an array of at least two card ids`);
    }
    const ids = board;
    if (new Set(ids).size !== ids.length)
      throw new RoundsError(`${where}: a card twice on the board`);
    const unknown = ids.find((id) => lookup(id) === undefined);
    if (unknown !== undefined) throw new RoundsError(`${where}: unknown card id "${unknown}"`);
    if (typeof target !== 'string' || !ids.includes(target)) {
      throw new RoundsError(`${where}: "target" must be one of the board's ids`);
    }
    if (typeof clue !== 'string' || clue.trim().length === 0) {
      throw new RoundsError(`${where}: "clue" must be a non-empty string`);
    }
    if (!isLang(lang)) {
      throw new RoundsError(`${where}: "lang" must be one of ${languages.join(', ')}`);
    }
    return { board: ids, target, clue, lang };
  });
}

/**
 * The words of the cards a rounds file's clues were written on, as the writers saw them
 * (`"cards": {"tale-012": {objects, setting, mood, concepts, alt}, …}`; none if it has no
 * "cards"). Read before the deck's own words, they keep the rounds of a Tales card redrawn since
 * (the deck's curation replaces look-alikes, keeping ids) true to the picture the clue was
 * written for. Throws a RoundsError naming the first malformed card.
 */
export function cardsOfRounds(data: unknown): ReadonlyMap<string, CardWords> {
  const cards: unknown = (data as { cards?: unknown } | null)?.cards;
  const kept = new Map<string, CardWords>();
  if (cards === undefined) return kept;
  if (cards === null || typeof cards !== 'object' || Array.isArray(cards))
    throw new RoundsError('"cards" must map card ids to their words');
  for (const [id, raw] of Object.entries(cards as Record<string, unknown>)) {
    const words = (raw ?? {}) as Record<string, unknown>;
    const { objects, setting, mood, concepts } = words;
    const isObject = (o: unknown): boolean =>
      typeof (o as { name?: unknown } | null)?.name === 'string' &&
      typeof (o as { weight?: unknown }).weight === 'number';
    if (
      !Array.isArray(objects) ||
      !objects.every(isObject) ||
      typeof setting !== 'string' ||
      typeof mood !== 'string' ||
      !Array.isArray(concepts) ||
      !concepts.every((c) => typeof c === 'string')
    )
      throw new RoundsError(`card "${id}": needs objects, setting, mood and concepts`);
    kept.set(id, words as unknown as CardWords);
  }
  return kept;
}

interface RoundScore {
  readonly voterChance: number;
  readonly topPick: number;
  readonly chance: number;
  readonly understood: boolean;
}

/**
 * One round as the normal voter reads it. A clue that means nothing leaves the voter guessing
 * (1 / board size for both figures); a card without words counts as an average card.
 */
export function scoreRound(round: PeopleRound, lookup: CardLookup): RoundScore {
  const n = round.board.length;
  const chance = 1 / n;
  const profiles = round.board.map((id) => {
    const words = lookup(id);
    return words ? profileOf(words) : null;
  });
  const fits = readClue(round.clue, round.lang, profiles);
  if (!fits) return { voterChance: chance, topPick: chance, chance, understood: false };
  const known = fits.filter((f): f is number => f !== null);
  const mean = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 0;
  const scores = fits.map((f) => levelParams.normal.voteBeta * (f ?? mean));
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp(s - top));
  const total = weights.reduce((a, b) => a + b, 0);
  const t = round.board.indexOf(round.target);
  const best = scores.filter((s) => s === top).length;
  return {
    voterChance: (weights[t] ?? 0) / total,
    topPick: scores[t] === top ? 1 / best : 0,
    chance,
    understood: true,
  };
}

function summarise(scores: readonly RoundScore[]): LanguageScore {
  const n = scores.length;
  const mean = (f: (s: RoundScore) => number) => scores.reduce((a, s) => a + f(s), 0) / n;
  const voterChance = mean((s) => s.voterChance);
  const chance = mean((s) => s.chance);
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    rounds: n,
    voterChance: round3(voterChance),
    topPickRate: round3(mean((s) => s.topPick)),
    chance: round3(chance),
    ratio: round3(voterChance / chance),
    understood: round3(mean((s) => (s.understood ? 1 : 0))),
  };
}

function byLanguage(scored: readonly { lang: Lang; score: RoundScore }[]): LanguageReport {
  const report: Partial<Record<Lang | 'all', LanguageScore>> = {};
  for (const lang of languages) {
    const scores = scored.filter((s) => s.lang === lang).map((s) => s.score);
    if (scores.length > 0) report[lang] = summarise(scores);
  }
  if (scored.length > 0) report.all = summarise(scored.map((s) => s.score));
  return report;
}

/**
 * Scores every round and summarises per language (in the order of `languages`) and overall;
 * given `deckOf` (a card id's deck), also per deck of the rounds' target cards.
 */
export function evaluateRounds(
  rounds: readonly PeopleRound[],
  lookup: CardLookup,
  deckOf?: (id: string) => string | undefined,
): EvaluationReport {
  const scored = rounds.map((round) => ({
    lang: round.lang,
    deck: deckOf?.(round.target) ?? 'other',
    score: scoreRound(round, lookup),
  }));
  const report = byLanguage(scored);
  if (!deckOf) return report;
  const decks: Record<string, LanguageReport> = {};
  for (const deck of new Set(scored.map((s) => s.deck))) {
    decks[deck] = byLanguage(scored.filter((s) => s.deck === deck));
  }
  return { ...report, decks };
}
