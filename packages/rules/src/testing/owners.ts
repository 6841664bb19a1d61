import type { Seat, Slot } from '../ids.ts';
import type { GameState } from '../state.ts';
import { viewFor, type GameView, type Viewer } from '../view.ts';

/**
 * The vote-phase state with the owners of slots `a` and `b` swapped (the cards stay where they
 * are): the same board as everyone sees it, with a different secret of who played what. Other
 * phases are returned unchanged.
 */
export function swapOwners(state: GameState, a: Slot, b: Slot): GameState {
  const phase = state.phase;
  if (phase.kind !== 'vote') return state;
  const ownerA = phase.board[a - 1]?.owner;
  const ownerB = phase.board[b - 1]?.owner;
  if (ownerA === undefined || ownerB === undefined) return state;
  const board = phase.board.map((entry, i) =>
    i === a - 1 ? { ...entry, owner: ownerB } : i === b - 1 ? { ...entry, owner: ownerA } : entry,
  );
  return { ...state, phase: { ...phase, board } };
}

/** The view without its history: a swapped state shares the history object, so it says nothing. */
function present(view: GameView): Record<string, string> {
  const { history: _history, ...rest } = view;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, JSON.stringify(value)]),
  );
}

/**
 * During the vote, what a viewer receives — its view, legal moves included — may depend on who
 * played which card only through the viewer's own cards (spec VW-OWNERS): a Teams voter must not
 * learn which card is its partner's (RULES.md §4.2 step 3). Swaps the owners of every two slots
 * that are not the viewer's own and returns what changed, e.g. `slots 2↔5: legal`; empty if
 * nothing did.
 */
export function findOwnerLeaks(state: GameState, viewer: Seat | null): string[] {
  const phase = state.phase;
  if (phase.kind !== 'vote') return [];
  const who: Viewer = viewer === null ? { spectator: true } : { seat: viewer };
  const others: Slot[] = [];
  phase.board.forEach((entry, i) => {
    if (entry.owner !== viewer) others.push(i + 1);
  });
  const before = present(viewFor(state, who));
  const leaks: string[] = [];
  for (const [i, a] of others.entries()) {
    for (const b of others.slice(i + 1)) {
      const after = present(viewFor(swapOwners(state, a, b), who));
      const changed = Object.keys(before).filter((key) => before[key] !== after[key]);
      if (changed.length > 0) leaks.push(`slots ${a}↔${b}: ${changed.join(', ')}`);
    }
  }
  return leaks;
}
