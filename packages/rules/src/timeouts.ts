import type { Context } from './context.ts';
import { ruleError, type RuleError } from './errors.ts';
import { beginTurn, nextRound, scoreVotes } from './flow.ts';
import { submitDemands } from './phases/demands.ts';
import { cardsToSubmit, recordSubmission } from './phases/submit.ts';
import { nextSeat, occupiedSeats } from './seats.ts';

/**
 * The phase timer ran out (RULES.md §8, spec TI-*): the race is settled at random; a storyteller
 * without a clue loses the turn; a missing submission becomes random cards from that hand (for a
 * team, from a random active partner); a missing vote is no vote and a missing trap no trap; the
 * reveal moves on.
 */
export function tick(ctx: Context): RuleError | null {
  const { s } = ctx;
  if (s.pause !== null || s.deadline === null || s.now < s.deadline) {
    return ruleError('nothing_due', 'No timer has run out.');
  }
  const phase = s.phase;
  ctx.emit({ type: 'timedOut', phase: phase.kind });
  switch (phase.kind) {
    case 'race':
      beginTurn(ctx, ctx.rng().pick(occupiedSeats(s)));
      return null;
    case 'clue':
      ctx.emit({ type: 'turnSkipped', seat: phase.round.storyteller, reason: 'timeout' });
      beginTurn(ctx, nextSeat(s, phase.round.storyteller));
      return null;
    case 'submit': {
      const count = cardsToSubmit(ctx);
      for (const demand of submitDemands(s, phase)) {
        const seat = ctx.rng().pick(demand);
        const cards = ctx
          .rng()
          .shuffled(s.hands[seat] ?? [])
          .slice(0, count);
        const current = ctx.s.phase;
        if (current.kind === 'submit') recordSubmission(ctx, current, seat, cards, true);
      }
      return null;
    }
    case 'vote':
      scoreVotes(ctx, phase);
      return null;
    case 'reveal':
      nextRound(ctx, phase.round.storyteller);
      return null;
    case 'ended':
      return ruleError('nothing_due', 'The game is over.');
  }
}
