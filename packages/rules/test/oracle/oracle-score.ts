/**
 * A clean-room second implementation of the round-scoring calculator, written only from
 * /work/shared/rules/RULES.md (§2, §3, §4.1, §4.2, §5, and §8 as corrected on 2026-11-26: the
 * absent voter) and the decisions in the oracle brief,
 * without reading packages/rules/src/scoring or packages/rules/src/calculator. It takes the same
 * JSON round as `scoreRoundRequest` and returns the same shape (`points`, `teamPoints` in team
 * modes) or `{ error: { code } }`. Deliberately written differently from the engine (one plain
 * function, throw-based validation) so that disagreements point at a bug in one of the two.
 */

export type OracleMode = 'classic' | 'party' | 'team';

export type OraclePresetId =
  'dixit' | 'dixit-original' | 'odyssey' | 'party' | 'party-odyssey' | 'teams' | 'teams-odyssey';

export interface OracleKnobs {
  handSize: number;
  threePlayerRule: boolean;
  bonusCap: number | null;
  loneFinderBonus: boolean;
  secondVote: boolean;
  secondVoteMinPlayers: number;
  singleVoteBonus: boolean;
  partyCap: number | null;
  passHands: boolean;
  targetScore: number | null;
  storytellerTurnsEach: number | null;
  winners: 'highest' | 'reachedTarget';
  emojiClues: boolean;
  drawingClues: boolean;
  voiceClues: boolean;
}

export interface OraclePreset {
  readonly mode: OracleMode;
  /** Every player count the preset allows (RULES.md §5). */
  readonly counts: readonly number[];
  readonly knobs: Readonly<OracleKnobs>;
}

export type OracleOutput =
  | { readonly points: Record<string, number>; readonly teamPoints?: number[] }
  | { readonly error: { readonly code: string } };

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
};

const baseKnobs: OracleKnobs = {
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

/** RULES.md §5. */
export const oraclePresets: Readonly<Record<OraclePresetId, OraclePreset>> = {
  dixit: { mode: 'classic', counts: range(3, 8), knobs: baseKnobs },
  'dixit-original': {
    mode: 'classic',
    counts: range(3, 6),
    knobs: { ...baseKnobs, winners: 'reachedTarget', drawingClues: false },
  },
  odyssey: {
    mode: 'classic',
    counts: range(3, 12),
    knobs: { ...baseKnobs, bonusCap: 3, secondVote: true, singleVoteBonus: true },
  },
  party: {
    mode: 'party',
    counts: range(6, 12),
    knobs: { ...baseKnobs, handSize: 4, threePlayerRule: false, passHands: true },
  },
  'party-odyssey': {
    mode: 'party',
    counts: range(6, 12),
    knobs: {
      ...baseKnobs,
      handSize: 5,
      threePlayerRule: false,
      partyCap: 5,
      passHands: true,
      targetScore: null,
      storytellerTurnsEach: 1,
    },
  },
  teams: {
    mode: 'team',
    counts: range(8, 12, 2),
    knobs: { ...baseKnobs, handSize: 4, threePlayerRule: false },
  },
  'teams-odyssey': {
    mode: 'team',
    counts: range(6, 12, 2),
    knobs: {
      ...baseKnobs,
      handSize: 4,
      threePlayerRule: false,
      bonusCap: 3,
      targetScore: null,
      storytellerTurnsEach: 1,
    },
  },
};

export const oraclePresetIds = Object.keys(oraclePresets) as OraclePresetId[];

const isWhole = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const nullOr =
  (check: (v: unknown) => boolean) =>
  (v: unknown): boolean =>
    v === null || check(v);

/**
 * Where each house rule means something (docs/scoring-calculator.md, "House rules by mode"); the
 * calculator refuses a knob outside its modes. Game-level knobs (hand size, how the game ends)
 * apply everywhere; the extra point applies to Teams too (classic scoring by team, §4.2 step 4).
 */
export const oracleKnobModes: Readonly<Record<keyof OracleKnobs, readonly OracleMode[]>> = {
  handSize: ['classic', 'party', 'team'],
  threePlayerRule: ['classic'],
  bonusCap: ['classic', 'team'],
  loneFinderBonus: ['classic', 'team'],
  secondVote: ['classic'],
  secondVoteMinPlayers: ['classic'],
  singleVoteBonus: ['classic'],
  partyCap: ['party'],
  passHands: ['party'],
  targetScore: ['classic', 'party', 'team'],
  storytellerTurnsEach: ['classic', 'party', 'team'],
  winners: ['classic', 'party', 'team'],
  emojiClues: ['classic', 'party', 'team'],
  drawingClues: ['classic', 'party', 'team'],
  voiceClues: ['classic', 'party', 'team'],
};

/** The fields of a round; an unknown one is refused (`teams` and `trap` belong to some modes). */
const fields = ['preset', 'knobs', 'players', 'teams', 'storyteller', 'board', 'votes', 'trap'];

const knobValid: Readonly<Record<keyof OracleKnobs, (v: unknown) => boolean>> = {
  handSize: (v) => isWhole(v, 3, 10),
  threePlayerRule: isBoolean,
  bonusCap: nullOr((v) => isWhole(v, 0, 20)),
  loneFinderBonus: isBoolean,
  secondVote: isBoolean,
  secondVoteMinPlayers: (v) => isWhole(v, 3, 12),
  singleVoteBonus: isBoolean,
  partyCap: nullOr((v) => isWhole(v, 1, 20)),
  passHands: isBoolean,
  targetScore: nullOr((v) => isWhole(v, 1, 999)),
  storytellerTurnsEach: nullOr((v) => isWhole(v, 1, 10)),
  winners: (v) => v === 'highest' || v === 'reachedTarget',
  emojiClues: isBoolean,
  drawingClues: isBoolean,
  voiceClues: isBoolean,
};

class Refusal extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

function refuse(code: string): never {
  throw new Refusal(code);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The default pairing of RULES.md §4.2: seat i with seat i + n/2. */
export function defaultTeams(players: readonly string[]): string[][] {
  const half = players.length / 2;
  const teams: string[][] = [];
  for (let i = 0; i < half; i++) teams.push([players[i] ?? '', players[i + half] ?? '']);
  return teams;
}

function readKnobs(preset: OraclePreset, raw: unknown): OracleKnobs {
  const knobs: OracleKnobs = { ...preset.knobs };
  if (raw === undefined) return knobs;
  if (!isPlainObject(raw)) refuse('invalid_knob');
  const target = knobs as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(raw)) {
    const check = own(knobValid, name);
    if (check === undefined) refuse('unknown_knob');
    if (!check(value)) refuse('invalid_knob');
    target[name] = value;
  }
  if (knobs.targetScore === null && knobs.storytellerTurnsEach === null) refuse('invalid_knob');
  for (const name of Object.keys(raw)) {
    if (!(own(oracleKnobModes, name) ?? []).includes(preset.mode)) refuse('knob_not_in_mode');
  }
  return knobs;
}

function score(input: unknown): OracleOutput {
  if (!isPlainObject(input)) refuse('invalid_round');
  if (Object.keys(input).some((key) => !fields.includes(key))) refuse('unknown_field');
  const presetId = input.preset;
  if (typeof presetId !== 'string') refuse('unknown_preset');
  const preset = own(oraclePresets, presetId);
  if (preset === undefined) refuse('unknown_preset');
  const knobs = readKnobs(preset, input.knobs);
  const mode = preset.mode;

  // players
  const rawPlayers = input.players;
  if (!Array.isArray(rawPlayers)) refuse('invalid_round');
  const players: string[] = [];
  for (const p of rawPlayers as unknown[]) {
    if (typeof p !== 'string' || p === '' || players.includes(p)) refuse('invalid_round');
    players.push(p);
  }
  const n = players.length;
  if (!preset.counts.includes(n)) refuse('player_count_not_allowed');
  const storyteller = input.storyteller;
  if (typeof storyteller !== 'string' || !players.includes(storyteller)) refuse('invalid_round');

  // teams
  let teams: string[][] = [];
  if (mode === 'team') {
    if (input.teams === undefined) {
      teams = defaultTeams(players);
    } else {
      const raw = input.teams;
      if (!Array.isArray(raw)) refuse('invalid_teams');
      const seen = new Set<string>();
      for (const team of raw as unknown[]) {
        if (!Array.isArray(team) || team.length !== 2) refuse('invalid_teams');
        const pair: string[] = [];
        for (const member of team as unknown[]) {
          if (typeof member !== 'string' || !players.includes(member) || seen.has(member)) {
            refuse('invalid_teams');
          }
          seen.add(member);
          pair.push(member);
        }
        teams.push(pair);
      }
      if (seen.size !== n) refuse('invalid_teams');
    }
  } else if (input.teams !== undefined) {
    refuse('invalid_round');
  }
  const teamOf = new Map<string, number>();
  teams.forEach((team, i) => {
    for (const member of team) teamOf.set(member, i);
  });

  if (mode !== 'party' && input.trap !== undefined) refuse('invalid_round');

  // board: slots "1".."N", each naming the player who put the card there
  const rawBoard = input.board;
  if (!isPlainObject(rawBoard)) refuse('invalid_round');
  const slotCount = Object.keys(rawBoard).length;
  const ownerOfSlot: string[] = ['']; // index = slot number; index 0 unused
  for (let slot = 1; slot <= slotCount; slot++) {
    const owner = own(rawBoard, String(slot));
    if (typeof owner !== 'string' || !players.includes(owner)) refuse('invalid_round');
    ownerOfSlot.push(owner);
  }
  const slotsOf = (p: string): number[] => {
    const slots: number[] = [];
    ownerOfSlot.forEach((o, s) => {
      if (s > 0 && o === p) slots.push(s);
    });
    return slots;
  };
  const threePlayer = mode === 'classic' && knobs.threePlayerRule && n === 3;
  if (mode === 'classic') {
    for (const p of players) {
      const expected = p === storyteller ? 1 : threePlayer ? 2 : 1;
      if (slotsOf(p).length !== expected) refuse('invalid_round');
    }
  } else if (mode === 'party') {
    for (const p of players) if (slotsOf(p).length !== 1) refuse('invalid_round');
  } else {
    const stTeam = teamOf.get(storyteller);
    teams.forEach((team, i) => {
      const [a = '', b = ''] = team;
      const ca = slotsOf(a).length;
      const cb = slotsOf(b).length;
      if (i === stTeam) {
        if (ca !== 1 || cb !== 1) refuse('invalid_round');
      } else if (ca + cb !== 1) {
        refuse('invalid_round');
      }
    });
  }
  const storytellerSlot = mode === 'party' ? 0 : (slotsOf(storyteller)[0] ?? 0);

  // who may vote, and how many times
  const mayVote = (p: string): boolean => {
    if (mode === 'party') return true;
    if (mode === 'classic') return p !== storyteller;
    if (teamOf.get(p) === teamOf.get(storyteller)) return false;
    return slotsOf(p).length === 0; // the other member of the team submitted
  };
  const secondVotes = mode === 'classic' && knobs.secondVote && n >= knobs.secondVoteMinPlayers;
  const maxVotes = secondVotes ? 2 : 1;

  const rawVotes = input.votes;
  if (!isPlainObject(rawVotes)) refuse('invalid_round');
  const votes = new Map<string, number[]>();
  for (const [voter, raw] of Object.entries(rawVotes)) {
    if (!players.includes(voter)) refuse('invalid_round');
    if (!Array.isArray(raw)) refuse('invalid_round');
    const slots: number[] = [];
    for (const s of raw as unknown[]) {
      if (typeof s !== 'number' || !Number.isInteger(s)) refuse('invalid_round');
      slots.push(s);
    }
    if (slots.length === 0) continue; // an empty ballot: did not vote (see the report)
    if (!mayVote(voter)) refuse('not_a_voter');
    if (slots.length > maxVotes) {
      refuse(maxVotes === 1 ? 'second_vote_not_allowed' : 'wrong_vote_count');
    }
    for (const [i, s] of slots.entries()) {
      if (s < 1 || s > slotCount) refuse('no_such_slot');
      if (slots.indexOf(s) !== i) refuse('duplicate_vote');
      const owner = ownerOfSlot[s] ?? '';
      // §4.2 step 3 (corrected): a team's voter may vote for any card, its own team's included
      if (mode === 'classic' && owner === voter) refuse('cannot_vote_own_card');
    }
    votes.set(voter, slots);
  }

  let trap: number | null = null;
  if (mode === 'party' && input.trap !== undefined) {
    const t = input.trap;
    if (typeof t !== 'number' || !Number.isInteger(t)) refuse('invalid_round');
    if (t < 1 || t > slotCount) refuse('no_such_slot');
    trap = t;
  }

  const votesOnSlot = (slot: number): number => {
    let count = 0;
    for (const slots of votes.values()) count += slots.filter((s) => s === slot).length;
    return count;
  };
  // a Map, turned into an object with own properties at the end, so that any name works as a
  // key (a player may be called "__proto__")
  const tally = new Map<string, number>(players.map((p) => [p, 0]));
  const add = (p: string, k: number): void => {
    tally.set(p, (tally.get(p) ?? 0) + k);
  };
  const result = (): Record<string, number> =>
    Object.fromEntries(players.map((p) => [p, tally.get(p) ?? 0]));

  // Party (RULES.md §4.1)
  if (mode === 'party') {
    for (const [voter, slots] of votes) {
      const slot = slots[0] ?? 0;
      const crowd = votesOnSlot(slot);
      if (slot === trap || crowd <= 1) continue;
      add(voter, knobs.partyCap === null ? crowd : Math.min(crowd, knobs.partyCap));
    }
    return { points: result() };
  }

  // Classic (RULES.md §3), also the skeleton of Team (§4.2) with "player" → "team". The voters
  // are everyone owed a vote (§8): a player who did not vote still counts, found nothing, and
  // scores nothing for it ("absence never earns points and never costs the storyteller theirs").
  const owed =
    mode === 'classic'
      ? players.filter((p) => p !== storyteller)
      : teams
          .filter((team) => !team.includes(storyteller))
          .map((team) => team.find((m) => slotsOf(m).length === 0) ?? '');
  const finders = owed.filter((v) => (votes.get(v) ?? []).includes(storytellerSlot));
  const allOrNone = finders.length === 0 || finders.length === owed.length;
  const lone = knobs.loneFinderBonus && finders.length === 1;
  if (allOrNone) {
    // every other player (team mode: every other team, through its voter) scores 2, but only
    // for a vote actually cast
    for (const voter of owed) if (votes.has(voter)) add(voter, 2);
  } else {
    add(storyteller, lone ? 4 : 3);
    for (const f of finders) add(f, lone ? 4 : 3);
  }
  if (secondVotes && knobs.singleVoteBonus) {
    for (const f of finders) if ((votes.get(f) ?? []).length === 1) add(f, 1);
  }
  for (const p of players) {
    if (p === storyteller) continue;
    // §4.2 step 3: a vote for one's own team's card earns nobody a bonus
    let bonus = 0;
    for (const [voter, slots] of votes) {
      if (mode === 'team' && teamOf.get(voter) === teamOf.get(p)) continue;
      bonus += slots.filter((s) => ownerOfSlot[s] === p).length;
    }
    add(p, knobs.bonusCap === null ? bonus : Math.min(bonus, knobs.bonusCap));
  }

  if (mode === 'classic') return { points: result() };
  const teamPoints = teams.map((team) => team.reduce((sum, m) => sum + (tally.get(m) ?? 0), 0));
  return { points: result(), teamPoints };
}

/** Scores one JSON round like `scoreRoundRequest`, independently of the engine. */
export function oracleScore(input: unknown): OracleOutput {
  try {
    return score(input);
  } catch (error) {
    if (error instanceof Refusal) return { error: { code: error.code } };
    throw error;
  }
}
