import { useSignal } from '@preact/signals';
import { t } from '../i18n/index.ts';
import { act } from './act.ts';
import { CardGrid, toggle } from './hand.tsx';

/** Choosing the card(s) to play from the hand (`legal` gives the cards and how many). */
export function Submit(props: { count: number; cards: readonly string[] }) {
  const chosen = useSignal<readonly string[]>([]);
  return (
    <div>
      <CardGrid
        label={t('table.hand')}
        cards={props.cards.map((id) => {
          const selected = chosen.value.includes(id);
          return {
            id,
            selected,
            pick: {
              text: selected ? t('card.chosen') : t('card.choose'),
              disabled: false,
              onToggle: () => {
                chosen.value = toggle(chosen.value, id, props.count);
              },
            },
          };
        })}
      />
      <div class="actions" data-fit-after>
        <button
          class="primary big"
          type="button"
          disabled={chosen.value.length !== props.count}
          onClick={() => void act<'submit'>({ type: 'submit', cards: [...chosen.value] })}
        >
          {t('table.play')}
        </button>
      </div>
    </div>
  );
}
