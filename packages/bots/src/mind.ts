import type { CardId, GameView, RandomSource, Seat } from '@fabula/rules';
import { seededRandom } from '@fabula/rules';
import type { Lang } from '@fabula/deck';
import { profileOf, type CardProfile, type CardWords } from './meaning/space.ts';
import { levelParams, type Level, type LevelParams, type Personality } from './profile.ts';

/** Card words by id: the built-in deck's metadata, or the words given for a custom deck. */
export type CardLookup = (id: CardId) => CardWords | undefined;

export interface BotOptions {
  readonly level: Level;
  readonly personality: Personality;
  /** The room's language: clues are given in it. */
  readonly language: Lang;
  /** The room's seed (any string); every decision is a pure function of it and the view. */
  readonly seed: string;
  /**
   * Ids of every card in the game (the room's decks are public); the storyteller imagines the
   * other players' hands from them. Without it, only cards seen so far are used.
   */
  readonly deck?: readonly CardId[];
  /**
   * The seats the lobby shows as bots (public: every player sees who is a bot). A storyteller
   * whose listeners are all bots aims at how bots read (the cards' words); with a person among
   * them, at what the pictures show. Without it, the table is taken for people until its votes
   * say otherwise.
   */
  readonly botSeats?: readonly Seat[];
}

/** Everything one decision needs; built fresh for each call. */
export interface Mind {
  readonly view: GameView;
  readonly seat: Seat;
  readonly options: BotOptions;
  readonly level: LevelParams;
  readonly random: RandomSource;
  readonly profile: (id: CardId) => CardProfile | null;
}

export function makeMind(
  view: GameView,
  seat: Seat,
  cards: CardLookup,
  options: BotOptions,
  purpose: string,
): Mind {
  const seed = [options.seed, 'bot', seat, view.turns, view.phase.kind, purpose].join('|');
  return {
    view,
    seat,
    options,
    level: levelParams[options.level],
    random: seededRandom(seed),
    profile: (id) => {
      const words = cards(id);
      return words ? profileOf(words) : null;
    },
  };
}

/** A standard Gumbel draw: argmax(score + gumbel) samples from softmax(score). */
export function gumbel(random: RandomSource): number {
  return -Math.log(-Math.log(Math.min(1 - 1e-12, Math.max(1e-12, random()))));
}

export function pickIndex(random: RandomSource, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

/** Samples an index with probability ∝ exp(score / temperature); temperature 0 = argmax. */
export function softPick(
  scores: readonly number[],
  temperature: number,
  random: RandomSource,
): number {
  let best = 0;
  let bestValue = -Infinity;
  scores.forEach((score, i) => {
    const value = temperature > 0 ? score / temperature + gumbel(random) : score;
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  });
  return best;
}

/** The cards the bot can imagine in other hands: the deck minus its own hand. */
export function imaginablePool(mind: Mind, exclude: readonly CardId[]): CardProfile[] {
  const skip = new Set(exclude);
  const ids =
    mind.options.deck ?? mind.view.history.flatMap((round) => round.board.map((b) => b.card));
  const out: CardProfile[] = [];
  const seen = new Set<CardId>();
  for (const id of ids) {
    if (skip.has(id) || seen.has(id)) continue;
    seen.add(id);
    const profile = mind.profile(id);
    if (profile) out.push(profile);
  }
  return out;
}

/** Up to n items spread evenly over a list (decks are often ordered by theme). */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return items.slice();
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)] as T);
}
