import type { Seat } from './ids.ts';
import type { EndReason, GameState } from './state.ts';

/**
 * Who won (RULES.md §2, spec EN-WINNERS): the highest score (ties share the victory), or with the
 * original edition's rule everyone at or over the target. A game that ended without anyone at the
 * target (host ended it, turn limit) falls back to the highest score. Team mode compares teams.
 */
export function winnersOf(
  state: GameState,
  reason: EndReason,
): { winners: Seat[]; winningTeams: number[] | null } {
  const teams = state.teams;
  const scores = teams
    ? teams.map(([a, b]) => (state.scores[a] ?? 0) + (state.scores[b] ?? 0))
    : state.scores;
  const target = state.rules.targetScore;
  let chosen: number[] = [];
  if (state.rules.winners === 'reachedTarget' && target !== null && reason !== 'host') {
    chosen = indicesWhere(scores, (points) => points >= target);
  }
  if (chosen.length === 0) {
    const best = Math.max(...scores);
    chosen = indicesWhere(scores, (points) => points === best);
  }
  if (!teams) return { winners: chosen, winningTeams: null };
  const winners = chosen.flatMap((team) => teams[team] ?? []).sort((a, b) => a - b);
  return { winners, winningTeams: chosen };
}

function indicesWhere(values: readonly number[], test: (value: number) => boolean): number[] {
  const out: number[] = [];
  values.forEach((value, index) => {
    if (test(value)) out.push(index);
  });
  return out;
}
