import type { GameView } from '@fabula/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import './momentum.css';

/** How long the table holds its breath before the reveal (shorter with reduced motion). */
export const drumrollMs = 2400;
const quietDrumrollMs = 1200;

/**
 * The phase the game was in just before the current one, as this screen saw it (null when the
 * page opened on the current phase: a refresh is not news).
 */
export function usePhaseBefore(view: GameView): GameView['phase']['kind'] | null {
  const seen = useRef<{
    key: string;
    kind: GameView['phase']['kind'];
    before: GameView['phase']['kind'] | null;
  } | null>(null);
  const key = `${String(view.turns)}:${view.phase.kind}`;
  if (seen.current === null) seen.current = { key, kind: view.phase.kind, before: null };
  else if (seen.current.key !== key) {
    seen.current = { key, kind: view.phase.kind, before: seen.current.kind };
  }
  return seen.current.before;
}

/**
 * Whether the table is holding its breath before the reveal: for a couple of seconds after the
 * last vote came in while this screen watched (the phase before was the vote; the reveal or, when
 * that round ended the game, the end). Opening the page on a reveal is not news: no suspense.
 * While it lasts, the table shows `DrumrollScreen` and keeps the round's outcome and the new
 * scores out of sight.
 */
export function useSuspense(view: GameView): boolean {
  const before = usePhaseBefore(view);
  const kind = view.phase.kind;
  const live = before === 'vote' && (kind === 'reveal' || kind === 'ended');
  const round = view.turns;
  const [doneFor, setDoneFor] = useState<number | null>(null);
  useEffect(() => {
    if (!live) return;
    const quiet = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => {
        setDoneFor(round);
      },
      quiet ? quietDrumrollMs : drumrollMs,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [live, round]);
  return live && doneFor !== round;
}

/** "All the votes are in!" and three cards turning over. */
export function DrumrollScreen() {
  return (
    <div class="drumroll" role="status">
      <p class="drumroll-title">{t('drum.title')}</p>
      <p class="drumroll-cards" aria-hidden="true">
        <span />
        <span />
        <span />
      </p>
      <p>{t('drum.turning')}</p>
    </div>
  );
}
