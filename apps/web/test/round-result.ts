import type { RoundResult } from '@fabula/rules';

/** A round's public result for tests: the given round and board, the rest plain defaults. */
export function roundResult(
  partial: Partial<RoundResult> & Pick<RoundResult, 'round' | 'board'>,
): RoundResult {
  return {
    outcome: 'someFound',
    points: [],
    teamPoints: null,
    storyteller: 0,
    clue: { kind: 'text', text: 'moon' },
    storytellerSlot: 1,
    trap: null,
    ballots: [],
    scoresAfter: [0, 0, 0, 0],
    teamScoresAfter: null,
    ...partial,
  };
}
