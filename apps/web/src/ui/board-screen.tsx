import { useSignal, useSignalEffect } from '@preact/signals';
import type { RoomCode, RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/rules';
import { gameView, roomState, session, watchRoom } from '../net/connection.ts';
import { list, t } from '../i18n/index.ts';
import { clueText, currentRound, progress } from '../logic/derive.ts';
import { clueWords } from '../logic/history.ts';
import { tvInstruction } from '../logic/tv.ts';
import { roomPath } from '../router-parse.ts';
import { SeatBadge } from './badge.tsx';
import { Card } from './card.tsx';
import { Ended } from './ended.tsx';
import { errorText } from './errors.ts';
import { HistoryList } from './history.tsx';
import { Countdown } from './live.tsx';
import { QrCode } from './qr.tsx';
import { CardFacts, PointsList } from './reveal.tsx';
import { useNames } from './names.ts';
import { ScoreTrack } from './score-track.tsx';
import { Seats } from './seats.tsx';
import { useCues } from './cues.ts';

/** Cards on a 1920-wide screen: about a sixth of it each. */
const TV_SIZES = '(min-width: 100rem) 18rem, 30vw';

function JoinCard(props: { code: RoomCode }) {
  const link = `${location.origin}${roomPath(props.code)}`;
  return (
    <div class="tv-join">
      <h1 class="sr-only">{t('lobby.title', { code: props.code })}</h1>
      <QrCode text={link} label={t('lobby.qrAlt')} />
      <div>
        <p class="tv-code">{props.code}</p>
        <p class="tv-link">{t('tv.join', { link: `${location.host}${roomPath(props.code)}` })}</p>
      </div>
    </div>
  );
}

/** The middle of the TV: what is on the table now (never a hand). */
function Stage(props: { view: GameView; names: (seat: number) => string }) {
  const { view, names } = props;
  const phase = view.phase;
  switch (phase.kind) {
    case 'submit': {
      const total = phase.submitted.length + phase.waitingFor.length;
      return (
        <div class="tv-backs" aria-label={t('tv.played', { n: phase.submitted.length, total })}>
          {Array.from({ length: total }, (_, i) => (
            <span key={i} class={`tv-back${i < phase.submitted.length ? ' in' : ''}`} />
          ))}
        </div>
      );
    }
    case 'vote':
      return (
        <div class="board tv-board" role="group" aria-label={t('table.board')}>
          {phase.board.map((id, i) => (
            <Card key={id} id={id} label={String(i + 1)} sizes={TV_SIZES} />
          ))}
        </div>
      );
    case 'reveal': {
      const r = phase.result;
      return (
        <div class="tv-reveal">
          <div class="board tv-board" role="group" aria-label={t('table.reveal')}>
            {[...r.board]
              .sort((a, b) => a.slot - b.slot)
              .map((b) => (
                <Card
                  key={b.card}
                  id={b.card}
                  label={String(b.slot)}
                  sizes={TV_SIZES}
                  class={b.slot === r.storytellerSlot ? 'answer' : ''}
                >
                  <CardFacts
                    answer={b.slot === r.storytellerSlot}
                    trap={b.slot === r.trap}
                    owner={b.owner}
                    voters={b.voters}
                    names={names}
                  />
                </Card>
              ))}
          </div>
          <section aria-labelledby="tv-points-title">
            <h2 id="tv-points-title" class="sr-only">
              {t('table.points')}
            </h2>
            <PointsList points={r.points} names={names} />
          </section>
        </div>
      );
    }
    case 'ended':
      return <Ended view={view} state={null} names={names} />;
    default:
      return null;
  }
}

function Lobby(props: { state: RoomStatePush }) {
  return (
    <section class="tv-lobby">
      <h2>{t('tv.waiting')}</h2>
      <ul class="tv-players">
        {props.state.room.seats.map((s) => (
          <li key={s.seat}>
            <SeatBadge colour={s.colour} avatar={s.avatar} size={40} />
            <span>{s.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/r/CODE/board`: the big shared screen for a living room. It watches the room as a spectator
 * (or, opened in a tab that already sits at the table, shows that tab's public view) and draws
 * what everyone may see, large: how to join, the clue, the board, who has acted, the reveal,
 * the score track and past rounds. Hands stay on the phones.
 */
export function BoardScreen(props: { code: RoomCode }) {
  const error = useSignal<string | null>(null);
  useSignalEffect(() => {
    if (session.value?.room === props.code) return;
    void watchRoom(props.code).then((refused) => {
      error.value = refused === null ? null : errorText(refused);
    });
  });
  const state = roomState.value;
  const push = gameView.value;
  if (error.value !== null) {
    return (
      <main class="tv">
        <p class="error" role="alert">
          {error.value}
        </p>
      </main>
    );
  }
  if (state === null) return <p class="loading">{t('app.loading')}</p>;
  if (state.room.phase === 'lobby' || push === null) {
    return (
      <main class="tv">
        <header class="tv-head tv-head-lobby">
          <JoinCard code={props.code} />
        </header>
        <Lobby state={state} />
      </main>
    );
  }
  return <TvGame state={state} view={push.view} />;
}

function TvGame(props: { state: RoomStatePush; view: GameView }) {
  const { state, view } = props;
  const names = useNames(state.room.seats);
  const round = currentRound(view.phase);
  const clue =
    clueText(view.phase) ??
    (view.phase.kind === 'reveal' ? clueWords(view.phase.result.clue) : null);
  const say = tvInstruction(view, names);
  const { waiting } = progress(view.phase);
  useCues(view);
  return (
    <main class="tv">
      <header class="tv-head">
        <JoinCard code={state.room.code} />
        <div class="tv-now">
          {round && (
            <p class="round">
              {t('table.round', { n: round.number })} · {t('table.storyteller')}:{' '}
              <strong>{names(round.storyteller)}</strong>
            </p>
          )}
          {clue !== null && <p class="clue tv-clue">«{clue}»</p>}
          <p class="instruction">{t(say.key, say.params)}</p>
          {waiting.length > 0 && (
            <p class="waiting">{t('table.waitingFor', { names: list(waiting.map(names)) })}</p>
          )}
          <Countdown view={view} news={`${clue ?? ''} ${t(say.key, say.params)}`} />
        </div>
      </header>
      <div class="tv-body">
        <section class="tv-stage">
          <Stage view={view} names={names} />
        </section>
        <aside class="tv-side">
          <ScoreTrack view={view} seats={state.room.seats} names={names} big />
          <Seats view={view} seats={state.room.seats} names={names} />
          {view.history.length > 0 && (
            <section aria-labelledby="tv-history">
              <h2 id="tv-history">{t('history.title')}</h2>
              <HistoryList history={view.history} names={names} />
            </section>
          )}
        </aside>
      </div>
    </main>
  );
}
