import { useSignal } from '@preact/signals';
import type { GameView } from '@fabula/rules';
import { MAX_CLUE_LENGTH } from '../net/wire.ts';
import { t } from '../i18n/index.ts';
import { act } from './act.ts';
import { CardGrid } from './hand.tsx';

/**
 * The storyteller's clue entry, and outside Party the card it goes with. In Party the clue comes
 * first and the hand is not even in the view yet (RULES.md §4.1), so there is nothing to pick.
 */
export function ClueEntry(props: { view: GameView; party: boolean }) {
  const text = useSignal('');
  const card = useSignal<string | null>(null);
  const hand = props.view.hand ?? [];
  const ready = text.value.trim() !== '' && (props.party || card.value !== null);
  return (
    <form
      class="clue-entry"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        const clue = { kind: 'text' as const, text: text.value.trim() };
        void act<'clue'>(
          props.party || card.value === null
            ? { type: 'clue', clue }
            : { type: 'clue', clue, card: card.value },
        );
      }}
    >
      {!props.party && (
        <CardGrid
          label={t('table.hand')}
          cards={hand.map((id) => ({
            id,
            selected: card.value === id,
            pick: {
              text: card.value === id ? t('card.chosen') : t('card.choose'),
              disabled: false,
              onToggle: () => {
                card.value = card.value === id ? null : id;
              },
            },
          }))}
        />
      )}
      {/* The clue area: today a line of words; the clue kinds (emoji, drawing, voice) add their
          picker and pad here, above the send button. */}
      <div class="clue-area" data-fit-after>
        <label class="field clue-field">
          <span>{t('table.clueLabel')}</span>
          <input
            maxLength={MAX_CLUE_LENGTH}
            value={text.value}
            enterKeyHint="send"
            onInput={(e) => {
              text.value = e.currentTarget.value;
            }}
          />
        </label>
        <button class="primary big clue-send" type="submit" disabled={!ready}>
          {t('table.clueSend')}
        </button>
        {!props.party && card.value === null && <p class="hint clue-hint">{t('table.pickCard')}</p>}
      </div>
    </form>
  );
}
