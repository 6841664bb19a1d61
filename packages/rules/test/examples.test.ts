import { describe, expect, it } from 'vitest';
import { scoreRoundRequest } from '../src/index.ts';

/** Every worked example of RULES.md, reproduced through the calculator. */
describe('worked examples (RULES.md)', () => {
  it('SC-EXAMPLE-6P: §3.2, six players, clue «Uudelleensyntyminen»', () => {
    const players = ['pink', 'blue', 'green', 'purple', 'yellow', 'red'];
    expect(
      scoreRoundRequest({
        preset: 'dixit',
        players,
        storyteller: 'pink',
        board: { '1': 'purple', '2': 'pink', '3': 'red', '4': 'blue', '5': 'yellow', '6': 'green' },
        votes: { blue: [2], green: [2], red: [1], purple: [4], yellow: [4] },
      }),
    ).toEqual({ points: { pink: 3, blue: 5, green: 3, purple: 1, yellow: 0, red: 0 } });
  });

  it('PA-EXAMPLE-2021: §4.1, six players, «新たな地平線»: crowd, lone voter, trap', () => {
    expect(
      scoreRoundRequest({
        preset: 'party',
        players: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
        storyteller: 'p1',
        board: { '1': 'p1', '2': 'p2', '3': 'p3', '4': 'p4', '5': 'p5', '6': 'p6' },
        // card 2: three votes; card 3: one vote; card 6: two votes but it is the trap
        votes: { p1: [2], p3: [2], p4: [2], p5: [3], p2: [6], p6: [6] },
        trap: 6,
      }),
    ).toEqual({ points: { p1: 3, p2: 0, p3: 3, p4: 3, p5: 0, p6: 0 } });
  });

  it('PA-EXAMPLE-2011: §4.1, the cap of 5, the trap and the lone voter', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(
      scoreRoundRequest({
        preset: 'party-odyssey',
        players,
        storyteller: 'a',
        board: Object.fromEntries(players.map((p, i) => [String(i + 1), p])),
        votes: { a: [3], b: [3], c: [3], d: [3], e: [3], f: [3], g: [5], h: [5], i: [1] },
        trap: 5,
      }),
    ).toEqual({ points: { a: 5, b: 5, c: 5, d: 5, e: 5, f: 5, g: 0, h: 0, i: 0 } });
  });

  it('TM-EXAMPLE: §4.2, ten players in five teams, «さあ、ヨーグルトを召し上がれ!»', () => {
    const teams = ['blue', 'purple', 'green', 'orange', 'pink'];
    const players = [...teams.map((t) => `${t}1`), ...teams.map((t) => `${t}2`)];
    const result = scoreRoundRequest({
      preset: 'teams',
      players,
      teams: teams.map((t) => [`${t}1`, `${t}2`]),
      storyteller: 'blue1',
      board: {
        '1': 'green1',
        '2': 'blue2',
        '3': 'purple1',
        '4': 'blue1',
        '5': 'pink1',
        '6': 'orange1',
      },
      votes: { purple2: [4], green2: [4], orange2: [1], pink2: [2] },
    });
    expect(result).toMatchObject({ teamPoints: [4, 3, 4, 0, 0] });
  });
});
