import type { Context } from './context.ts';
import { beginTurn, layBoard, nextRound, scoreVotes } from './flow.ts';
import { hasOwedSubmissions, isTrapPending, owesVote } from './phases/demands.ts';
import { nextSeat } from './seats.ts';

/**
 * Moves the game on while the current phase is complete: after every command, the engine asks
 * "is anyone still owed an action?" and advances if not. Vacant seats are never waited for
 * (spec SE-VACANT); a paused game does not move (spec SE-MIN, HO-PAUSE).
 */
export function settle(ctx: Context): void {
  // Each pass either returns or moves to a later phase; the bound only guards against a bug.
  for (let pass = 0; pass < 64; pass++) {
    const { s } = ctx;
    if (s.pause !== null) return;
    const phase = s.phase;
    switch (phase.kind) {
      case 'race':
      case 'ended':
        return;
      case 'clue': {
        const { storyteller } = phase.round;
        if (s.occupied[storyteller] === true) return;
        ctx.emit({ type: 'turnSkipped', seat: storyteller, reason: 'vacant' });
        beginTurn(ctx, nextSeat(s, storyteller));
        break;
      }
      case 'submit':
        if (hasOwedSubmissions(s, phase)) return;
        layBoard(ctx, phase);
        break;
      case 'vote':
        if (isTrapPending(s, phase)) return;
        if (phase.round.participants.some((seat) => owesVote(s, phase, seat))) return;
        scoreVotes(ctx, phase);
        break;
      case 'reveal': {
        const waiting = s.occupied.some(
          (occupied, seat) => occupied && !phase.ready.includes(seat),
        );
        if (waiting) return;
        nextRound(ctx, phase.round.storyteller);
        break;
      }
    }
  }
  throw new Error('settle: the game did not come to rest');
}
