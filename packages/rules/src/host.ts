import type { SystemCommand } from './commands.ts';
import type { Context } from './context.ts';
import { ruleError, type RuleError } from './errors.ts';
import { endGame, updatePause } from './flow.ts';
import { isSeat } from './seats.ts';

type SeatChange = Extract<SystemCommand, { type: 'vacateSeat' | 'occupySeat' }>;

/** The host pauses the game; the phase timer freezes (RULES.md §8, spec HO-PAUSE). */
export function pauseGame(ctx: Context): RuleError | null {
  if (ctx.s.pause?.byHost === true)
    return ruleError('already_paused', 'The game is already paused.');
  updatePause(ctx, true);
  return null;
}

/** The host resumes; the game stays paused while too few seats are occupied (spec SE-MIN). */
export function resumeGame(ctx: Context): RuleError | null {
  if (ctx.s.pause?.byHost !== true)
    return ruleError('not_paused', 'The host has not paused the game.');
  updatePause(ctx, false);
  return null;
}

export function endByHost(ctx: Context): RuleError | null {
  // Cards in play go to the discard pile, so every card stays in exactly one place (PROP-CARDS).
  const phase = ctx.s.phase;
  if (phase.kind === 'submit') {
    ctx.s.discard = [...ctx.s.discard, ...phase.submissions.flatMap((s) => s.cards)];
  } else if (phase.kind === 'vote') {
    ctx.s.discard = [...ctx.s.discard, ...phase.board.map((b) => b.card)];
  }
  endGame(ctx, 'host');
  return null;
}

/**
 * A seat is left (its player quit or was removed) or taken (by its player coming back, a new
 * person or a bot). A vacant seat keeps its hand and score and is never waited for; a seat taken
 * mid-round acts in that round if it was seated when the round began (RULES.md §8, spec SE-*).
 */
export function changeSeat(ctx: Context, command: SeatChange): RuleError | null {
  const { seat } = command;
  if (!isSeat(ctx.s, seat)) return ruleError('not_a_seat', `There is no seat ${String(seat)}.`);
  const occupy = command.type === 'occupySeat';
  if (ctx.s.occupied[seat] === occupy) {
    return occupy
      ? ruleError('seat_occupied', `Seat ${seat} is already taken.`)
      : ruleError('seat_vacant', `Seat ${seat} is already empty.`);
  }
  const occupied = ctx.s.occupied.slice();
  occupied[seat] = occupy;
  ctx.s.occupied = occupied;
  ctx.emit({ type: occupy ? 'seatOccupied' : 'seatVacated', seat });
  updatePause(ctx, ctx.s.pause?.byHost ?? false);
  return null;
}
