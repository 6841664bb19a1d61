import type { SeatCommand } from '../commands.ts';
import type { Context } from '../context.ts';
import { ruleError, type RuleError } from '../errors.ts';
import type { CardId, Seat } from '../ids.ts';
import { partnerOf } from '../seats.ts';
import type { Phase } from '../state.ts';
import { owesSubmission } from './demands.ts';

type SubmitCommand = Extract<SeatCommand, { type: 'submit' }>;
type SubmitPhase = Extract<Phase, { kind: 'submit' }>;

/** How many cards a seat submits: 2 under the three-player rule, else 1 (spec TP-SUBMIT). */
export function cardsToSubmit(ctx: Pick<Context, 's'>): number {
  return ctx.s.rules.mode === 'classic' ? ctx.s.table.cardsPerSubmission : 1;
}

/** A card submission (RULES.md §2 step 2, §4.1 step 2, §4.2 step 2; spec SU-*). */
export function submitCards(ctx: Context, command: SubmitCommand): RuleError | null {
  const { phase } = ctx.s;
  if (phase.kind !== 'submit') return ruleError('wrong_phase', 'It is not time to submit cards.');
  const seat = command.seat;
  if (!owesSubmission(ctx.s, phase, seat)) return whyNoSubmission(ctx, phase, seat);

  const count = cardsToSubmit(ctx);
  const cards: unknown = command.cards;
  if (!Array.isArray(cards) || cards.length !== count) {
    return ruleError('wrong_card_count', `Submit exactly ${count} card${count === 1 ? '' : 's'}.`);
  }
  const hand = ctx.s.hands[seat] ?? [];
  const chosen = cards as unknown[];
  if (new Set(chosen).size !== chosen.length) {
    return ruleError('wrong_card_count', 'Submit two different cards.');
  }
  if (!chosen.every((card): card is CardId => typeof card === 'string' && hand.includes(card))) {
    return ruleError('card_not_in_hand', 'That card is not in your hand.');
  }
  recordSubmission(ctx, phase, seat, chosen, false);
  return null;
}

/** Moves cards from a hand into the submissions (also used when a timer submits for a seat). */
export function recordSubmission(
  ctx: Context,
  phase: SubmitPhase,
  seat: Seat,
  cards: readonly CardId[],
  auto: boolean,
): void {
  const hands = ctx.s.hands.slice();
  hands[seat] = (hands[seat] ?? []).filter((card) => !cards.includes(card));
  ctx.s.hands = hands;
  ctx.s.phase = { ...phase, submissions: [...phase.submissions, { seat, cards }] };
  ctx.emit({ type: 'cardsSubmitted', seat, auto });
}

function whyNoSubmission(ctx: Context, phase: SubmitPhase, seat: Seat): RuleError {
  const { round } = phase;
  if (seat === round.storyteller && ctx.s.rules.mode !== 'party') {
    return ruleError('not_your_turn', 'The storyteller already gave their card with the clue.');
  }
  if (phase.submissions.some((s) => s.seat === seat)) {
    return ruleError('already_acted', 'You have already submitted.');
  }
  if (!round.participants.includes(seat)) {
    return ruleError('not_participating', 'You join the game at the next round.');
  }
  const partner = partnerOf(ctx.s, seat);
  if (partner !== null && phase.submissions.some((s) => s.seat === partner)) {
    return ruleError('team_already_submitted', 'Your partner already submitted for your team.');
  }
  return ruleError('not_your_turn', 'You have nothing to submit now.');
}
