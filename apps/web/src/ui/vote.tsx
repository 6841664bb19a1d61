import { useSignal } from '@preact/signals';
import type { GameView } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { legalMove } from '../logic/derive.ts';
import { act } from './act.ts';
import { CardGrid, toggle } from './hand.tsx';

/**
 * The board with numbered slots, and the vote: one card, two when `legal` allows a second vote
 * (Odyssey), any card including your own in Party; then the Party storyteller's trap. Slots
 * `legal` does not offer (your own card) cannot be chosen. A Teams voter is offered every card,
 * its partner's included, and nothing here marks that card: the voter does not know it.
 */
export function Vote(props: { view: GameView }) {
  const phase = props.view.phase;
  const vote = legalMove(props.view, 'vote');
  const trap = legalMove(props.view, 'trap');
  const votes = useSignal<readonly number[]>([]);
  const trapSlot = useSignal<number | null>(null);
  if (phase.kind !== 'vote') return null;
  const picking = vote !== undefined ? 'vote' : trap !== undefined ? 'trap' : null;
  return (
    <div>
      <h2 class="sr-only">{t('table.board')}</h2>
      <CardGrid
        class="board"
        label={t('table.board')}
        cards={phase.board.map((id, i) => {
          const slot = i + 1;
          const mine = phase.mySlots?.includes(slot) === true;
          const allowed =
            picking === 'vote'
              ? (vote?.slots.includes(slot) ?? false)
              : (trap?.slots.includes(slot) ?? false);
          const selected =
            picking === 'vote'
              ? votes.value.includes(slot)
              : picking === 'trap'
                ? trapSlot.value === slot
                : (phase.myVote?.includes(slot) ?? false) || phase.myTrap === slot;
          // While choosing, the disabled button already says "yours"; once sent, the vote is
          // named in words too (the check mark is only a picture).
          const votedFor = picking === null && phase.myVote?.includes(slot) === true;
          const caption =
            (mine && picking === null) || votedFor || phase.myTrap === slot ? (
              <span>
                {mine && picking === null && <span class="tag">{t('table.yours')}</span>}
                {votedFor && <span class="tag">{t('card.voted')}</span>}
                {phase.myTrap === slot && <span class="tag trap">{t('table.trapCard')}</span>}
              </span>
            ) : undefined;
          return {
            id,
            label: String(slot),
            selected,
            ...(caption !== undefined ? { caption } : {}),
            ...(picking !== null
              ? {
                  pick: {
                    text:
                      picking === 'trap'
                        ? selected
                          ? t('card.trapChosen')
                          : t('card.trapChoose')
                        : selected
                          ? t('card.voted')
                          : mine && !allowed
                            ? t('table.yours')
                            : t('card.vote'),
                    disabled: !allowed,
                    onToggle: () => {
                      if (picking === 'vote')
                        votes.value = toggle(votes.value, slot, vote?.maxVotes ?? 1);
                      else trapSlot.value = trapSlot.value === slot ? null : slot;
                    },
                  },
                }
              : {}),
          };
        })}
      />
      <div class="actions" data-fit-after>
        {vote && (
          <button
            class="primary big"
            type="button"
            disabled={votes.value.length === 0}
            onClick={() => void act<'vote'>({ type: 'vote', slots: [...votes.value] })}
          >
            {t('table.voteSend')}
          </button>
        )}
        {!vote && trap && (
          <button
            class="primary big"
            type="button"
            disabled={trapSlot.value === null}
            onClick={() => {
              if (trapSlot.value !== null) void act<'trap'>({ type: 'trap', slot: trapSlot.value });
            }}
          >
            {t('table.trapSend')}
          </button>
        )}
      </div>
    </div>
  );
}
