import { allowedClueKinds, type ClueKind } from './clue.ts';
import type { CardId, Seat, Slot } from './ids.ts';
import { isTrapPending, owesSubmission, owesVote } from './phases/demands.ts';
import { cardsToSubmit } from './phases/submit.ts';
import { ballotRulesFor } from './phases/vote.ts';
import type { GameState } from './state.ts';

/**
 * A move a seat may make now, with its choices: the UI enables exactly these and bots pick among
 * them. Any choice listed is accepted by `apply` (for `vote`: 1 to `maxVotes` distinct slots).
 */
export type LegalCommand =
  | { readonly type: 'claimStoryteller' }
  /**
   * `cards` is null in Party, where the clue comes before the cards; `kinds` are the kinds of
   * clue the room's rules allow (text always first).
   */
  | {
      readonly type: 'clue';
      readonly cards: readonly CardId[] | null;
      readonly kinds: readonly ClueKind[];
    }
  | { readonly type: 'submit'; readonly cards: readonly CardId[]; readonly count: number }
  | { readonly type: 'vote'; readonly slots: readonly Slot[]; readonly maxVotes: number }
  | { readonly type: 'trap'; readonly slots: readonly Slot[] }
  | { readonly type: 'continue' }
  /** Hold the reveal's countdown (while one runs, once per reveal, before pressing continue). */
  | { readonly type: 'wait' };

/** What `seat` may do now (spec LG-*). Nothing while paused, over, or for a vacant seat. */
export function legalCommands(state: GameState, seat: Seat): LegalCommand[] {
  if (state.pause !== null || state.occupied[seat] !== true) return [];
  const phase = state.phase;
  const hand = state.hands[seat] ?? [];
  switch (phase.kind) {
    case 'race':
      return [{ type: 'claimStoryteller' }];
    case 'clue':
      if (seat !== phase.round.storyteller) return [];
      return [
        {
          type: 'clue',
          cards: state.rules.mode === 'party' ? null : hand,
          kinds: allowedClueKinds(state.rules),
        },
      ];
    case 'submit':
      if (!owesSubmission(state, phase, seat)) return [];
      return [{ type: 'submit', cards: hand, count: cardsToSubmit({ s: state }) }];
    case 'vote': {
      const moves: LegalCommand[] = [];
      const all = phase.board.map((_, i) => i + 1);
      if (owesVote(state, phase, seat)) {
        // Every card but one's own (Party: every card). A Teams voter's choices include its
        // team's card: leaving it out would tell the voter which card its partner played.
        const rules = ballotRulesFor(state, phase);
        const slots = all.filter(
          (slot) => rules.mode === 'party' || rules.owners[slot - 1] !== seat,
        );
        moves.push({ type: 'vote', slots, maxVotes: Math.min(rules.maxVotes, slots.length) });
      }
      if (seat === phase.round.storyteller && isTrapPending(state, phase)) {
        moves.push({ type: 'trap', slots: all });
      }
      return moves;
    }
    case 'reveal': {
      if (phase.ready.includes(seat)) return [];
      const canWait = state.deadline !== null && !(phase.waited ?? []).includes(seat);
      return canWait ? [{ type: 'continue' }, { type: 'wait' }] : [{ type: 'continue' }];
    }
    case 'ended':
      return [];
  }
}
