import type { SeatCommand } from '../commands.ts';
import type { Context } from '../context.ts';
import { ruleError, type RuleError } from '../errors.ts';
import { beginTurn } from '../flow.ts';

type ClaimCommand = Extract<SeatCommand, { type: 'claimStoryteller' }>;
type ContinueCommand = Extract<SeatCommand, { type: 'continue' }>;
type WaitCommand = Extract<SeatCommand, { type: 'wait' }>;

/**
 * How long the reveal's countdown lasts at least after a seat asks to wait (spec RV-WAIT): long
 * enough to read the points and laugh about the votes, short enough that the game moves on.
 */
export const revealWaitMs = 30_000;

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

/**
 * A seat still looking at the reveal asks to wait (spec RV-WAIT): the countdown then ends no
 * sooner than `revealWaitMs` from now. Once per seat per reveal, and not after pressing continue,
 * so a table cannot be held for ever; there must be a countdown to hold.
 */
export function askToWait(ctx: Context, command: WaitCommand): RuleError | null {
  const { phase } = ctx.s;
  if (phase.kind !== 'reveal') return ruleError('wrong_phase', 'There is no reveal to wait for.');
  const waited = phase.waited ?? [];
  if (waited.includes(command.seat) || phase.ready.includes(command.seat)) {
    return ruleError('already_acted', 'You have already asked to wait, or are ready.');
  }
  const deadline = ctx.s.deadline;
  if (deadline === null) return ruleError('nothing_due', 'No countdown is running.');
  const until = Math.max(deadline, ctx.s.now + revealWaitMs);
  ctx.s.deadline = until;
  ctx.s.phase = { ...phase, waited: [...waited, command.seat] };
  ctx.emit({ type: 'waited', seat: command.seat, until });
  return null;
}
