import { seatCommandTypes, systemCommandTypes, type Command } from './commands.ts';
import { Context } from './context.ts';
import { ruleError, type RuleError } from './errors.ts';
import type { GameEvent } from './events.ts';
import { changeSeat, endByHost, pauseGame, resumeGame } from './host.ts';
import { hideClue } from './hide-clue.ts';
import { giveClue } from './phases/clue.ts';
import { submitCards } from './phases/submit.ts';
import { askToWait, claimStoryteller, markReady } from './phases/turn.ts';
import { castVote, setTrap } from './phases/vote.ts';
import { fail, ok, type Result } from './result.ts';
import { isSeat } from './seats.ts';
import { settle } from './settle.ts';
import type { GameState } from './state.ts';
import { tick } from './timeouts.ts';

export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/**
 * Applies one command to a game: the new state and what happened, or the rule it breaks. Pure:
 * the input state is never modified, and the same state and command always give the same result.
 *
 * @example
 * const r = apply(state, { type: 'vote', seat: 2, slots: [4], at: Date.now() });
 * if (!r.ok) console.log(r.error.code); // e.g. 'cannot_vote_own_card'
 */
export function apply(state: GameState, command: Command): Result<Applied> {
  const shapeError = checkShape(command);
  if (shapeError) return fail(shapeError);
  // The host may still hide a clue on the end screen; nothing else happens to a finished game.
  if (state.phase.kind === 'ended' && command.type !== 'hideClue') {
    return fail(ruleError('game_over', 'The game is over.'));
  }
  const ctx = new Context(state);
  ctx.s.now = Math.max(state.now, command.at);
  const error = run(ctx, command);
  if (error) return fail(error);
  settle(ctx);
  return ok(ctx.finish());
}

function run(ctx: Context, command: Command): RuleError | null {
  switch (command.type) {
    case 'tick':
      return tick(ctx);
    case 'pause':
      return pauseGame(ctx);
    case 'resume':
      return resumeGame(ctx);
    case 'endGame':
      return endByHost(ctx);
    case 'vacateSeat':
    case 'occupySeat':
      return changeSeat(ctx, command);
    case 'hideClue':
      return hideClue(ctx, command);
    default: {
      const seatError = checkSeat(ctx, command.seat);
      if (seatError) return seatError;
      switch (command.type) {
        case 'claimStoryteller':
          return claimStoryteller(ctx, command);
        case 'clue':
          return giveClue(ctx, command);
        case 'submit':
          return submitCards(ctx, command);
        case 'vote':
          return castVote(ctx, command);
        case 'trap':
          return setTrap(ctx, command);
        case 'continue':
          return markReady(ctx, command);
        case 'wait':
          return askToWait(ctx, command);
      }
    }
  }
}

/** A seat acts only if it exists, is occupied, and the game is not paused. */
function checkSeat(ctx: Context, seat: unknown): RuleError | null {
  if (!isSeat(ctx.s, seat)) return ruleError('not_a_seat', `There is no seat ${String(seat)}.`);
  if (ctx.s.occupied[seat] !== true) return ruleError('seat_vacant', `Seat ${seat} is empty.`);
  if (ctx.s.pause !== null) return ruleError('game_paused', 'The game is paused.');
  return null;
}

const commandTypes = new Set<string>([...seatCommandTypes, ...systemCommandTypes]);

/** The engine does not trust its caller's types: a malformed command is an error, not a crash. */
function checkShape(command: unknown): RuleError | null {
  if (typeof command !== 'object' || command === null) {
    return ruleError('invalid_command', 'A command must be an object.');
  }
  const { type, at } = command as { type?: unknown; at?: unknown };
  if (typeof type !== 'string' || !commandTypes.has(type)) {
    return ruleError('invalid_command', `Unknown command type ${JSON.stringify(type)}.`);
  }
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    return ruleError('invalid_command', 'A command needs a time (`at`, ms since epoch).');
  }
  return null;
}
