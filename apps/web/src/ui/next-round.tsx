import type { GameView } from '@fabula/protocol';
import { list, t } from '../i18n/index.ts';
import { legalMove, viewerSeat } from '../logic/derive.ts';
import { act } from './act.ts';
import { useSecondsLeft } from './clock.tsx';
import type { Names } from './names.ts';
import './momentum.css';

/**
 * After the reveal, in the phase header beside the countdown (`Countdown` shows the clock): a
 * player still looking may ask once a round to wait — the countdown then lasts at least 30 s
 * more (spec RV-WAIT) — and everyone sees who asked. Nothing in other phases, nor on a screen
 * that only watches (the TV shows who asked, without the button).
 */
export function WaitAsk(props: { view: GameView; names: Names; watching?: boolean }) {
  const { view } = props;
  const phase = view.phase;
  if (phase.kind !== 'reveal') return null;
  const wait = props.watching !== true && legalMove(view, 'wait');
  const waited = phase.waited ?? [];
  return (
    <>
      {wait && (
        <button
          type="button"
          class="small wait-ask"
          title={t('next.waitHint')}
          onClick={() => void act<'wait'>({ type: 'wait' })}
        >
          <span aria-hidden="true">✋ </span>
          {t('next.wait')}
        </button>
      )}
      {waited.length > 0 && (
        <p class="waited" role="status">
          {t('next.waited', { names: list(waited.map(props.names)) })}
        </p>
      )}
    </>
  );
}

/**
 * What the reveal asks of this screen: "Next round" until pressed, then what happens next — the
 * round starts when everyone is ready, or when the countdown in the header runs out.
 */
export function NextRound(props: { view: GameView }) {
  const { view } = props;
  const left = useSecondsLeft(view);
  if (view.phase.kind !== 'reveal') return null;
  if (legalMove(view, 'continue')) {
    return (
      <div class="actions next-round" data-fit-after>
        <button
          class="primary big"
          type="button"
          onClick={() => void act<'continue'>({ type: 'continue' })}
        >
          {t('table.continue')}
        </button>
      </div>
    );
  }
  if (viewerSeat(view) === null) return null;
  return (
    <p class="hint wait-next" data-fit-after>
      {left === null ? t('table.waitNext') : t('next.ready')}
    </p>
  );
}
