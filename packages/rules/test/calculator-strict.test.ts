/**
 * The round calculator refuses what it does not understand instead of scoring something else
 * (docs/scoring-calculator.md): an unknown field anywhere in a round, a house rule that does not
 * exist or does not apply to the round's mode, an unknown preset; and its command line takes a
 * byte-order mark and refuses an empty array, with exit status 2.
 */
import { describe, expect, it } from 'vitest';
import { knobModes, knobNames, presetIds, scoreRoundRequest } from '../src/index.ts';
import { oracleKnobModes } from './oracle/oracle-score.ts';
import { runScoreCli } from './support/score-cli.ts';

const round = {
  preset: 'dixit',
  players: ['ann', 'ben', 'cid', 'dan'],
  storyteller: 'ann',
  board: { '1': 'ben', '2': 'ann', '3': 'cid', '4': 'dan' },
  votes: { ben: [2], cid: [4], dan: [2] },
};
const errorOf = (input: unknown) => {
  const out = scoreRoundRequest(input);
  return 'error' in out ? out.error : null;
};

describe('CA-STRICT: unknown fields are refused, naming the field and the allowed ones', () => {
  it('CA-STRICT: a typo of a field ("vote", "Trap", "knob") is an error, not a different score', () => {
    const { votes, ...noVotes } = round;
    const vote = errorOf({ ...noVotes, vote: votes });
    expect(vote?.code).toBe('unknown_field');
    expect(vote?.message).toContain('"vote"');
    expect(vote?.message).toContain('preset, knobs, players, storyteller, board, votes');

    const party = {
      ...round,
      preset: 'party',
      players: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
      storyteller: 'p1',
      board: { '1': 'p1', '2': 'p2', '3': 'p3', '4': 'p4', '5': 'p5', '6': 'p6' },
      votes: { p1: [2], p2: [2], p3: [2], p4: [3], p5: [6], p6: [6] },
    };
    const trap = errorOf({ ...party, Trap: 6 });
    expect(trap?.code).toBe('unknown_field');
    expect(trap?.message).toContain('"Trap"');
    // the fields of a Party round include the trap
    expect(trap?.message).toContain('preset, knobs, players, storyteller, board, votes, trap');

    const knob = errorOf({ ...round, knob: { bonusCap: 1 } });
    expect(knob?.code).toBe('unknown_field');
    expect(knob?.message).toContain('"knob"');
  });

  it('CA-STRICT: a Teams round lists "teams" among its fields; an unknown preset lists them all', () => {
    const teams = errorOf({ ...round, preset: 'teams', team: [] });
    expect(teams?.message).toContain('preset, knobs, players, teams, storyteller, board, votes');
    const unknown = errorOf({ ...round, preset: 'dixitt', Votes: {} });
    expect(unknown?.code).toBe('unknown_field');
    expect(unknown?.message).toContain(
      'preset, knobs, players, teams, storyteller, board, votes, trap',
    );
  });

  it('CA-STRICT: "votes" is required ({} when nobody voted)', () => {
    const { votes: _votes, ...noVotes } = round;
    const missing = errorOf(noVotes);
    expect(missing?.code).toBe('invalid_round');
    expect(missing?.message).toContain('"votes"');
    expect(scoreRoundRequest({ ...round, votes: {} })).toEqual({
      points: { ann: 0, ben: 0, cid: 0, dan: 0 },
    });
  });

  it('CF-PRESET: an unknown preset names the presets', () => {
    const error = errorOf({ ...round, preset: 'Dixit' });
    expect(error?.code).toBe('unknown_preset');
    for (const id of presetIds) expect(error?.message).toContain(id);
  });

  it('CF-KNOBS: an unknown house rule names the house rules', () => {
    const error = errorOf({ ...round, knobs: { bonuscap: 1 } });
    expect(error?.code).toBe('unknown_knob');
    expect(error?.message).toContain('"bonuscap"');
    for (const name of knobNames) expect(error?.message).toContain(name);
  });
});

describe('CA-KNOBS: a house rule that does not apply to the round’s mode is refused', () => {
  const teamsRound = {
    preset: 'teams',
    players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    storyteller: 'a',
    board: { '1': 'a', '2': 'e', '3': 'b', '4': 'c', '5': 'd' },
    // only f found: a lone finder
    votes: { f: [1], g: [3], h: [4] },
  };

  it('CA-KNOBS: partyCap in a classic round, secondVote in Teams, bonusCap in Party', () => {
    const partyCap = errorOf({ ...round, knobs: { partyCap: 3 } });
    expect(partyCap?.code).toBe('knob_not_in_mode');
    expect(partyCap?.message).toContain('"partyCap"');
    // it names the house rules of the mode
    expect(partyCap?.message).toContain('bonusCap, loneFinderBonus, secondVote');
    expect(errorOf({ ...teamsRound, knobs: { secondVote: true } })?.code).toBe('knob_not_in_mode');
    const party = {
      preset: 'party',
      players: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
      storyteller: 'p1',
      board: { '1': 'p1', '2': 'p2', '3': 'p3', '4': 'p4', '5': 'p5', '6': 'p6' },
      votes: {},
    };
    expect(errorOf({ ...party, knobs: { bonusCap: 2 } })?.code).toBe('knob_not_in_mode');
    expect(errorOf({ ...party, knobs: { partyCap: 2, passHands: false } })).toBeNull();
  });

  it('CA-KNOBS: the table of knobs and modes is the one the docs give', () => {
    // the oracle's table is written from docs/scoring-calculator.md, "House rules by mode"
    expect(knobModes).toEqual(oracleKnobModes);
  });

  it('SC-LONE / TM-SCORE: the extra point applies in Teams: the lone finder’s team and the storyteller’s score 4', () => {
    expect(scoreRoundRequest(teamsRound)).toMatchObject({ teamPoints: [3, 4, 1, 0] });
    expect(scoreRoundRequest({ ...teamsRound, knobs: { loneFinderBonus: true } })).toEqual({
      points: { a: 4, b: 1, c: 1, d: 0, e: 0, f: 4, g: 0, h: 0 },
      teamPoints: [4, 5, 1, 0],
    });
  });
});

describe('CA-CLI: the command line', () => {
  const run = runScoreCli;

  it('CA-CLI: a UTF-8 byte-order mark before the JSON is accepted', () => {
    expect(run(`\uFEFF${JSON.stringify(round)}`)).toEqual({
      status: 0,
      lines: [{ points: { ann: 3, ben: 3, cid: 0, dan: 4 } }],
    });
  });

  it('CA-CLI: an empty array is an error, exit status 2', () => {
    const { status, lines } = run('[]');
    expect(status).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ error: { code: 'no_rounds' } });
    expect(JSON.stringify(lines[0])).toContain('empty array');
  });

  it('CA-CLI / CA-STRICT: a typo in one round of several: that round’s line names it, exit 2', () => {
    const { votes, ...noVotes } = round;
    const { status, lines } = run(JSON.stringify([round, { ...noVotes, vote: votes }, round]));
    expect(status).toBe(2);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({ points: { ann: 3, ben: 3, cid: 0, dan: 4 } });
    expect(lines[1]).toMatchObject({ error: { code: 'unknown_field' } });
    expect(lines[2]).toEqual(lines[0]);
  });
});
