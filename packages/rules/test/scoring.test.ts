import { describe, expect, it } from 'vitest';
import { scoreRound, scoreRoundRequest } from '../src/index.ts';

const four = ['ann', 'ben', 'cid', 'dan'];
/** ann tells; slot 1 ann, 2 ben, 3 cid, 4 dan. */
const board4 = { '1': 'ann', '2': 'ben', '3': 'cid', '4': 'dan' };
const dixit4 = (votes: Record<string, number[]>, knobs = {}) =>
  scoreRoundRequest({
    preset: 'dixit',
    knobs,
    players: four,
    storyteller: 'ann',
    board: board4,
    votes,
  });

const seven = ['s', 'a', 'b', 'c', 'd', 'e', 'f'];
const board7 = Object.fromEntries(seven.map((p, i) => [String(i + 1), p]));
const odyssey7 = (votes: Record<string, number[]>, knobs = {}) =>
  scoreRoundRequest({
    preset: 'odyssey',
    knobs,
    players: seven,
    storyteller: 's',
    board: board7,
    votes,
  });

describe('classic scoring (RULES.md §3)', () => {
  it('SC-SOME: storyteller and finders score 3, the others 0 plus bonus', () => {
    expect(dixit4({ ben: [1], cid: [2], dan: [2] })).toEqual({
      points: { ann: 3, ben: 3 + 2, cid: 0, dan: 0 },
    });
  });

  it('SC-ALL-OR-NONE: everyone found → storyteller 0, every other player 2', () => {
    expect(dixit4({ ben: [1], cid: [1], dan: [1] })).toEqual({
      points: { ann: 0, ben: 2, cid: 2, dan: 2 },
    });
  });

  it('SC-ALL-OR-NONE: nobody found → storyteller 0, others 2 plus their bonus', () => {
    expect(dixit4({ ben: [3], cid: [2], dan: [2] })).toEqual({
      points: { ann: 0, ben: 2 + 2, cid: 2 + 1, dan: 2 },
    });
  });

  it('SC-FOUND: a player missing from votes is still a voter, who found nothing', () => {
    expect(dixit4({ ben: [1], cid: [1] })).toEqual({ points: { ann: 3, ben: 3, cid: 3, dan: 0 } });
    expect(dixit4({ ben: [1], cid: [4] })).toEqual({ points: { ann: 3, ben: 3, cid: 0, dan: 1 } });
  });

  it('SC-FOUND: with no votes at all nobody found (storyteller 0, the absent 0)', () => {
    expect(dixit4({})).toEqual({ points: { ann: 0, ben: 0, cid: 0, dan: 0 } });
  });

  it('SC-BONUS: the storyteller never scores bonus; bonus is uncapped without a cap', () => {
    const five = ['s', 'a', 'b', 'c', 'd'];
    const result = scoreRoundRequest({
      preset: 'dixit',
      players: five,
      storyteller: 's',
      board: { '1': 's', '2': 'a', '3': 'b', '4': 'c', '5': 'd' },
      votes: { a: [3], b: [2], c: [2], d: [2] },
    });
    expect(result).toEqual({ points: { s: 0, a: 2 + 3, b: 2 + 1, c: 2, d: 2 } });
  });

  it('SC-BONUS-CAP: Odyssey caps bonus at 3 per player per round; the knob overrides', () => {
    // four votes on a's card (slot 2); a and e find with a single vote (7 players: +1 each)
    const votes = { a: [1], b: [2], c: [2], d: [2], e: [1], f: [2] };
    expect(odyssey7(votes)).toMatchObject({ points: { s: 3, a: 3 + 1 + 3, e: 3 + 1 } });
    expect(odyssey7(votes, { bonusCap: null })).toMatchObject({ points: { a: 3 + 1 + 4 } });
    expect(dixit4({ ben: [3], cid: [2], dan: [2] }, { bonusCap: 1 })).toMatchObject({
      points: { ben: 2 + 1 },
    });
  });

  it('SC-LONE: with the extra point, a lone finder and the storyteller score 4', () => {
    expect(dixit4({ ben: [1], cid: [2], dan: [2] }, { loneFinderBonus: true })).toEqual({
      points: { ann: 4, ben: 4 + 2, cid: 0, dan: 0 },
    });
    // two finders: no extra point
    expect(dixit4({ ben: [1], cid: [1], dan: [2] }, { loneFinderBonus: true })).toEqual({
      points: { ann: 3, ben: 3 + 1, cid: 3, dan: 0 },
    });
  });

  it('SC-LONE: the original edition preset offers the extra point as a knob, off by default', () => {
    const round = {
      preset: 'dixit-original',
      players: four,
      storyteller: 'ann',
      board: board4,
      votes: { ben: [1], cid: [2], dan: [2] },
    };
    expect(scoreRoundRequest(round)).toMatchObject({ points: { ann: 3 } });
    expect(scoreRoundRequest({ ...round, knobs: { loneFinderBonus: true } })).toMatchObject({
      points: { ann: 4 },
    });
  });
});

describe('second votes (Odyssey, RULES.md §3)', () => {
  it('VO-SECOND: from 7 players a voter may cast two votes; found if either is right', () => {
    const result = odyssey7({ a: [1, 3], b: [4], c: [3], d: [3], e: [3], f: [3] });
    expect(result).toMatchObject({ points: { s: 3, a: 3, b: 3 } });
  });

  it('SC-SINGLE-VOTE: a finder with a single vote scores 1 more, even when all found', () => {
    const some = odyssey7({ a: [1], b: [1, 2], c: [2], d: [2], e: [2], f: [2] });
    expect(some).toMatchObject({ points: { s: 3, a: 3 + 1 + 3, b: 3 } });
    const all = odyssey7({ a: [1], b: [1, 2], c: [1], d: [1], e: [1], f: [1] });
    expect(all).toMatchObject({ points: { s: 0, a: 2 + 1 + 1, b: 2, c: 2 + 1 } });
  });

  it('SC-SINGLE-VOTE: all found means every voter has a vote on the storyteller card', () => {
    const result = odyssey7({ a: [3, 1], b: [1], c: [1], d: [1], e: [1], f: [1] });
    expect(result).toMatchObject({ points: { s: 0, a: 2, b: 2 + 1 + 1 } });
  });

  it('SC-BONUS: every vote, first or second, counts for the bonus', () => {
    const result = odyssey7({ a: [1], b: [2, 4], c: [2, 1], d: [2], e: [3], f: [1] });
    expect(result).toMatchObject({ points: { s: 3, a: 3 + 1 + 3, b: 0 + 1, c: 3 + 1 } });
  });

  it('VO-SECOND: refused below 7 players and in presets without second votes', () => {
    const six = scoreRoundRequest({
      preset: 'odyssey',
      players: ['s', 'a', 'b', 'c', 'd', 'e'],
      storyteller: 's',
      board: { '1': 's', '2': 'a', '3': 'b', '4': 'c', '5': 'd', '6': 'e' },
      votes: { a: [1, 3] },
    });
    expect(six).toMatchObject({ error: { code: 'second_vote_not_allowed' } });
    const dixit = scoreRoundRequest({
      preset: 'dixit',
      players: seven,
      storyteller: 's',
      board: board7,
      votes: { a: [1, 3] },
    });
    expect(dixit).toMatchObject({ error: { code: 'second_vote_not_allowed' } });
  });
});

describe('three players (RULES.md §3.1)', () => {
  const board = { '1': 'ben', '2': 'ann', '3': 'cid', '4': 'ben', '5': 'cid' };
  it('TP-SUBMIT: each non-storyteller has two cards; a vote on either gives +1', () => {
    expect(
      scoreRoundRequest({
        preset: 'dixit',
        players: ['ann', 'ben', 'cid'],
        storyteller: 'ann',
        board,
        votes: { ben: [2], cid: [4] },
      }),
    ).toEqual({ points: { ann: 3, ben: 3 + 1, cid: 0 } });
  });

  it('TP-SUBMIT: one card each on a 3-player board is refused', () => {
    expect(
      scoreRoundRequest({
        preset: 'dixit',
        players: ['ann', 'ben', 'cid'],
        storyteller: 'ann',
        board: { '1': 'ben', '2': 'ann', '3': 'cid' },
        votes: { ben: [2] },
      }),
    ).toMatchObject({ error: { code: 'invalid_round' } });
  });

  it("VO-OWN: a vote for either of one's own two cards is refused", () => {
    expect(
      scoreRoundRequest({
        preset: 'dixit',
        players: ['ann', 'ben', 'cid'],
        storyteller: 'ann',
        board,
        votes: { ben: [4] },
      }),
    ).toMatchObject({ error: { code: 'cannot_vote_own_card' } });
  });
});

describe('Party scoring (RULES.md §4.1)', () => {
  const six = ['s', 'a', 'b', 'c', 'd', 'e'];
  const board = Object.fromEntries(six.map((p, i) => [String(i + 1), p]));
  const party = (votes: Record<string, number[]>, trap?: number, preset = 'party') =>
    scoreRoundRequest({
      preset,
      players: six,
      storyteller: 's',
      board,
      votes,
      ...(trap ? { trap } : {}),
    });

  it('PA-SCORE: the votes on the chosen card, own vote and own card included', () => {
    expect(party({ s: [1], a: [1], b: [1], c: [2], d: [2], e: [3] })).toEqual({
      points: { s: 3, a: 3, b: 3, c: 2, d: 2, e: 0 },
    });
  });

  it('PA-TRAP: voters on the trap score 0, the storyteller included', () => {
    expect(party({ s: [2], a: [2], b: [2], c: [1], d: [1], e: [1] }, 2)).toEqual({
      points: { s: 0, a: 0, b: 0, c: 3, d: 3, e: 3 },
    });
  });

  it('PA-ALONE: the only voter on a card scores 0; a non-voter scores 0', () => {
    expect(party({ a: [1], b: [1], c: [4] })).toEqual({
      points: { s: 0, a: 2, b: 2, c: 0, d: 0, e: 0 },
    });
  });

  it('PA-CAP: Party (2021) is uncapped; the Odyssey form caps at 5', () => {
    const all = { s: [1], a: [1], b: [1], c: [1], d: [1], e: [1] };
    expect(party(all)).toMatchObject({ points: { s: 6 } });
    expect(party(all, undefined, 'party-odyssey')).toMatchObject({ points: { s: 5 } });
  });

  it('PA-TRAP: a trap belongs to Party only', () => {
    const round = { preset: 'dixit', players: four, storyteller: 'ann', board: board4, trap: 2 };
    expect(scoreRoundRequest(round)).toMatchObject({ error: { code: 'invalid_round' } });
  });
});

describe('Team scoring (RULES.md §4.2)', () => {
  // eight players, partners opposite: (t1 a,e) (t2 b,f) (t3 c,g) (t4 d,h); a tells, e partner
  const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const board = { '1': 'a', '2': 'e', '3': 'b', '4': 'c', '5': 'd' };
  const teams = (votes: Record<string, number[]>, preset = 'teams') =>
    scoreRoundRequest({
      preset: preset === 'teams' ? 'teams' : preset,
      players,
      storyteller: 'a',
      board,
      votes,
    });

  it('TM-SCORE: all found → each other team scores 2, the storyteller team 0', () => {
    expect(teams({ f: [1], g: [1], h: [1] })).toMatchObject({ teamPoints: [0, 2, 2, 2] });
  });

  it("TM-SCORE: none found → each other team 2, plus bonus, the partner's included", () => {
    expect(teams({ f: [2], g: [2], h: [3] })).toMatchObject({ teamPoints: [0 + 2, 2 + 1, 2, 2] });
  });

  it('TM-SCORE: some found → storyteller team 3, finding teams 3, bonus to submitters', () => {
    expect(teams({ f: [1], g: [3], h: [3] })).toMatchObject({ teamPoints: [3, 3 + 2, 0, 0] });
  });

  it('TM-VOTER: the submitter of a team, the storyteller and the partner do not vote', () => {
    expect(teams({ b: [1] })).toMatchObject({ error: { code: 'not_a_voter' } });
    expect(teams({ e: [3] })).toMatchObject({ error: { code: 'not_a_voter' } });
    expect(teams({ a: [3] })).toMatchObject({ error: { code: 'not_a_voter' } });
  });

  it("VO-TEAM: a voter may vote for their own team's card: it finds nothing, earns no bonus", () => {
    // f votes b's card (f's own team's), g and h find: some found; b scores no bonus
    expect(teams({ f: [3], g: [1], h: [1] })).toEqual({
      points: { a: 3, b: 0, c: 0, d: 0, e: 0, f: 0, g: 3, h: 3 },
      teamPoints: [3, 0, 3, 3],
    });
    // none found: f still scores the 2 of "none found" (a miss like any other), b no bonus
    expect(teams({ f: [3], g: [2], h: [3] })).toEqual({
      points: { a: 0, b: 1, c: 0, d: 0, e: 1, f: 2, g: 2, h: 2 },
      teamPoints: [1, 3, 2, 2],
    });
  });

  it('TM-SCORE: per-seat points add up to the team points', () => {
    const result = teams({ f: [1], g: [3], h: [2] });
    if (!('points' in result)) throw new Error('expected points');
    const { points, teamPoints } = result;
    expect(teamPoints).toEqual([3 + 1, 3 + 1, 0, 0]);
    expect((points.a ?? 0) + (points.e ?? 0)).toBe(4);
  });
});

describe('point reasons (spec SC-REASONS)', () => {
  it('explains every point of a classic round', () => {
    const score = scoreRound(
      {
        mode: 'classic',
        seats: [0, 1, 2, 3],
        storyteller: 0,
        owners: [1, 0, 2, 3],
        ballots: [
          { seat: 1, slots: [2] },
          { seat: 2, slots: [4] },
          { seat: 3, slots: [2] },
        ],
        trap: null,
        teams: null,
      },
      { bonusCap: null, loneFinderBonus: false, singleVoteBonus: false, partyCap: null },
    );
    expect(score.outcome).toBe('someFound');
    expect(score.points.map((p) => p.points)).toEqual([3, 3, 0, 4]);
    expect(score.points[3]?.reasons).toEqual([
      { code: 'found', points: 3 },
      { code: 'bonus', points: 1, votes: 1, capped: false },
    ]);
    expect(score.points[0]?.reasons).toEqual([{ code: 'storyteller_some_found', points: 3 }]);
  });
});
