import type { HiddenClue, ShownClue } from './clue.ts';
import type { SystemCommand } from './commands.ts';
import type { Context } from './context.ts';
import { ruleError, type RuleError } from './errors.ts';
import { beginTurn } from './flow.ts';
import type { CardId, Seat } from './ids.ts';
import type { RoundResult } from './scoring/result.ts';
import { nextSeat } from './seats.ts';

type HideClue = Extract<SystemCommand, { type: 'hideClue' }>;

function hidden(clue: ShownClue): HiddenClue | null {
  return clue.kind === 'hidden' ? null : { kind: 'hidden', was: clue.kind };
}

/**
 * The host hides a round's clue (spec HC-HIDE, HC-VOID, HC-PAST). A clue still being played on
 * (submit or vote) cannot be played blind: the round is called off, every card played goes back
 * to the hand it came from, nobody scores, and the turn passes to the next seat as a skipped
 * turn does. A clue of a scored round is only hidden: the points stand, since the votes were
 * honest play. Either way what the clue was (its words, or the id of its picture or recording)
 * is gone from the game, so the server can delete its file.
 */
export function hideClue(ctx: Context, command: HideClue): RuleError | null {
  const { s } = ctx;
  const phase = s.phase;
  if ((phase.kind === 'submit' || phase.kind === 'vote') && phase.round.number === command.round) {
    const played: { seat: Seat; cards: readonly CardId[] }[] =
      phase.kind === 'submit'
        ? phase.submissions.map((sub) => ({ seat: sub.seat, cards: sub.cards }))
        : phase.board.map((b) => ({ seat: b.owner, cards: [b.card] }));
    const hands = s.hands.slice();
    for (const { seat, cards } of played) hands[seat] = [...(hands[seat] ?? []), ...cards];
    s.hands = hands;
    ctx.emit({ type: 'clueHidden', round: command.round, roundCalledOff: true });
    const { storyteller } = phase.round;
    ctx.emit({ type: 'turnSkipped', seat: storyteller, reason: 'clueHidden' });
    beginTurn(ctx, nextSeat(s, storyteller));
    // Paused: the new phase's timer waits for the resume, as every timer does (spec HO-PAUSE).
    if (s.pause !== null && s.phase.kind !== 'ended') {
      s.pause = { ...s.pause, remainingMs: s.deadline === null ? null : s.deadline - s.now };
      s.deadline = null;
    }
    return null;
  }
  const index = s.history.findIndex((r) => r.round === command.round);
  const past = s.history[index];
  const hiddenClue = past === undefined ? null : hidden(past.clue);
  if (past === undefined || hiddenClue === null) {
    return ruleError('no_such_clue', `Round ${command.round} has no clue to hide.`);
  }
  const result: RoundResult = { ...past, clue: hiddenClue };
  const history = s.history.slice();
  history[index] = result;
  s.history = history;
  if (phase.kind === 'reveal' && phase.round.number === command.round) {
    s.phase = { ...phase, result };
  }
  ctx.emit({ type: 'clueHidden', round: command.round, roundCalledOff: false });
  return null;
}
