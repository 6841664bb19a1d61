/**
 * The absent voter (RULES.md §8, corrected 2026-11-26): a seat that was owed a vote and did not
 * vote — its vote timer ran out, it left, or it is missing from the calculator's `votes` — still
 * counts among the voters. It found nothing, its missing vote gives nobody a bonus, and its
 * absence neither earns it points nor costs the storyteller theirs. Each case is checked through
 * the calculator and, where a game can get there, through the engine itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreRoundRequest, type GameState, type PointReason } from '../src/index.ts';
import { validRoundArb, type GeneratedRound } from './oracle/round-generator.ts';
import { T0, act, clue, slotOf, start, submitAll, vote } from './support/drive.ts';

const timers = { race: null, clue: 60_000, submit: 60_000, vote: 60_000, reveal: 20_000 };
const voteTimeout = (s: GameState) => act(s, { type: 'tick', at: T0 + 60_000 });

/** The points and reasons of one seat in the latest round. */
function lastRound(s: GameState, seat: number): { points: number; reasons: PointReason[] } {
  const entry = s.history.at(-1)?.points.find((p) => p.seat === seat);
  if (!entry) throw new Error(`seat ${seat} has no points entry`);
  return { points: entry.points, reasons: [...entry.reasons] };
}

describe('the calculator: a player missing from "votes" still counts among the voters', () => {
  const four = ['A', 'B', 'C', 'D'];
  const board = { '1': 'B', '2': 'A', '3': 'C', '4': 'D' };
  const dixit = (votes: Record<string, number[]>, extra: object = {}) =>
    scoreRoundRequest({ preset: 'dixit', players: four, storyteller: 'A', board, votes, ...extra });

  it('SC-ABSENT: RULES.md §8 example: B and C find A’s card, D does not vote → A 3, B 3, C 3, D 0', () => {
    expect(dixit({ B: [2], C: [2] })).toEqual({ points: { A: 3, B: 3, C: 3, D: 0 } });
    // an empty ballot is the same as a missing one
    expect(dixit({ B: [2], C: [2], D: [] })).toEqual({ points: { A: 3, B: 3, C: 3, D: 0 } });
  });

  it('SC-ABSENT: nobody found: the absent voter does not score the 2 of "none found"', () => {
    // B votes C's card, C votes B's card, D is away: nobody found; B and C 2 + 1 bonus each
    expect(dixit({ B: [3], C: [1] })).toEqual({ points: { A: 0, B: 3, C: 3, D: 0 } });
  });

  it('SC-ABSENT: nobody voted at all: the storyteller 0 and nobody scores for being away', () => {
    expect(dixit({})).toEqual({ points: { A: 0, B: 0, C: 0, D: 0 } });
  });

  it('SC-ABSENT / SC-BONUS: the absent voter keeps the bonus of votes on its own card', () => {
    // B finds, C votes D's card, D is away: some found; D 0 + 1
    expect(dixit({ B: [2], C: [4] })).toEqual({ points: { A: 3, B: 3, C: 0, D: 1 } });
  });

  it('SC-ABSENT / SC-LONE: one finder among three owed voters is a lone finder', () => {
    const round = { preset: 'dixit-original', knobs: { loneFinderBonus: true } };
    expect(dixit({ B: [2] }, round)).toEqual({ points: { A: 4, B: 4, C: 0, D: 0 } });
  });

  it('SC-ABSENT / SC-SINGLE-VOTE: Odyssey with second votes, every voter present found', () => {
    const seven = ['s', 'a', 'b', 'c', 'd', 'e', 'f'];
    const result = scoreRoundRequest({
      preset: 'odyssey',
      players: seven,
      storyteller: 's',
      board: Object.fromEntries(seven.map((p, i) => [String(i + 1), p])),
      // every voter but f has a vote on s's card (slot 1); f does not vote
      votes: { a: [1], b: [1, 4], c: [3, 1], d: [1], e: [1] },
    });
    // some found: s 3; a, d, e 3 + 1 (single vote); b 3 + 1 (c's vote on b's card); c 3 + 1
    // (b's second vote); f 0
    expect(result).toEqual({ points: { s: 3, a: 4, b: 4, c: 4, d: 4, e: 4, f: 0 } });
  });

  /** Eight players, partners opposite: (a,e) (b,f) (c,g) (d,h); a tells, e is the partner. */
  const teams8 = (votes: Record<string, number[]>) =>
    scoreRoundRequest({
      preset: 'teams',
      players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      storyteller: 'a',
      board: { '1': 'a', '2': 'e', '3': 'b', '4': 'c', '5': 'd' },
      votes,
    });

  it('SC-ABSENT / TM-SCORE: a team whose voter did not vote counts among the voting teams', () => {
    // f and g found, h (d's partner) did not vote: some found, not all
    expect(teams8({ f: [1], g: [1] })).toEqual({
      points: { a: 3, b: 0, c: 0, d: 0, e: 0, f: 3, g: 3, h: 0 },
      teamPoints: [3, 3, 3, 0],
    });
  });

  it('SC-ABSENT / TM-SCORE: nobody found: a team whose voter is away scores no 2', () => {
    // none found: teams of f and g score 2; c 1 (f's vote), e 1 (g's vote); h's team nothing
    expect(teams8({ f: [4], g: [2] })).toEqual({
      points: { a: 0, b: 0, c: 1, d: 0, e: 1, f: 2, g: 2, h: 0 },
      teamPoints: [1, 2, 3, 0],
    });
  });
});

describe('the engine: a seat owed a vote that did not vote', () => {
  it('TI-VOTE / SC-ABSENT: the vote timer runs out on D; B and C found → A 3, B 3, C 3, D 0', () => {
    let s = submitAll(clue(start('dixit', 4, { timers }), 0), [1, 2, 3]);
    s = vote(vote(s, 1, [slotOf(s, 0)]), 2, [slotOf(s, 0)]);
    s = voteTimeout(s);
    expect(s.history[0]?.outcome).toBe('someFound');
    expect(s.scores).toEqual([3, 3, 3, 0]);
    // the reveal says why D scored nothing: it did not vote (a public reason, not a guess)
    expect(lastRound(s, 3)).toEqual({ points: 0, reasons: [{ code: 'no_vote', points: 0 }] });
  });

  it('TI-VOTE / SC-ABSENT: nobody voted in time → everyone 0, each voter "did not vote"', () => {
    let s = submitAll(clue(start('dixit', 4, { timers }), 0), [1, 2, 3]);
    s = voteTimeout(s);
    expect(s.history[0]?.outcome).toBe('noneFound');
    expect(s.scores).toEqual([0, 0, 0, 0]);
    for (const seat of [1, 2, 3])
      expect(lastRound(s, seat).reasons).toEqual([{ code: 'no_vote', points: 0 }]);
  });

  it('SE-VACANT / SC-ABSENT: a voter who leaves during the vote still counts among the voters', () => {
    let s = submitAll(clue(start('dixit', 5), 0), [1, 2, 3, 4]);
    s = act(s, { type: 'vacateSeat', seat: 4, at: T0 });
    s = vote(vote(vote(s, 1, [slotOf(s, 0)]), 2, [slotOf(s, 0)]), 3, [slotOf(s, 0)]);
    expect(s.phase.kind).toBe('reveal');
    expect(s.history[0]?.outcome).toBe('someFound');
    expect(s.scores).toEqual([3, 3, 3, 3, 0]);
  });

  it('SE-VACANT / SC-ABSENT: a seat that left before submitting still counts among the voters', () => {
    let s = clue(start('dixit', 5), 0);
    s = act(s, { type: 'vacateSeat', seat: 4, at: T0 });
    s = submitAll(s, [1, 2, 3]);
    s = vote(vote(vote(s, 1, [slotOf(s, 0)]), 2, [slotOf(s, 0)]), 3, [slotOf(s, 0)]);
    expect(s.history[0]?.outcome).toBe('someFound');
    expect(s.scores).toEqual([3, 3, 3, 3, 0]);
  });

  it('SC-FOUND: a seat that was vacant when the round began is not owed a vote', () => {
    let s = start('dixit', 5);
    s = act(s, { type: 'vacateSeat', seat: 4, at: T0 });
    // round 1 began with seat 4 seated; play it out, then look at round 2 without seat 4
    s = submitAll(clue(s, 0), [1, 2, 3]);
    for (const seat of [1, 2, 3]) s = vote(s, seat, [slotOf(s, 0)]);
    expect(s.history[0]?.outcome).toBe('someFound');
    for (const seat of [0, 1, 2, 3]) s = act(s, { type: 'continue', seat, at: T0 });
    s = submitAll(clue(s, 1), [0, 2, 3]);
    for (const seat of [0, 2, 3]) s = vote(s, seat, [slotOf(s, 1)]);
    // all who were owed a vote in round 2 found it: seat 4 sat the round out
    expect(s.history[1]?.outcome).toBe('allFound');
    expect(s.history[1]?.points.map((p) => p.seat)).toEqual([0, 1, 2, 3]);
  });

  it('TI-VOTE / SC-ABSENT / TM-SCORE: a team voter runs out of time; the others found', () => {
    // teams (0,4) (1,5) (2,6) (3,7); seat 0 tells, 4 plays for the team; 1, 6, 3 play for theirs
    let s = submitAll(clue(start('teams', 8, { timers }), 0), [4, 1, 6, 3]);
    s = vote(vote(s, 5, [slotOf(s, 0)]), 2, [slotOf(s, 0)]);
    s = voteTimeout(s);
    expect(s.history[0]?.outcome).toBe('someFound');
    expect(s.history[0]?.teamScoresAfter).toEqual([3, 3, 3, 0]);
    expect(lastRound(s, 7).reasons).toEqual([{ code: 'no_vote', points: 0 }]);
  });

  it('TI-VOTE / SC-ABSENT / VO-SECOND: Odyssey, 7 seats, a voter runs out of time', () => {
    let s = submitAll(clue(start('odyssey', 7, { timers }), 0), [1, 2, 3, 4, 5, 6]);
    for (const seat of [1, 2, 3, 4, 5]) s = vote(s, seat, [slotOf(s, 0)]);
    s = voteTimeout(s);
    expect(s.history[0]?.outcome).toBe('someFound');
    // the storyteller 3; five finders 3 + 1 (single vote); seat 6 nothing
    expect(s.scores).toEqual([3, 4, 4, 4, 4, 4, 0]);
  });
});

describe('absence is a vote that finds nothing and gives nobody a bonus (a property)', () => {
  /** Points by player, or a failure naming the error. */
  const pointsOf = (round: unknown): Record<string, number> => {
    const out = scoreRoundRequest(round);
    if ('error' in out) throw new Error(`${out.error.code}: ${JSON.stringify(round)}`);
    return { ...out.points };
  };

  /** Valid classic and team rounds with a voter who voted and did not find; which one. */
  const withMisser = validRoundArb
    .filter((g) => g.ctx.mode !== 'party')
    .chain((g) => {
      const stSlot = g.ctx.owners.indexOf(g.ctx.storyteller);
      const missers = Object.entries(g.round.votes)
        .filter(([, slots]) => slots.length > 0 && !slots.includes(stSlot))
        .map(([name]) => name);
      return missers.length === 0
        ? fc.constant(null)
        : fc.constantFrom(...missers).map((name) => ({ g, name }));
    })
    .filter((x): x is { g: GeneratedRound; name: string } => x !== null);

  it('SC-ABSENT: dropping a missed vote costs its voter only the 2 of "none found", and the owners of the cards it named only that vote’s bonus; nobody else changes', () => {
    fc.assert(
      fc.property(withMisser, ({ g, name }) => {
        const { round, ctx } = g;
        const stSlot = ctx.owners.indexOf(ctx.storyteller);
        const ballots = Object.values(round.votes).filter((slots) => slots.length > 0);
        const noneFound = !ballots.some((slots) => slots.includes(stSlot));
        // votes on a player's cards, but not from its own team (VO-TEAM)
        const teamOf = (p: string) => ctx.teams.find((t) => t.includes(p)) ?? [p];
        const votesOn = (owner: string, votes: readonly [string, readonly number[]][]): number =>
          votes
            .filter(([voter]) => voter === owner || !teamOf(owner).includes(voter))
            .flatMap(([, slots]) => slots)
            .filter((slot) => ctx.owners[slot] === owner).length;
        const capped = (n: number) =>
          ctx.knobs.bonusCap === null ? n : Math.min(n, ctx.knobs.bonusCap);

        const before = pointsOf(round);
        const withoutVote = structuredClone(round);
        Reflect.deleteProperty(withoutVote.votes, name);
        const after = pointsOf(withoutVote);

        const allBallots = Object.entries(round.votes);
        const othersBallots = allBallots.filter(([voter]) => voter !== name);
        for (const player of round.players) {
          let expected = before[player] ?? Number.NaN;
          if (player === name && noneFound) expected -= 2;
          const lost = capped(votesOn(player, allBallots)) - capped(votesOn(player, othersBallots));
          if (player !== ctx.storyteller) expected -= lost;
          expect(after[player], `${player} in ${JSON.stringify(round)} without ${name}`).toBe(
            expected,
          );
        }
      }),
      { seed: 20_261_126, numRuns: 400 },
    );
  });
});
