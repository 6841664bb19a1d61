import type { RoundResult, Seat } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { historyNewestFirst } from '../logic/history.ts';
import { CardImage } from './card.tsx';
import { ClueView } from './clue-view.tsx';
import { CardFacts, PointsList } from './reveal.tsx';
import { SheetButton } from './sheet-button.tsx';

type Names = (seat: Seat) => string;

/** Every past round, newest first and open; older rounds fold away. */
export function HistoryList(props: { history: readonly RoundResult[]; names: Names }) {
  const rounds = historyNewestFirst(props.history);
  if (rounds.length === 0) return <p class="hint">{t('history.empty')}</p>;
  return (
    <ol class="history">
      {rounds.map((r, i) => (
        <li key={r.round}>
          <details open={i === 0}>
            <summary>
              <span class="history-round">
                {t('history.round', { n: r.round, name: props.names(r.storyteller) })}
              </span>{' '}
              <ClueView clue={r.clue} where="line" />
            </summary>
            <ul class="history-cards">
              {r.cards.map((c) => (
                <li key={c.slot} class={`history-card${c.answer ? ' answer' : ''}`}>
                  <span class="card-label">{c.slot}</span>
                  <CardImage id={c.card} sizes="6rem" />
                  <span class="card-caption">
                    <CardFacts
                      answer={c.answer}
                      trap={c.trap}
                      owner={c.owner}
                      voters={c.voters}
                      names={props.names}
                    />
                  </span>
                </li>
              ))}
            </ul>
            <PointsList points={r.points} names={props.names} />
          </details>
        </li>
      ))}
    </ol>
  );
}

/** A button that opens the round history in a sheet. */
export function HistoryDrawer(props: {
  history: readonly RoundResult[];
  names: Names;
  class?: string;
}) {
  return (
    <SheetButton
      label={t('history.open', { n: props.history.length })}
      icon="📜"
      title={t('history.title')}
      {...(props.class !== undefined ? { class: props.class } : {})}
    >
      <HistoryList history={props.history} names={props.names} />
    </SheetButton>
  );
}
