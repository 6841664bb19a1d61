import { ruleError, type RuleError } from '../errors.ts';
import type { Seat } from '../ids.ts';
import { checkTeamPairs, oppositePartners } from '../create.ts';
import { checkBallot } from '../phases/ballot.ts';
import { isPresetId, knobModes, presets, type Mode } from '../presets.ts';
import type { Rules, Table } from '../rules.ts';
import { isKnobName, knobsOfMode, resolveRules, tableFor } from '../rules.ts';
import type { RoundFacts } from '../scoring/facts.ts';

/** A round as people describe it (see docs/scoring-calculator.md): players by name. */
export interface RoundRequest {
  readonly preset: string;
  readonly knobs?: Record<string, unknown>;
  readonly players: readonly string[];
  readonly teams?: readonly (readonly string[])[];
  readonly storyteller: string;
  readonly board: Readonly<Record<string, string>>;
  readonly votes?: Readonly<Record<string, readonly number[] | number>>;
  readonly trap?: number;
}

export interface ParsedRound {
  readonly rules: Rules;
  readonly table: Table;
  readonly players: readonly string[];
  readonly facts: RoundFacts;
}

const invalid = (message: string) => ruleError('invalid_round', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every field a round may have, in the order docs/scoring-calculator.md gives them. */
const roundFields = [
  'preset',
  'knobs',
  'players',
  'teams',
  'storyteller',
  'board',
  'votes',
  'trap',
] as const;

/** The fields of a round in `mode` (`teams` in team modes, `trap` in Party); all if unknown. */
function fieldsOf(mode: Mode | null): readonly string[] {
  return roundFields.filter(
    (field) =>
      mode === null ||
      (field === 'teams' ? mode === 'team' : field === 'trap' ? mode === 'party' : true),
  );
}

/** A field the calculator does not know is refused, never ignored (spec CA-STRICT). */
function checkFields(input: Record<string, unknown>): RuleError | null {
  const known: readonly string[] = roundFields;
  const unknown = Object.keys(input).find((key) => !known.includes(key));
  if (unknown === undefined) return null;
  const preset = isPresetId(input.preset) ? input.preset : null;
  const fields = fieldsOf(preset === null ? null : presets[preset].mode).join(', ');
  return ruleError(
    'unknown_field',
    `Unknown field ${JSON.stringify(unknown)}. ${preset === null ? 'A round' : `A ${preset} round`} has the fields ${fields}.`,
  );
}

/**
 * A house rule that means nothing in the round's mode (e.g. `partyCap` in Dixit) is refused
 * (spec CA-KNOBS): a game would accept and ignore it, but here it is a mistake that would
 * silently score something else than what was meant.
 */
function checkKnobModes(knobs: unknown, rules: Rules): RuleError | null {
  if (!isRecord(knobs)) return null;
  const stray = Object.keys(knobs).find(
    (name) => isKnobName(name) && !knobModes[name].includes(rules.mode),
  );
  if (stray === undefined) return null;
  return ruleError(
    'knob_not_in_mode',
    `House rule ${JSON.stringify(stray)} does not apply to ${rules.mode} mode (${rules.preset}); its house rules are ${knobsOfMode(rules.mode).join(', ')}.`,
  );
}

/**
 * Checks a described round against the rules (the same checks as the engine: RULES.md §2–§4,
 * and stricter about its input: CA-STRICT, CA-KNOBS) and turns it into scoring facts with seats
 * numbered in `players` order.
 */
export function parseRound(input: unknown): ParsedRound | RuleError {
  if (!isRecord(input)) return invalid('A round is a JSON object.');
  const fieldError = checkFields(input);
  if (fieldError) return fieldError;
  const rules = resolveRules(input.preset, input.knobs ?? {});
  if (!rules.ok) return rules.error;
  const knobError = checkKnobModes(input.knobs, rules.value);
  if (knobError) return knobError;

  const players = input.players;
  if (
    !Array.isArray(players) ||
    !players.every((p): p is string => typeof p === 'string' && p.length > 0) ||
    new Set(players).size !== players.length
  ) {
    return invalid('"players" is a list of distinct, non-empty names.');
  }
  const table = tableFor(rules.value, players.length);
  if (!table.ok) return table.error;
  const seatOf = new Map(players.map((name, seat) => [name, seat]));
  const seatNamed = (name: unknown): Seat | undefined =>
    typeof name === 'string' ? seatOf.get(name) : undefined;

  const storyteller = seatNamed(input.storyteller);
  if (storyteller === undefined) return invalid('"storyteller" must be one of the players.');

  const teams = parseTeams(input.teams, rules.value.mode === 'team', players, seatNamed);
  if ('code' in teams) return teams;

  const owners = parseBoard(input.board, seatNamed);
  if ('code' in owners) return owners;
  const boardError = checkBoardOwners(
    owners,
    storyteller,
    rules.value,
    table.value,
    teams.pairs,
    players,
  );
  if (boardError) return boardError;

  const ballots = parseVotes(
    input.votes,
    seatNamed,
    storyteller,
    rules.value,
    table.value,
    owners,
    teams.pairs,
  );
  if ('code' in ballots) return ballots;

  let trap: number | null = null;
  if (input.trap !== undefined && input.trap !== null) {
    if (rules.value.mode !== 'party') return invalid('"trap" belongs to Party modes only.');
    if (
      !Number.isInteger(input.trap) ||
      (input.trap as number) < 1 ||
      (input.trap as number) > owners.length
    ) {
      return ruleError('no_such_slot', `The trap must be a slot from 1 to ${owners.length}.`);
    }
    trap = input.trap as number;
  }

  return {
    rules: rules.value,
    table: table.value,
    players,
    facts: {
      mode: rules.value.mode,
      seats: players.map((_, seat) => seat),
      storyteller,
      owners,
      ballots: ballots.list,
      trap,
      teams: teams.pairs,
    },
  };
}

function parseTeams(
  value: unknown,
  isTeamMode: boolean,
  players: readonly string[],
  seatNamed: (name: unknown) => Seat | undefined,
): { pairs: (readonly [Seat, Seat])[] | null } | RuleError {
  if (!isTeamMode) {
    return value === undefined
      ? { pairs: null }
      : ruleError('invalid_teams', '"teams" belongs to team modes only.');
  }
  if (value === undefined) return { pairs: oppositePartners(players.length) };
  // Names become seats (an unknown name becomes -1, which the shared check refuses).
  const pairs = Array.isArray(value)
    ? (value as unknown[]).map((pair) =>
        Array.isArray(pair) ? (pair as unknown[]).map((name) => seatNamed(name) ?? -1) : pair,
      )
    : value;
  const error = checkTeamPairs(pairs, players.length);
  return error ?? { pairs: pairs as (readonly [Seat, Seat])[] };
}

function parseBoard(
  value: unknown,
  seatNamed: (name: unknown) => Seat | undefined,
): Seat[] | RuleError {
  if (!isRecord(value)) return invalid('"board" maps each slot ("1", "2", …) to a player.');
  const entries = Object.entries(value);
  const owners: Seat[] = [];
  for (const [key, name] of entries) {
    const slot = Number(key);
    if (!/^[1-9]\d*$/.test(key) || slot > entries.length) {
      return invalid(
        `Board slots are numbered 1 to ${entries.length}; "${key}" is not one of them.`,
      );
    }
    const seat = seatNamed(name);
    if (seat === undefined)
      return invalid(`Slot ${key} names ${JSON.stringify(name)}, who is not a player.`);
    owners[slot - 1] = seat;
  }
  return owners;
}

/** Who must have a card on the board, and how many (RULES.md §2, §3.1, §4.1, §4.2). */
function checkBoardOwners(
  owners: readonly Seat[],
  storyteller: Seat,
  rules: Rules,
  table: Table,
  teams: readonly (readonly [Seat, Seat])[] | null,
  players: readonly string[],
): RuleError | null {
  const count = new Map<Seat, number>();
  for (const seat of owners) count.set(seat, (count.get(seat) ?? 0) + 1);
  const expected = new Map<Seat, number>();
  switch (rules.mode) {
    case 'classic':
      players.forEach((_, seat) =>
        expected.set(seat, seat === storyteller ? 1 : table.cardsPerSubmission),
      );
      break;
    case 'party':
      players.forEach((_, seat) => expected.set(seat, 1));
      break;
    case 'team':
      for (const pair of teams ?? []) {
        if (pair.includes(storyteller)) {
          pair.forEach((seat) => expected.set(seat, 1));
          continue;
        }
        const submitters = pair.filter((seat) => (count.get(seat) ?? 0) > 0);
        if (submitters.length !== 1 || count.get(submitters[0] as Seat) !== 1) {
          return invalid(
            `Team ${pair.map((s) => players[s]).join(' & ')} must have exactly one card on the board.`,
          );
        }
        pair.forEach((seat) => expected.set(seat, count.get(seat) ?? 0));
      }
      break;
  }
  for (const [seat, want] of expected) {
    const have = count.get(seat) ?? 0;
    if (have !== want) {
      return invalid(
        `${players[seat]} must have ${want} card${want === 1 ? '' : 's'} on the board, not ${have}.`,
      );
    }
  }
  return null;
}

function parseVotes(
  value: unknown,
  seatNamed: (name: unknown) => Seat | undefined,
  storyteller: Seat,
  rules: Rules,
  table: Table,
  owners: readonly Seat[],
  teams: readonly (readonly [Seat, Seat])[] | null,
): { list: { seat: Seat; slots: number[] }[] } | RuleError {
  if (value === undefined) {
    return invalid(
      '"votes" is required: each voter and the slots they voted for ({} if nobody voted).',
    );
  }
  if (!isRecord(value)) return invalid('"votes" maps each voter to the slots they voted for.');
  const list: { seat: Seat; slots: number[] }[] = [];
  for (const [name, raw] of Object.entries(value)) {
    const seat = seatNamed(name);
    if (seat === undefined) return invalid(`${JSON.stringify(name)} is not a player.`);
    const slots: unknown = typeof raw === 'number' ? [raw] : raw;
    if (Array.isArray(slots) && slots.length === 0) continue; // an empty ballot: did not vote
    const partner = teams?.find((pair) => pair.includes(seat))?.find((s) => s !== seat) ?? null;
    const voterError = checkVoter(seat, storyteller, rules, owners, partner);
    if (voterError) return voterError;
    const error = checkBallot(slots, seat, {
      mode: rules.mode,
      maxVotes: table.secondVote ? 2 : 1,
      owners,
    });
    if (error) return error;
    list.push({ seat, slots: slots as number[] });
  }
  list.sort((a, b) => a.seat - b.seat);
  return { list };
}

function checkVoter(
  seat: Seat,
  storyteller: Seat,
  rules: Rules,
  owners: readonly Seat[],
  partner: Seat | null,
): RuleError | null {
  if (rules.mode === 'party') return null;
  if (seat === storyteller) return ruleError('not_a_voter', 'The storyteller does not vote.');
  if (rules.mode === 'team') {
    if (partner === storyteller) {
      return ruleError('not_a_voter', "The storyteller's partner does not vote.");
    }
    if (owners.includes(seat)) {
      return ruleError(
        'not_a_voter',
        "A player who submitted their team's card does not vote; their partner does.",
      );
    }
  }
  return null;
}
