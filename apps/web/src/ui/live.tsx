import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from '@fabula/rules';
import { clockOffset } from '../net/connection.ts';
import { t } from '../i18n/index.ts';
import { crossedWarning } from '../logic/announce.ts';
import { secondsLeft } from '../logic/derive.ts';

/** Seconds left on the server's clock, ticking once a second (null: no timer). */
function useSecondsLeft(view: GameView): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return secondsLeft(view, now + clockOffset.value);
}

/**
 * The visible countdown (a `timer` role: not read out every second) and a polite live region
 * that says the phase's news when it changes and warns at 30 and 10 seconds left.
 */
export function Countdown(props: { view: GameView; news: string }) {
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
      {left !== null && (
        <span class={`timer${left <= 10 ? ' urgent' : ''}`} role="timer">
          {t('table.timeLeft', { s: left })}
        </span>
      )}
      <p class="sr-only" aria-live="polite">
        {said}
      </p>
    </>
  );
}
