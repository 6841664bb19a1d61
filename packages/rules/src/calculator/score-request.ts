import type { RuleError } from '../errors.ts';
import { scoreRound } from '../scoring/score-round.ts';
import { parseRound } from './parse-round.ts';

/** The calculator's answer for one round: points by player name, or the rule the round breaks. */
export type ScoreOutput =
  | { readonly points: Readonly<Record<string, number>>; readonly teamPoints?: readonly number[] }
  | { readonly error: RuleError };

/**
 * Scores a round described in JSON, without playing a game (spec CA-*): the library half of
 * `npm run score`.
 *
 * @example
 * scoreRoundRequest({
 *   preset: 'dixit', players: ['ann', 'ben', 'cid', 'dan'], storyteller: 'ann',
 *   board: { '1': 'ben', '2': 'ann', '3': 'cid', '4': 'dan' },
 *   votes: { ben: [2], cid: [4], dan: [2] },
 * }); // → { points: { ann: 3, ben: 3, cid: 0, dan: 4 } }
 */
export function scoreRoundRequest(input: unknown): ScoreOutput {
  const parsed = parseRound(input);
  if ('code' in parsed) return { error: { code: parsed.code, message: parsed.message } };
  const { rules, table, players, facts } = parsed;
  const score = scoreRound(facts, {
    bonusCap: rules.bonusCap,
    loneFinderBonus: rules.loneFinderBonus,
    singleVoteBonus: rules.singleVoteBonus && table.secondVote,
    partyCap: rules.partyCap,
  });
  // fromEntries defines own properties, so any name (even "__proto__") is listed.
  const points: Record<string, number> = Object.fromEntries(
    score.points.map((p) => [players[p.seat] ?? String(p.seat), p.points]),
  );
  return score.teamPoints ? { points, teamPoints: score.teamPoints } : { points };
}
