import type { SeatSnapshot } from '@fabula/protocol';
import type { GameView, ShownClue } from '@fabula/protocol';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import { currentRound, progress } from '../logic/derive.ts';
import type { Message } from '../logic/reasons.ts';
import { ClueView } from './clue-view.tsx';
import { avatarEmoji } from './profile.ts';
import type { Names } from './names.ts';

/**
 * The top of the table: the round and its storyteller, the clue, what to do now, who is still
 * owed a move, and a slot (`next`) for what happens next and when — the phase's clock, the
 * countdown to the next round.
 */
export function PhaseHead(props: {
  view: GameView;
  seats: readonly SeatSnapshot[];
  names: Names;
  roundText: string;
  clue: ShownClue | null;
  say: Message;
  next: ComponentChildren;
  strip: boolean;
  hint?: ComponentChildren;
}) {
  const { view, names } = props;
  const round = currentRound(view.phase);
  return (
    <header class="phase-head">
      <div class="phase-top">
        {round && (
          <p class="round">
            {props.roundText}
            {' · '}
            {t('table.storyteller')}: <strong>{names(round.storyteller)}</strong>
          </p>
        )}
        <div class="phase-next">{props.next}</div>
      </div>
      {props.clue !== null && <ClueView clue={props.clue} where="head" />}
      <p class="instruction">{t(props.say.key, props.say.params)}</p>
      {props.hint}
      {props.strip && <SeatStrip view={view} seats={props.seats} names={names} />}
    </header>
  );
}

/**
 * Everyone at the table as a row of avatars: done (✓), still owed a move (dimmed), the
 * storyteller marked. The phone's glance at "who are we waiting for"; the full list with
 * scores is one tap away.
 */
function SeatStrip(props: { view: GameView; seats: readonly SeatSnapshot[]; names: Names }) {
  const { view } = props;
  const { acted, waiting } = progress(view.phase);
  const round = currentRound(view.phase);
  const shown = view.seats.filter((s) => s.occupied);
  return (
    <ul class="seat-strip" aria-label={t('table.atTable')}>
      {shown.map((s) => {
        const snap = props.seats.find((x) => x.seat === s.seat);
        const state = acted.includes(s.seat) ? 'acted' : waiting.includes(s.seat) ? 'waiting' : '';
        const teller = round?.storyteller === s.seat;
        const words = [
          props.names(s.seat),
          teller ? t('table.storyteller') : '',
          state === 'acted' ? t('table.done') : state === 'waiting' ? t('table.notYet') : '',
        ]
          .filter((w) => w !== '')
          .join(', ');
        return (
          <li
            key={s.seat}
            class={`strip-seat ${state}${teller ? ' teller' : ''}`}
            style={snap ? { '--seat': `var(--c-${snap.colour})` } : undefined}
            title={words}
          >
            <span aria-hidden="true">{avatarEmoji(snap?.avatar ?? '')}</span>
            <span class="sr-only">{words}</span>
          </li>
        );
      })}
    </ul>
  );
}
