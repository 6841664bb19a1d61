import type { SeatCommand } from '../commands.ts';
import type { Context } from '../context.ts';
import { ruleError, type RuleError } from '../errors.ts';
import type { Seat } from '../ids.ts';
import { partnerOf } from '../seats.ts';
import type { GameState, Phase } from '../state.ts';
import { checkBallot, type BallotRules } from './ballot.ts';
import { isVoter } from './demands.ts';

type VoteCommand = Extract<SeatCommand, { type: 'vote' }>;
type TrapCommand = Extract<SeatCommand, { type: 'trap' }>;
type VotePhase = Extract<Phase, { kind: 'vote' }>;

/** The ballot rules for one voter in the current vote phase. */
export function ballotRulesFor(state: GameState, phase: VotePhase): BallotRules {
  return {
    mode: state.rules.mode,
    maxVotes: state.table.secondVote ? 2 : 1,
    owners: phase.board.map((b) => b.owner),
  };
}

/** A vote, with an optional second vote where allowed (RULES.md §2 step 4, §3; spec VO-*). */
export function castVote(ctx: Context, command: VoteCommand): RuleError | null {
  const { phase } = ctx.s;
  if (phase.kind !== 'vote') return ruleError('wrong_phase', 'It is not time to vote.');
  const seat = command.seat;
  if (phase.ballots.some((b) => b.seat === seat)) {
    return ruleError('already_acted', 'You have already voted.');
  }
  if (!isVoter(ctx.s, phase, seat)) return whyNotVoter(ctx.s, phase, seat);
  const error = checkBallot(command.slots, seat, ballotRulesFor(ctx.s, phase));
  if (error) return error;
  ctx.s.phase = { ...phase, ballots: [...phase.ballots, { seat, slots: [...command.slots] }] };
  ctx.emit({ type: 'voted', seat });
  return null;
}

function whyNotVoter(state: GameState, phase: VotePhase, seat: Seat): RuleError {
  if (!phase.round.participants.includes(seat)) {
    return ruleError('not_participating', 'You join the game at the next round.');
  }
  if (seat === phase.round.storyteller) {
    return ruleError('not_a_voter', 'The storyteller does not vote.');
  }
  if (partnerOf(state, seat) === phase.round.storyteller) {
    return ruleError('not_a_voter', "The storyteller's partner does not vote.");
  }
  return ruleError('not_a_voter', 'Your partner votes for your team: you submitted its card.');
}

/** Party: the storyteller secretly marks one card as the trap (RULES.md §4.1 step 3, PA-TRAP). */
export function setTrap(ctx: Context, command: TrapCommand): RuleError | null {
  const { phase } = ctx.s;
  if (phase.kind !== 'vote' || ctx.s.rules.mode !== 'party') {
    return ruleError('wrong_phase', 'A trap is set during the Party vote.');
  }
  if (command.seat !== phase.round.storyteller) {
    return ruleError('not_storyteller', 'Only the storyteller sets the trap.');
  }
  if (phase.trapSet) return ruleError('already_acted', 'The trap is already set.');
  const slot: unknown = command.slot;
  if (
    typeof slot !== 'number' ||
    !Number.isInteger(slot) ||
    slot < 1 ||
    slot > phase.board.length
  ) {
    return ruleError('no_such_slot', `The board has slots 1 to ${phase.board.length}.`);
  }
  ctx.s.phase = { ...phase, trap: slot, trapSet: true };
  ctx.emit({ type: 'trapSet' });
  return null;
}
