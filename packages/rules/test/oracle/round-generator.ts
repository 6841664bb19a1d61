/**
 * fast-check arbitraries for the scoring calculator's JSON rounds: valid rounds for every preset at
 * every allowed player count (RULES.md §5), and single-fault mutations of them into rounds the
 * calculator must refuse, each with the error code expected.
 */
import fc from 'fast-check';
import {
  defaultTeams,
  oracleKnobModes,
  oraclePresetIds,
  oraclePresets,
  type OracleKnobs,
  type OracleMode,
  type OraclePresetId,
} from './oracle-score.ts';

/** One round in the calculator's JSON input format. */
export interface RoundInput {
  preset: string;
  knobs?: Record<string, unknown>;
  players: string[];
  teams?: string[][];
  storyteller: string;
  board: Record<string, string>;
  votes: Record<string, number[]>;
  trap?: number;
}

/** What the generator knows about a valid round it built (used by the mutations). */
export interface RoundContext {
  readonly preset: OraclePresetId;
  readonly mode: OracleMode;
  readonly knobs: Readonly<OracleKnobs>;
  readonly storyteller: string;
  readonly teams: readonly (readonly string[])[];
  /** Owner of each slot; index 0 unused. */
  readonly owners: readonly string[];
  /** Players allowed to vote in this round (whether or not they did). */
  readonly eligible: readonly string[];
  readonly maxVotes: 1 | 2;
}

export interface GeneratedRound {
  readonly round: RoundInput;
  readonly ctx: RoundContext;
}

export interface InvalidRound {
  readonly rule: string;
  readonly what: string;
  readonly round: unknown;
  readonly code: string;
}

export const namePool = [
  'ann',
  'ben',
  'cid',
  'dan',
  'eve',
  'fay',
  'gus',
  'hal',
  'ivy',
  'jon',
  'kim',
  'lou',
  'mia',
  'ned',
  'Ölli',
  '王芳',
  // names that are also Object.prototype members, to catch plain-object lookups
  'constructor',
  'toString',
] as const;

export function allowedCounts(preset: OraclePresetId): readonly number[] {
  return oraclePresets[preset].counts;
}

/** House-rule overrides that are valid and keep the game endable (any mode's). */
const anyKnobsArb: fc.Arbitrary<Record<string, unknown> | undefined> = fc.option(
  fc.record(
    {
      bonusCap: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      loneFinderBonus: fc.boolean(),
      secondVote: fc.boolean(),
      secondVoteMinPlayers: fc.integer({ min: 3, max: 12 }),
      singleVoteBonus: fc.boolean(),
      partyCap: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
      threePlayerRule: fc.boolean(),
      handSize: fc.integer({ min: 3, max: 10 }),
      passHands: fc.boolean(),
      winners: fc.constantFrom('highest', 'reachedTarget'),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined, freq: 2 },
);

/** Valid house-rule overrides for a mode: only the knobs that apply to it (CA-KNOBS). */
export function knobsArbFor(mode: OracleMode): fc.Arbitrary<Record<string, unknown> | undefined> {
  return anyKnobsArb.map((knobs) =>
    knobs === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(knobs).filter(([name]) =>
            oracleKnobModes[name as keyof OracleKnobs].includes(mode),
          ),
        ),
  );
}

interface VoterDice {
  readonly abstain: number;
  readonly find: number;
  readonly pick: number;
  readonly second: number;
  readonly secondPick: number;
}

const voterDice: fc.Arbitrary<VoterDice> = fc.record({
  abstain: fc.nat(99),
  find: fc.nat(99),
  pick: fc.nat(),
  second: fc.nat(99),
  secondPick: fc.nat(),
});

interface Dice {
  readonly knobs: Record<string, unknown> | undefined;
  readonly players: string[];
  readonly storyteller: number;
  readonly explicitTeams: boolean;
  readonly teamShuffle: number[];
  readonly submitterBits: boolean[];
  readonly boardShuffle: number[];
  readonly abstainRate: number;
  readonly findRate: number;
  readonly secondRate: number;
  readonly spread: number;
  readonly voters: VoterDice[];
  readonly trap: number | null;
}

/** Fisher–Yates driven by generated numbers, so shrinking stays meaningful. */
function shuffle<T>(items: readonly T[], dice: readonly number[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (dice[i] ?? 0) % (i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

function diceFor(n: number, mode: OracleMode): fc.Arbitrary<Dice> {
  return fc.record({
    knobs: knobsArbFor(mode),
    players: fc.shuffledSubarray([...namePool], { minLength: n, maxLength: n }),
    storyteller: fc.nat(n - 1),
    explicitTeams: fc.boolean(),
    teamShuffle: fc.array(fc.nat(), { minLength: n, maxLength: n }),
    submitterBits: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    boardShuffle: fc.array(fc.nat(), { minLength: 2 * n, maxLength: 2 * n }),
    abstainRate: fc.constantFrom(0, 0, 10, 30, 100),
    findRate: fc.constantFrom(0, 20, 50, 80, 100),
    secondRate: fc.constantFrom(0, 30, 70, 100),
    spread: fc.integer({ min: 1, max: n }),
    voters: fc.array(voterDice, { minLength: n, maxLength: n }),
    trap: fc.option(fc.nat(), { nil: null }),
  });
}

function resolvedKnobs(
  preset: OraclePresetId,
  overrides: Record<string, unknown> | undefined,
): OracleKnobs {
  const knobs: OracleKnobs = { ...oraclePresets[preset].knobs };
  Object.assign(knobs, overrides ?? {});
  return knobs;
}

/** Builds a valid round (for `n` players; an out-of-range `n` gives a well-formed round). */
export function buildRound(preset: OraclePresetId, n: number, d: Dice): GeneratedRound {
  const mode = oraclePresets[preset].mode;
  const knobs = resolvedKnobs(preset, d.knobs);
  const players = d.players.slice(0, n);
  const storyteller = players[d.storyteller % n] ?? '';

  let teams: string[][] = [];
  let explicitTeams: string[][] | undefined;
  if (mode === 'team') {
    if (d.explicitTeams) {
      const order = shuffle(players, d.teamShuffle);
      explicitTeams = [];
      for (let i = 0; i + 1 < order.length; i += 2) {
        explicitTeams.push([order[i] ?? '', order[i + 1] ?? '']);
      }
      teams = explicitTeams;
    } else {
      teams = defaultTeams(players);
    }
  }
  const teamOf = (p: string): readonly string[] => teams.find((t) => t.includes(p)) ?? [];

  // who puts which cards on the board
  const cards: string[] = [];
  if (mode === 'classic') {
    const perPlayer = knobs.threePlayerRule && n === 3 ? 2 : 1;
    for (const p of players) {
      const count = p === storyteller ? 1 : perPlayer;
      for (let k = 0; k < count; k++) cards.push(p);
    }
  } else if (mode === 'party') {
    cards.push(...players);
  } else {
    teams.forEach((team, i) => {
      if (team.includes(storyteller)) {
        cards.push(...team);
      } else {
        cards.push((d.submitterBits[i] ? team[1] : team[0]) ?? '');
      }
    });
  }
  const owners = ['', ...shuffle(cards, d.boardShuffle)];
  const slotCount = cards.length;
  const board: Record<string, string> = {};
  for (let s = 1; s <= slotCount; s++) board[String(s)] = owners[s] ?? '';
  const storytellerSlot = owners.indexOf(storyteller);

  let eligible: string[];
  if (mode === 'classic') eligible = players.filter((p) => p !== storyteller);
  else if (mode === 'party') eligible = [...players];
  else {
    eligible = players.filter((p) => !teamOf(storyteller).includes(p) && !owners.includes(p));
  }
  const maxVotes =
    mode === 'classic' && knobs.secondVote && n >= knobs.secondVoteMinPlayers ? 2 : 1;

  const allSlots = Array.from({ length: slotCount }, (_, i) => i + 1);
  // a team's voter may vote for any card, its own team's included (RULES.md §4.2 step 3)
  const legalFor = (v: string): number[] =>
    mode === 'classic' ? allSlots.filter((s) => owners[s] !== v) : allSlots;

  const votes: Record<string, number[]> = {};
  players.forEach((p, i) => {
    const dv = d.voters[i];
    if (dv === undefined || !eligible.includes(p) || dv.abstain < d.abstainRate) return;
    const legal = legalFor(p);
    let first: number;
    if (mode === 'party') {
      // a crowd concentrated on the first `spread` legal slots, so ties and lone voters happen
      first = legal[dv.pick % Math.min(d.spread, legal.length)] ?? 1;
    } else if (dv.find < d.findRate) {
      first = storytellerSlot;
    } else {
      const others = legal.filter((s) => s !== storytellerSlot);
      first = others[dv.pick % Math.max(1, others.length)] ?? storytellerSlot;
    }
    const slots = [first];
    if (maxVotes === 2 && dv.second < d.secondRate) {
      const rest = legal.filter((s) => s !== first);
      const second = rest[dv.secondPick % Math.max(1, rest.length)];
      if (second !== undefined) slots.push(second);
    }
    votes[p] = slots;
  });

  const round: RoundInput = { preset, players, storyteller, board, votes };
  if (d.knobs !== undefined) round.knobs = d.knobs;
  if (explicitTeams !== undefined) round.teams = explicitTeams;
  if (mode === 'party' && d.trap !== null) round.trap = (d.trap % slotCount) + 1;
  return {
    round,
    ctx: { preset, mode, knobs, storyteller, teams, owners, eligible, maxVotes },
  };
}

/** Valid rounds of one preset at one player count. */
export function roundArbFor(preset: OraclePresetId, n: number): fc.Arbitrary<GeneratedRound> {
  return diceFor(n, oraclePresets[preset].mode).map((d) => buildRound(preset, n, d));
}

/** Valid rounds of any preset at any allowed player count. */
export const validRoundArb: fc.Arbitrary<GeneratedRound> = fc
  .constantFrom(...oraclePresetIds)
  .chain((preset) =>
    fc.constantFrom(...allowedCounts(preset)).chain((n) => roundArbFor(preset, n)),
  );

/** Player counts each preset refuses, with a well-formed round around them. */
const wrongCounts: Readonly<Record<OraclePresetId, readonly number[]>> = {
  dixit: [2, 9],
  'dixit-original': [2, 7, 8],
  odyssey: [2, 13],
  party: [3, 5, 13],
  'party-odyssey': [4, 5, 13],
  teams: [4, 6, 14],
  'teams-odyssey': [4, 14],
};

export const wrongPlayerCountArb: fc.Arbitrary<InvalidRound> = fc
  .constantFrom(...oraclePresetIds)
  .chain((preset) =>
    fc.constantFrom(...wrongCounts[preset]).chain((n) =>
      diceFor(n, oraclePresets[preset].mode).map((d): InvalidRound => ({
        rule: 'CA-INPUT',
        what: `${preset} with ${n} players`,
        round: buildRound(preset, n, d).round,
        code: 'player_count_not_allowed',
      })),
    ),
  );

function clone(round: RoundInput): RoundInput {
  return structuredClone(round);
}

function pick<T>(items: readonly T[], die: number): T | undefined {
  return items.length === 0 ? undefined : items[die % items.length];
}

type Mutation = (g: GeneratedRound, x: number, y: number) => InvalidRound | null;

const slotsOwnedBy = (ctx: RoundContext, p: string): number[] =>
  ctx.owners.flatMap((o, s) => (s > 0 && o === p ? [s] : []));
const legalSlots = (ctx: RoundContext, v: string): number[] => {
  const all = ctx.owners.flatMap((_, s) => (s > 0 ? [s] : []));
  return ctx.mode === 'classic' ? all.filter((s) => ctx.owners[s] !== v) : all;
};

/** Each mutation introduces exactly one fault into a valid round, or returns null if it cannot. */
const mutations: readonly Mutation[] = [
  // VO-OWN: a classic voter votes for (one of) their own card(s)
  ({ round, ctx }, x, y) => {
    if (ctx.mode !== 'classic') return null;
    const v = pick(ctx.eligible, x);
    if (v === undefined) return null;
    const slot = pick(slotsOwnedBy(ctx, v), y);
    if (slot === undefined) return null;
    const r = clone(round);
    r.votes[v] = [slot];
    return {
      rule: 'VO-OWN',
      what: `${v} votes own slot ${slot}`,
      round: r,
      code: 'cannot_vote_own_card',
    };
  },
  // VO-OWN with a second vote: the own card is the second of two votes
  ({ round, ctx }, x, y) => {
    if (ctx.mode !== 'classic' || ctx.maxVotes !== 2) return null;
    const v = pick(ctx.eligible, x);
    if (v === undefined) return null;
    const mine = pick(slotsOwnedBy(ctx, v), y);
    const other = pick(legalSlots(ctx, v), y);
    if (mine === undefined || other === undefined) return null;
    const r = clone(round);
    r.votes[v] = [other, mine];
    return {
      rule: 'VO-OWN',
      what: `${v} second vote on own card`,
      round: r,
      code: 'cannot_vote_own_card',
    };
  },
  // VO-SECOND: two votes where second votes are not allowed
  ({ round, ctx }, x, y) => {
    if (ctx.maxVotes !== 1) return null;
    const v = pick(ctx.eligible, x);
    if (v === undefined) return null;
    const legal = legalSlots(ctx, v);
    if (legal.length < 2) return null;
    const i = y % legal.length;
    const a = legal[i] ?? 1;
    const b = legal[(i + 1) % legal.length] ?? 1;
    const r = clone(round);
    r.votes[v] = [a, b];
    return {
      rule: 'VO-SECOND',
      what: `${v} votes twice`,
      round: r,
      code: 'second_vote_not_allowed',
    };
  },
  // a vote for a slot that is not on the board
  ({ round, ctx }, x, y) => {
    const v = pick(ctx.eligible, x);
    if (v === undefined) return null;
    const slot = ctx.owners.length + (y % 3);
    const r = clone(round);
    r.votes[v] = [slot];
    return { rule: 'CA-INPUT', what: `${v} votes slot ${slot}`, round: r, code: 'no_such_slot' };
  },
  // the same slot twice, where two votes are allowed
  ({ round, ctx }, x, y) => {
    if (ctx.maxVotes !== 2) return null;
    const v = pick(ctx.eligible, x);
    if (v === undefined) return null;
    const slot = pick(legalSlots(ctx, v), y);
    if (slot === undefined) return null;
    const r = clone(round);
    r.votes[v] = [slot, slot];
    return {
      rule: 'VO-SECOND',
      what: `${v} votes ${slot} twice`,
      round: r,
      code: 'duplicate_vote',
    };
  },
  // the storyteller votes (classic, team)
  ({ round, ctx }, _x, y) => {
    if (ctx.mode === 'party') return null;
    const slot = pick(legalSlots(ctx, ctx.storyteller), y);
    if (slot === undefined) return null;
    const r = clone(round);
    r.votes[ctx.storyteller] = [slot];
    return { rule: 'TM-VOTER', what: 'storyteller votes', round: r, code: 'not_a_voter' };
  },
  // team: the storyteller's partner, or a team's submitter, votes
  ({ round, ctx }, x) => {
    if (ctx.mode !== 'team') return null;
    const stSlot = slotsOwnedBy(ctx, ctx.storyteller)[0] ?? 1;
    const submitters = ctx.owners.filter((o, s) => s > 0 && o !== ctx.storyteller);
    const p = pick(submitters, x);
    if (p === undefined) return null;
    const r = clone(round);
    r.votes[p] = [stSlot];
    return { rule: 'TM-VOTER', what: `submitter ${p} votes`, round: r, code: 'not_a_voter' };
  },
  // a trap outside Party mode
  ({ round, ctx }) => {
    if (ctx.mode === 'party') return null;
    const r = clone(round);
    r.trap = 1;
    return { rule: 'PA-TRAP', what: 'trap outside party', round: r, code: 'invalid_round' };
  },
  // a trap on a slot that is not on the board
  ({ round, ctx }, _x, y) => {
    if (ctx.mode !== 'party') return null;
    const r = clone(round);
    r.trap = ctx.owners.length + (y % 3);
    return { rule: 'PA-TRAP', what: 'trap off the board', round: r, code: 'no_such_slot' };
  },
  // unknown preset
  ({ round }, x) => {
    const r = clone(round);
    r.preset = pick(['dixit-deluxe', 'Dixit', 'team', ''], x) ?? 'x';
    return { rule: 'CA-INPUT', what: `preset ${r.preset}`, round: r, code: 'unknown_preset' };
  },
  // unknown knob
  ({ round }, x) => {
    const r = clone(round);
    const name = pick(['colour', 'bonuscap', 'trapBonus'], x) ?? 'x';
    r.knobs = { ...(r.knobs ?? {}), [name]: 1 };
    return { rule: 'CA-INPUT', what: `knob ${name}`, round: r, code: 'unknown_knob' };
  },
  // a house rule of another mode (a valid value)
  ({ round, ctx }, x) => {
    const stray: readonly [string, unknown][] = [
      ['partyCap', 3],
      ['passHands', true],
      ['bonusCap', 2],
      ['loneFinderBonus', true],
      ['secondVote', true],
      ['singleVoteBonus', true],
      ['threePlayerRule', false],
    ];
    const fitting = stray.filter(
      ([name]) => !oracleKnobModes[name as keyof OracleKnobs].includes(ctx.mode),
    );
    const [name, value] = pick(fitting, x) ?? ['partyCap', 3];
    const r = clone(round);
    r.knobs = { ...(r.knobs ?? {}), [name]: value };
    return {
      rule: 'CA-KNOBS',
      what: `knob ${name} in ${ctx.mode}`,
      round: r,
      code: 'knob_not_in_mode',
    };
  },
  // a field the calculator does not know, e.g. a typo
  ({ round }, x) => {
    const name = pick(['vote', 'Trap', 'knob', 'Votes', 'storyTeller', 'comment'], x) ?? 'vote';
    const r = clone(round) as RoundInput & Record<string, unknown>;
    r[name] = r.votes;
    return { rule: 'CA-STRICT', what: `field ${name}`, round: r, code: 'unknown_field' };
  },
  // no "votes" at all
  ({ round }) => {
    const r: Partial<RoundInput> = clone(round);
    delete r.votes;
    return { rule: 'CA-STRICT', what: 'no votes field', round: r, code: 'invalid_round' };
  },
  // invalid knob value
  ({ round }, x) => {
    const r = clone(round);
    const bad: readonly [string, unknown][] = [
      ['bonusCap', -1],
      ['bonusCap', '3'],
      ['bonusCap', 1.5],
      ['loneFinderBonus', 'yes'],
      ['secondVote', 1],
      ['partyCap', -2],
      ['singleVoteBonus', null],
    ];
    const [name, value] = pick(bad, x) ?? ['bonusCap', -1];
    r.knobs = { ...(r.knobs ?? {}), [name]: value };
    return {
      rule: 'CA-INPUT',
      what: `knob ${name}=${JSON.stringify(value)}`,
      round: r,
      code: 'invalid_knob',
    };
  },
  // a card missing from the board (the last slot removed, votes and trap on it dropped)
  ({ round, ctx }) => {
    const last = ctx.owners.length - 1;
    const r = clone(round);
    Reflect.deleteProperty(r.board, String(last));
    for (const [v, slots] of Object.entries(r.votes)) {
      const kept = slots.filter((s) => s !== last);
      if (kept.length === 0) Reflect.deleteProperty(r.votes, v);
      else r.votes[v] = kept;
    }
    if (r.trap === last) r.trap = 1;
    return {
      rule: 'TP-SUBMIT',
      what: 'a card missing from the board',
      round: r,
      code: 'invalid_round',
    };
  },
  // a card on the board from someone who is not playing
  ({ round, ctx }, x) => {
    const r = clone(round);
    const slot = (x % (ctx.owners.length - 1)) + 1;
    r.board[String(slot)] = 'zed';
    return { rule: 'CA-INPUT', what: 'board owner not a player', round: r, code: 'invalid_round' };
  },
  // one card too many: the storyteller (classic, party) or a team's voter (team) adds one
  ({ round, ctx }, x) => {
    const r = clone(round);
    const extra = String(ctx.owners.length);
    if (ctx.mode === 'team') {
      const v = pick(ctx.eligible, x);
      if (v === undefined) return null;
      r.board[extra] = v;
      Reflect.deleteProperty(r.votes, v);
      return {
        rule: 'TP-SUBMIT',
        what: `team of ${v} submits twice`,
        round: r,
        code: 'invalid_round',
      };
    }
    const p = ctx.mode === 'party' ? (pick(ctx.eligible, x) ?? ctx.storyteller) : ctx.storyteller;
    r.board[extra] = p;
    return { rule: 'TP-SUBMIT', what: `${p} has an extra card`, round: r, code: 'invalid_round' };
  },
  // a board slot numbering gap (slot N moved to N + 1)
  ({ round, ctx }) => {
    const last = ctx.owners.length - 1;
    const r = clone(round);
    r.board[String(last + 1)] = r.board[String(last)] ?? '';
    Reflect.deleteProperty(r.board, String(last));
    for (const [v, slots] of Object.entries(r.votes)) {
      const kept = slots.filter((s) => s !== last);
      if (kept.length === 0) Reflect.deleteProperty(r.votes, v);
      else r.votes[v] = kept;
    }
    if (r.trap === last) r.trap = 1;
    return { rule: 'CA-INPUT', what: 'board slots not 1..N', round: r, code: 'invalid_round' };
  },
  // teams that do not partition the players
  ({ round, ctx }, x) => {
    if (ctx.mode !== 'team') return null;
    const r = clone(round);
    const teams = ctx.teams.map((t) => [...t]);
    const kind = x % 3;
    if (kind === 0) {
      // a player in two teams
      const [a, b] = [teams[0], teams[1]];
      if (a === undefined || b === undefined) return null;
      b[0] = a[0] ?? '';
    } else if (kind === 1) {
      // a team of three
      const [a, b] = [teams[0], teams[1]];
      if (a === undefined || b === undefined) return null;
      a.push(...b);
      teams.splice(1, 1);
    } else {
      // a stranger in a team
      const a = teams[0];
      if (a === undefined) return null;
      a[1] = 'zed';
    }
    r.teams = teams;
    return { rule: 'CA-INPUT', what: `invalid teams (${kind})`, round: r, code: 'invalid_teams' };
  },
  // duplicate player names
  ({ round }) => {
    const r = clone(round);
    r.players[1] = r.players[0] ?? '';
    return { rule: 'CA-INPUT', what: 'a player listed twice', round: r, code: 'invalid_round' };
  },
  // the storyteller is not a player
  ({ round }) => {
    const r = clone(round);
    r.storyteller = 'zed';
    return { rule: 'CA-INPUT', what: 'storyteller not a player', round: r, code: 'invalid_round' };
  },
];

export const mutationCount = mutations.length;

/** A valid round turned into one that breaks exactly one rule, with the expected error code. */
export const invalidRoundArb: fc.Arbitrary<InvalidRound> = fc
  .tuple(validRoundArb, fc.nat(mutations.length - 1), fc.nat(), fc.nat())
  .map(([g, k, x, y]) => {
    // try the chosen mutation first, then the next ones, so every draw yields a fault
    for (let i = 0; i < mutations.length; i++) {
      const mutate = mutations[(k + i) % mutations.length];
      const out = mutate?.(g, x, y) ?? null;
      if (out !== null) return out;
    }
    throw new Error('no mutation applies');
  });
