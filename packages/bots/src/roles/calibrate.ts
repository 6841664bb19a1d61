import { clueMeaning } from '../meaning/clue-meaning.ts';
import { meaningFit } from '../meaning/space.ts';
import type { Mind } from '../mind.ts';
import { listenerBeta } from '../profile.ts';

const grid = [6, 9, 12, 16, 20, 26, 34] as const;

/**
 * Reads the table: how sharply do these listeners pick the best-fitting card? Past rounds are
 * public (spec VW-REVEAL), so the storyteller fits β of its listener model to the votes seen so
 * far (maximum likelihood over a small grid, with a prior at the typical listener). Against
 * sharp readers it then aims subtler; against loose ones, plainer.
 */
export function estimateListenerBeta(mind: Mind): number {
  const logPrior = (beta: number) => -((Math.log(beta / listenerBeta) / 0.35) ** 2) / 2;
  const scores: number[] = grid.map(logPrior);
  let evidence = 0;
  for (const round of mind.view.history.slice(-12)) {
    if (round.outcome === 'popularity') continue;
    const meaning = clueMeaning(round.clue, mind.options.language);
    if (!meaning) continue;
    const fits = round.board.map((b) => {
      const profile = mind.profile(b.card);
      return profile ? meaningFit(meaning, profile) : null;
    });
    for (const ballot of round.ballots) {
      const chosen = fits[(ballot.slots[0] ?? 0) - 1];
      if (chosen === null || chosen === undefined) continue;
      const options = round.board.flatMap((b, i) => {
        const fit = fits[i];
        return b.owner !== ballot.seat && fit !== null && fit !== undefined ? [fit] : [];
      });
      if (options.length < 2) continue;
      evidence++;
      grid.forEach((beta, g) => {
        const top = Math.max(...options) * beta;
        const norm = Math.log(options.reduce((sum, f) => sum + Math.exp(beta * f - top), 0));
        scores[g] = (scores[g] ?? 0) + beta * chosen - top - norm;
      });
    }
  }
  if (evidence === 0) return listenerBeta;
  return grid[scores.indexOf(Math.max(...scores))] ?? listenerBeta;
}
