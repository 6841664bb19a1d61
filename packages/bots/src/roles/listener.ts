import type { CardId, RandomSource, ShownClue, Slot } from '@fabula/rules';
import { clueMeaning, meaningOf } from '../meaning/clue-meaning.ts';
import { ideaForms, wordOverlap } from '../meaning/idea.ts';
import { understandClue } from '../meaning/understand.ts';
import type { Lang } from '@fabula/deck';
import { meaningFit, type CardProfile, type Meaning } from '../meaning/space.ts';
import { gumbel, imaginablePool, pickIndex, spread, type Mind } from '../mind.ts';

/**
 * How well each card fits the clue in the current phase, or null when the bot did not understand
 * the clue (a clue in a language it does not know, a drawing or a recording without a caption:
 * `clueMeaning`): it then plays at random, which is all a person who did not understand could do.
 */
export function clueFits(mind: Mind, cards: readonly CardId[]): (number | null)[] | null {
  const phase = mind.view.phase;
  if (phase.kind !== 'submit' && phase.kind !== 'vote') return null;
  const language = mind.options.language;
  return fitsOf(
    clueMeaning(phase.clue, language),
    wordsOfClue(phase.clue),
    language,
    cards.map((id) => mind.profile(id)),
  );
}

/** The words of a clue a listener can match against a card's idea sentence (a caption for a drawing). */
function wordsOfClue(clue: ShownClue): string | null {
  if (clue.kind === 'text') return clue.text;
  if (clue.kind === 'drawing' || clue.kind === 'voice') return clue.caption ?? null;
  return null;
}

/** How much a clue whose every word the idea sentence says (in the room's language) adds to a fit. */
const overlapShare = 0.3;

/**
 * Each card's fit: the meaning's fit (words and idea sentence) plus the share of the clue's words
 * that the card's idea sentence says in the room's language. Null when the clue has no meaning
 * and no word of it is in any card's sentence (the listener then guesses).
 */
function fitsOf(
  meaning: Meaning | null,
  text: string | null,
  language: Lang,
  profiles: readonly (CardProfile | null)[],
): (number | null)[] | null {
  const overlaps = profiles.map((profile) => {
    const description = profile?.descriptions?.[language];
    return text === null || description === undefined
      ? 0
      : wordOverlap(text, ideaForms(description, language));
  });
  if (!meaning && overlaps.every((o) => o === 0)) return null;
  return profiles.map((profile, i) =>
    profile
      ? (meaning ? meaningFit(meaning, profile) : 0) + overlapShare * (overlaps[i] ?? 0)
      : null,
  );
}

/**
 * How well each card fits a text clue said in a room of `language`, or null when the clue means
 * nothing to a bot. A card without words (null profile) gets null. Pure: `bots:eval` reads
 * people's clues through it, as the voter and the submitter read a text clue.
 */
export function readClue(
  text: string,
  language: Lang,
  profiles: readonly (CardProfile | null)[],
): (number | null)[] | null {
  return fitsOf(meaningOf(understandClue(text, language)), text, language, profiles);
}

/** `readClue` for a clue of any kind as the table shows it (emoji, a captioned drawing…). */
export function readShownClue(
  clue: ShownClue,
  language: Lang,
  profiles: readonly (CardProfile | null)[],
): (number | null)[] | null {
  return fitsOf(clueMeaning(clue, language), wordsOfClue(clue), language, profiles);
}

/** Noisy scores: β·fit plus Gumbel noise, so the top score is a softmax draw (a human reading). */
function perceive(mind: Mind, fits: readonly (number | null)[], beta: number): number[] {
  return perceiveFits(fits, beta, mind.random);
}

/**
 * A listener's reading of some cards: β·fit plus Gumbel noise for each, so the highest is a draw
 * from softmax(β·fit). A card without words counts as an average card.
 */
export function perceiveFits(
  fits: readonly (number | null)[],
  beta: number,
  random: RandomSource,
): number[] {
  const known = fits.filter((f): f is number => f !== null);
  const mean = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 0;
  return fits.map((f) => beta * (f ?? mean) + gumbel(random));
}

/** Submitter: the hand card(s) that best fit the clue, read with the bot's level of noise. */
export function chooseSubmission(mind: Mind, hand: readonly CardId[], count: number): CardId[] {
  const fits = clueFits(mind, hand);
  const scores = fits ? perceive(mind, fits, mind.level.submitBeta) : hand.map(() => mind.random());
  return hand
    .map((card, i) => ({ card, score: scores[i] ?? 0 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((c) => c.card);
}

/**
 * Team mode: how much this partner wants to submit for the team, 0…1: the chance that its best
 * card fits better than the best of a partner's hand (imagined from the deck). The partner with
 * the better card should act first; the server and the simulation order submissions by it.
 */
export function submitEagerness(mind: Mind, hand: readonly CardId[]): number {
  const phase = mind.view.phase;
  if (phase.kind !== 'submit') return 0.5;
  const meaning = clueMeaning(phase.clue, mind.options.language);
  if (!meaning) return 0.5;
  let best = -1;
  for (const id of hand) {
    const profile = mind.profile(id);
    if (profile) best = Math.max(best, meaningFit(meaning, profile));
  }
  const pool = spread(imaginablePool(mind, hand), 48);
  if (pool.length === 0) return 0.5;
  let below = 0;
  for (const profile of pool) if (meaningFit(meaning, profile) < best) below++;
  return (below / pool.length) ** hand.length;
}

/**
 * Voter: a softmax draw over the legal slots by fit. With Odyssey second votes it adds the
 * runner-up when that pays: a single vote that finds earns one more point, so two votes pay when
 * the runner-up is at least about a third as likely as the favourite (spec SC-SINGLE-VOTE).
 */
export function chooseVote(mind: Mind, slots: readonly Slot[], maxVotes: number): Slot[] {
  const phase = mind.view.phase;
  if (phase.kind !== 'vote' || slots.length === 0) return [];
  const cards = slots.map((slot) => phase.board[slot - 1] ?? '');
  const fits = clueFits(mind, cards);
  if (!fits) return [slots[pickIndex(mind.random, slots.length)] ?? 1];
  const scores = perceive(mind, fits, mind.level.voteBeta);
  const order = slots
    .map((slot, i) => ({ slot, score: scores[i] ?? 0 }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = order;
  if (!first) return [];
  if (maxVotes < 2 || !second || !mind.level.secondVotes) return [first.slot];
  // Belief: softmax of the perceived scores.
  const top = first.score;
  const total = order.reduce((sum, o) => sum + Math.exp(o.score - top), 0);
  const p1 = 1 / total;
  const p2 = Math.exp(second.score - top) / total;
  const ratio = mind.view.rules.singleVoteBonus ? 0.4 : 0.2;
  return p2 >= ratio * p1 && p1 < 0.75 ? [first.slot, second.slot] : [first.slot];
}
