import type { GameView } from '@fabula/protocol';
import { useEffect, useState } from 'preact/hooks';
import { list, t } from '../i18n/index.ts';
import { currentRound, viewerSeat } from '../logic/derive.ts';
import { newsOf } from '../logic/news.ts';
import { news, type GameNews } from '../net/connection.ts';
import type { Names } from './names.ts';
import './news.css';

/** How long a line stays, unless the game moves on first. */
export const NEWS_MS = 7_000;
/** How long it stays at least, even when the game moves on at once (a bot tells in a second). */
export const NEWS_MIN_MS = 3_500;

/**
 * The table's news line: what just happened that the screens alone would not explain ("The host
 * hid Ana's clue — this round is called off, no points"), from the engine's events of the change
 * the protocol client saw happen (`news`: never again on a reconnection, a reload or a resync).
 * It drops into the top bar, over nothing a player needs now, is said by screen readers (a
 * polite live region, in the page from the start so the change is heard), and goes by itself
 * after a few seconds, when the next phase begins (once it has been read), or with its ✕.
 */
export function NewsLine(props: { view: GameView; names: Names; tv?: boolean }) {
  const { view, names } = props;
  const current = news.value;
  const phase = `${view.phase.kind}-${String(currentRound(view.phase)?.number ?? 0)}`;
  const [shown, setShown] = useState<{ news: GameNews; phase: string } | null>(null);
  const reader = { me: viewerSeat(view), names, list };

  useEffect(() => {
    if (current === null || Date.now() - current.at >= NEWS_MS) return;
    if (newsOf(current.events, reader).length === 0) return;
    setShown({ news: current, phase });
    // Only the news decides: the view and names of its render are the ones it came with.
  }, [current]);
  // It stays its time, or, once the next phase has begun (the next thing to read), until it
  // could be read.
  const movedOn = shown !== null && shown.phase !== phase;
  const until = shown === null ? null : shown.news.at + (movedOn ? NEWS_MIN_MS : NEWS_MS);
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setTimeout(
      () => {
        setShown(null);
      },
      Math.max(0, until - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [until]);
  const lines =
    shown !== null && until !== null && Date.now() < until
      ? newsOf(shown.news.events, reader).map((m) => t(m.key, m.params))
      : [];
  return (
    <div class={`news${props.tv === true ? ' news-tv' : ''}${lines.length > 0 ? ' shown' : ''}`}>
      <div class="news-card">
        <div class="news-lines" role="status" aria-atomic="true">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {lines.length > 0 && props.tv !== true && (
          <button
            type="button"
            class="news-close ghost"
            aria-label={t('app.dismiss')}
            onClick={() => {
              setShown(null);
            }}
          >
            ✕
          </button>
        )}
      </div>
    </div>
  );
}
