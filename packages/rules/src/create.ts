import { Context } from './context.ts';
import { ruleError, type RuleError } from './errors.ts';
import type { GameEvent } from './events.ts';
import { beginTurn } from './flow.ts';
import type { CardId, Seat } from './ids.ts';
import type { PresetId } from './presets.ts';
import { fail, ok, type Result } from './result.ts';
import { seedRng } from './rng.ts';
import { minimumDeckSize, resolveRules, tableFor } from './rules.ts';
import type { GameState, Timers } from './state.ts';

/** How the first storyteller is chosen (RULES.md §2 *Digital*, spec ST-FIRST). */
export type FirstStoryteller = 'random' | 'race' | { readonly seat: Seat };

/** Everything needed to start a game. Seats are numbered 0..seats-1 in table order. */
export interface GameConfig {
  readonly preset: PresetId;
  /** House rules: knob overrides (see `Knobs`). */
  readonly knobs?: Readonly<Record<string, unknown>>;
  readonly seats: number;
  /** Team mode only: pairs of seats. Default: partners sit opposite (seat i and i + n/2). */
  readonly teams?: readonly (readonly [Seat, Seat])[];
  /** The cards in play (one or several decks merged); ids must be unique. */
  readonly deck: readonly CardId[];
  readonly seed: string;
  readonly firstStoryteller?: FirstStoryteller;
  readonly timers?: Partial<Timers>;
  /** Creation time (ms since epoch). */
  readonly at: number;
}

export const noTimers: Timers = { race: null, clue: null, submit: null, vote: null, reveal: null };

const minTimerMs = 5_000;
const maxTimerMs = 24 * 60 * 60 * 1000;

/**
 * Creates a game: validates the configuration (player count for the preset, teams, deck size
 * per RULES.md §6), shuffles the deck with the seeded RNG, deals, and starts the first turn (or
 * the race for it).
 */
export function createGame(config: GameConfig): Result<{ state: GameState; events: GameEvent[] }> {
  const rules = resolveRules(config.preset, config.knobs ?? {});
  if (!rules.ok) return rules;
  const table = tableFor(rules.value, config.seats);
  if (!table.ok) return table;
  const { seatCount } = table.value;

  const teams = resolveTeams(rules.value.mode === 'team', seatCount, config.teams);
  if ('code' in teams) return fail(teams);
  const deckError = checkDeck(config.deck, minimumDeckSize(table.value));
  if (deckError) return fail(deckError);
  const timers = resolveTimers(config.timers ?? {});
  if ('code' in timers) return fail(timers);
  if (typeof config.seed !== 'string' || config.seed.length === 0) {
    return fail(ruleError('invalid_config', 'A game needs a non-empty seed.'));
  }
  if (typeof config.at !== 'number' || !Number.isFinite(config.at)) {
    return fail(ruleError('invalid_config', 'A game needs its creation time (`at`).'));
  }
  const first = config.firstStoryteller ?? 'random';
  if (
    typeof first === 'object' &&
    !(Number.isInteger(first.seat) && first.seat >= 0 && first.seat < seatCount)
  ) {
    return fail(ruleError('invalid_config', `There is no seat ${String(first.seat)}.`));
  }

  const initial: GameState = {
    rules: rules.value,
    table: table.value,
    timers,
    occupied: Array.from({ length: seatCount }, () => true),
    teams: teams.value,
    scores: Array.from({ length: seatCount }, () => 0),
    hands: [],
    drawPile: [],
    discard: [],
    rng: seedRng(config.seed),
    turns: 0,
    phase: { kind: 'race' },
    history: [],
    deadline: null,
    pause: null,
    now: config.at,
  };
  const ctx = new Context(initial);
  const pile = ctx.rng().shuffled(config.deck);
  ctx.s.hands = Array.from({ length: seatCount }, () =>
    pile.splice(pile.length - table.value.handSize),
  );
  ctx.s.drawPile = pile;
  ctx.emit({ type: 'gameStarted' });
  if (first === 'race') {
    ctx.s.deadline = timers.race === null ? null : config.at + timers.race;
  } else {
    beginTurn(ctx, first === 'random' ? ctx.rng().below(seatCount) : first.seat);
  }
  return ok(ctx.finish());
}

function resolveTeams(
  isTeamMode: boolean,
  seatCount: number,
  teams: GameConfig['teams'],
): { value: (readonly [Seat, Seat])[] | null } | RuleError {
  if (!isTeamMode) {
    return teams === undefined
      ? { value: null }
      : ruleError('invalid_teams', 'Teams are only for team mode.');
  }
  if (teams === undefined) return { value: oppositePartners(seatCount) };
  const error = checkTeamPairs(teams, seatCount);
  return error ?? { value: teams.map(([a, b]) => [a, b] as const) };
}

/** Team mode's default seating: partners sit opposite, seat i with seat i + n/2 (RULES.md §4.2). */
export function oppositePartners(seatCount: number): (readonly [Seat, Seat])[] {
  const half = seatCount / 2;
  return Array.from({ length: half }, (_, i) => [i, i + half] as const);
}

/** Teams are n/2 pairs that name every seat exactly once (spec TM-SEATS). */
export function checkTeamPairs(teams: unknown, seatCount: number): RuleError | null {
  const seen = new Set<Seat>();
  const isNewSeat = (seat: unknown): boolean => {
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= seatCount) {
      return false;
    }
    if (seen.has(seat)) return false;
    seen.add(seat);
    return true;
  };
  const pairs: unknown[] = Array.isArray(teams) ? teams : [];
  const valid =
    pairs.length === seatCount / 2 &&
    pairs.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(isNewSeat));
  return valid
    ? null
    : ruleError('invalid_teams', `Teams are ${seatCount / 2} pairs naming every player once.`);
}

/** A deck must hold unique ids and enough cards for every hand and a full board (RULES.md §6). */
export function checkDeck(deck: readonly unknown[], needed: number): RuleError | null {
  if (!Array.isArray(deck) || !deck.every((c) => typeof c === 'string' && c.length > 0)) {
    return ruleError('invalid_config', 'A deck is a list of card ids.');
  }
  if (new Set(deck).size !== deck.length) {
    return ruleError('duplicate_card', 'The deck holds the same card twice.');
  }
  if (deck.length < needed) {
    const missing = needed - deck.length;
    return ruleError(
      'deck_too_small',
      `The deck has ${deck.length} cards; this table needs at least ${needed} (${missing} missing).`,
    );
  }
  return null;
}

function resolveTimers(timers: Partial<Timers>): Timers | RuleError {
  const out: Record<string, number | null> = { ...noTimers };
  for (const [name, ms] of Object.entries(timers)) {
    if (!Object.hasOwn(noTimers, name)) {
      return ruleError('invalid_config', `Unknown timer "${name}".`);
    }
    if (ms !== null && !(Number.isInteger(ms) && ms >= minTimerMs && ms <= maxTimerMs)) {
      return ruleError('invalid_config', `Timer "${name}" must be off or 5 s to 24 h (in ms).`);
    }
    out[name] = ms;
  }
  return out as unknown as Timers;
}
