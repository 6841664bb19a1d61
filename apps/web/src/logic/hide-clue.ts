import type { GameView } from '@fabula/protocol';

/** The clue a host's "Hide clue" hides, and whether hiding it calls its round off. */
export interface HideableClue {
  readonly round: number;
  /** The round is still being played (submit or vote): it is called off (spec HC-VOID). */
  readonly callsOff: boolean;
}

/**
 * The clue "Hide clue" acts on: the round's being played or just revealed, else the latest past
 * round's whose clue still shows; null when there is none (before the first clue, or all hidden).
 */
export function hideableClue(view: GameView): HideableClue | null {
  const { phase } = view;
  if (phase.kind === 'submit' || phase.kind === 'vote') {
    return { round: phase.round.number, callsOff: true };
  }
  const past = view.history.findLast((r) => r.clue.kind !== 'hidden');
  return past ? { round: past.round, callsOff: false } : null;
}
