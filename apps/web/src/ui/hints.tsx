import { useEffect } from 'preact/hooks';
import { t, type MessageKey } from '../i18n/index.ts';
import { markSeen, seen } from './seen.ts';

/**
 * A one-line tip the first time a player meets a moment of the game (telling, playing, voting,
 * the reveal). Seen once, it does not come back: closing it or moving on counts.
 */
export function FirstHint(props: { hint: MessageKey | null }) {
  const { hint } = props;
  const key = hint === null ? null : `hint:${hint}`;
  const showing = key !== null && !seen.value.has(key);
  useEffect(() => {
    if (!showing) return;
    return () => {
      markSeen(key);
    };
  }, [showing, key]);
  if (!showing || hint === null) return null;
  return (
    <p class="phase-hint">
      <span aria-hidden="true">💡 </span>
      <span>{t(hint)}</span>
      <button
        type="button"
        class="hint-close"
        aria-label={t('hint.dismiss')}
        onClick={() => {
          markSeen(key);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
