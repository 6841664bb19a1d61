import { allowedClueKinds, parseClue } from '../clue.ts';
import type { SeatCommand } from '../commands.ts';
import type { Context } from '../context.ts';
import { ruleError, type RuleError } from '../errors.ts';
import { startTimer } from '../flow.ts';

type ClueCommand = Extract<SeatCommand, { type: 'clue' }>;

/**
 * The storyteller's clue (RULES.md §2 step 1, spec CL-*). In classic and team modes it comes with
 * the storyteller's card, which leaves the hand at once; in Party the clue comes first and the
 * storyteller submits a card like everyone else (spec PA-CLUE-FIRST).
 */
export function giveClue(ctx: Context, command: ClueCommand): RuleError | null {
  const { phase } = ctx.s;
  if (phase.kind !== 'clue') return ruleError('wrong_phase', 'It is not time for a clue.');
  const { round } = phase;
  if (command.seat !== round.storyteller) {
    return ruleError('not_storyteller', 'Only the storyteller gives the clue.');
  }
  const clue = parseClue(command.clue);
  if ('code' in clue) return clue;
  if (!allowedClueKinds(ctx.s.rules).includes(clue.kind)) {
    return ruleError('clue_kind_not_allowed', `This room's rules do not allow ${clue.kind} clues.`);
  }

  if (ctx.s.rules.mode === 'party') {
    if (command.card !== undefined) {
      return ruleError('card_not_allowed', 'In Party the clue comes before looking at the cards.');
    }
    ctx.s.phase = { kind: 'submit', round, clue, submissions: [] };
  } else {
    const { card } = command;
    if (card === undefined) {
      return ruleError('card_required', 'Choose the card your clue is about.');
    }
    const hand = ctx.s.hands[command.seat] ?? [];
    if (typeof card !== 'string' || !hand.includes(card)) {
      return ruleError('card_not_in_hand', 'That card is not in your hand.');
    }
    const hands = ctx.s.hands.slice();
    hands[command.seat] = hand.filter((c) => c !== card);
    ctx.s.hands = hands;
    ctx.s.phase = {
      kind: 'submit',
      round,
      clue,
      submissions: [{ seat: command.seat, cards: [card] }],
    };
  }
  ctx.emit({ type: 'clueGiven', seat: command.seat });
  startTimer(ctx, 'submit');
  return null;
}
