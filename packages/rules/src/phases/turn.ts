import type { SeatCommand } from '../commands.ts';
import type { Context } from '../context.ts';
import { ruleError, type RuleError } from '../errors.ts';
import { beginTurn } from '../flow.ts';

type ClaimCommand = Extract<SeatCommand, { type: 'claimStoryteller' }>;
type ContinueCommand = Extract<SeatCommand, { type: 'continue' }>;

/** First storyteller by race: the first seat to press "I have a clue" (RULES.md §2, ST-RACE). */
export function claimStoryteller(ctx: Context, command: ClaimCommand): RuleError | null {
  if (ctx.s.phase.kind !== 'race') {
    return ruleError('wrong_phase', 'The first storyteller has already been chosen.');
  }
  ctx.emit({ type: 'storytellerClaimed', seat: command.seat });
  beginTurn(ctx, command.seat);
  return null;
}

/** A seat has seen the reveal and is ready for the next round (spec RV-CONTINUE). */
export function markReady(ctx: Context, command: ContinueCommand): RuleError | null {
  const { phase } = ctx.s;
  if (phase.kind !== 'reveal') return ruleError('wrong_phase', 'There is no reveal to continue.');
  if (phase.ready.includes(command.seat)) {
    return ruleError('already_acted', 'You are already ready.');
  }
  ctx.s.phase = { ...phase, ready: [...phase.ready, command.seat] };
  ctx.emit({ type: 'ready', seat: command.seat });
  return null;
}
