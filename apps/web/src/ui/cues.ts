import { useEffect, useRef } from 'preact/hooks';
import type { GameView } from '@fabula/protocol';
import { play } from './sounds.ts';

/** Moves that mean "your turn" (pressing "next round" after a reveal does not). */
const turnMoves = new Set(['claimStoryteller', 'clue', 'submit', 'vote', 'trap']);

/** Whether the viewer just became owed a move they did not owe in the previous view. */
export function turnStarted(before: GameView | null, now: GameView): boolean {
  const owes = (v: GameView | null) => v?.legal.some((m) => turnMoves.has(m.type)) === true;
  return owes(now) && !owes(before);
}

/** Plays the "your turn" chime and the reveal sound when the view calls for them. */
export function useCues(view: GameView): void {
  const before = useRef<GameView | null>(null);
  useEffect(() => {
    const prev = before.current;
    before.current = view;
    if (prev === null) return; // opening the page mid-round is not news
    if (view.phase.kind === 'reveal' && prev.phase.kind !== 'reveal') play('reveal');
    else if (turnStarted(prev, view)) play('turn');
  }, [view]);
}
