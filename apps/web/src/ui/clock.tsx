import type { GameView } from '@fabula/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { clockFace, secondsLeft } from '../logic/derive.ts';
import { clockOffset } from '../net/connection.ts';
import './momentum.css';

/** The server's clock, as this browser reckons it, ticking every `everyMs`. */
export function useServerNow(everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [everyMs]);
  return now + clockOffset.value;
}

/** Seconds left on the view's timer, ticking (null: no timer runs, or the game is paused). */
export function useSecondsLeft(view: GameView): number | null {
  return secondsLeft(view, useServerNow());
}

/**
 * The most time this phase's clock has shown (the timer's length, or more after a "wait"), so
 * the ring empties from full whatever the clock held when the screen opened.
 */
function useFullTime(view: GameView, left: number): number {
  const kind = view.phase.kind;
  const timer = kind === 'ended' ? null : view.timers[kind];
  const most = useRef({ key: '', seconds: 0 });
  const key = `${String(view.turns)}:${kind}`;
  if (most.current.key !== key) most.current = { key, seconds: 0 };
  most.current.seconds = Math.max(most.current.seconds, left, (timer ?? 0) / 1000);
  return most.current.seconds;
}

/**
 * The phase's clock, when a timer runs: a ring that empties and the time left ("0:45", or
 * `words` such as "Next round in 14 s"), red in the last ten seconds. A `timer` role, so screen
 * readers are not read every second (the live region in `live.tsx` warns at 30 and 10 s).
 * Nothing when no timer runs or the game is paused.
 */
export function PhaseClock(props: { view: GameView; label?: string; words?: string }) {
  const left = useSecondsLeft(props.view);
  const full = useFullTime(props.view, left ?? 0);
  if (left === null) return null;
  const share = full > 0 ? left / full : 0;
  const urgent = left <= 10;
  return (
    <span
      class={`phase-clock${urgent ? ' urgent' : ''}`}
      role="timer"
      aria-label={props.label ?? t('table.timeLeft', { s: left })}
    >
      <svg class="phase-clock-ring" viewBox="0 0 36 36" aria-hidden="true">
        <circle class="phase-clock-track" cx="18" cy="18" r="15.9" />
        <circle
          class="phase-clock-left"
          cx="18"
          cy="18"
          r="15.9"
          pathLength="100"
          stroke-dasharray={`${(share * 100).toFixed(2)} 100`}
        />
      </svg>
      <span class="phase-clock-text" aria-hidden="true">
        {props.words ?? clockFace(left)}
      </span>
    </span>
  );
}
