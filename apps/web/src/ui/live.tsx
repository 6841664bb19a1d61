import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { crossedWarning } from '../logic/announce.ts';
import { PhaseClock, useSecondsLeft } from './clock.tsx';

/**
 * The visible clock (`PhaseClock`, a `timer` role: not read out every second; after the reveal
 * it says when the next round starts) and a polite live region that says the phase's news when
 * it changes and warns at 30 and 10 seconds left. `clock={false}` keeps the clock out of sight
 * (the drumroll before the reveal).
 */
export function Countdown(props: { view: GameView; news: string; clock?: boolean }) {
  const left = useSecondsLeft(props.view);
  const before = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid(props.news);
  }, [props.news]);
  useEffect(() => {
    const mark = crossedWarning(before.current, left);
    before.current = left;
    if (mark !== null) setSaid(t('announce.seconds', { s: mark }));
  }, [left]);
  return (
    <>
      {left !== null && props.clock !== false && (
        <PhaseClock
          view={props.view}
          {...(props.view.phase.kind === 'reveal'
            ? { label: t('next.in', { s: left }), words: t('next.in', { s: left }) }
            : { label: t('table.timeLeft', { s: left }) })}
        />
      )}
      <p class="sr-only" aria-live="polite">
        {said}
      </p>
    </>
  );
}
