import { useSignal, useSignalEffect } from '@preact/signals';
import type { RoomCode, RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import { gameView, roomState, session, watchRoom } from '../net/connection.ts';
import { list, t } from '../i18n/index.ts';
import { currentClue, currentRound, progress } from '../logic/derive.ts';
import { tvInstruction } from '../logic/tv.ts';
import { roomPath } from '../router-parse.ts';
import type { ComponentChildren } from 'preact';
import { Card } from './card.tsx';
import { ClueView, clueLabel } from './clue-view.tsx';
import { useFitTop } from './fit.ts';
import { gridColumns } from './hand.tsx';
import { Ended } from './ended.tsx';
import { errorText } from './errors.ts';
import { DrumrollNote, drumrollCards, useSuspense } from './drumroll.tsx';
import { Countdown } from './live.tsx';
import { WaitAsk } from './next-round.tsx';
import { NewsLine } from './news.tsx';
import { QrCode } from './qr.tsx';
import { CardFacts, PointsList } from './reveal.tsx';
import { useNames } from './names.ts';
import { ScoreTrack } from './score-track.tsx';
import { TakeoverNotice } from './seat-notice.tsx';
import { Seats } from './seats.tsx';
import { useCues } from './cues.ts';
import { presetName } from './preset-name.ts';
import { avatarEmoji } from './profile.ts';

/** Cards on a 1920-wide screen: about a sixth of it each. */
const TV_SIZES = '(min-width: 100rem) 18rem, 30vw';

/** A TV board: one row of up to six cards, else two rows, sized to fit the screen's height. */
function TvBoard(props: { label: string; n: number; class?: string; children: ComponentChildren }) {
  const fit = useFitTop<HTMLDivElement>();
  const cols = gridColumns(props.n, true);
  return (
    <div
      ref={fit}
      class={`board tv-board${props.class ? ` ${props.class}` : ''}`}
      role="group"
      aria-label={props.label}
      style={{ '--cols': cols, '--rows': Math.ceil(props.n / cols) }}
    >
      {props.children}
    </div>
  );
}

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
function Stage(props: { view: GameView; names: (seat: number) => string; suspense: boolean }) {
  const { view, names } = props;
  const phase = view.phase;
  if (props.suspense) {
    const cards = drumrollCards(view);
    return (
      <div class="drumroll">
        <TvBoard label={t('table.board')} n={cards.length} class="drumroll-board">
          {cards.map((c) => (
            <Card key={c.id} id={c.id} label={String(c.slot)} sizes={TV_SIZES} />
          ))}
        </TvBoard>
        <DrumrollNote />
      </div>
    );
  }
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
        <TvBoard label={t('table.board')} n={phase.board.length}>
          {phase.board.map((id, i) => (
            <Card key={id} id={id} label={String(i + 1)} sizes={TV_SIZES} />
          ))}
        </TvBoard>
      );
    case 'reveal': {
      const r = phase.result;
      return (
        <div class="tv-reveal">
          <TvBoard label={t('table.reveal')} n={r.board.length} class="captioned">
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
          </TvBoard>
          <section aria-labelledby="tv-points-title" data-fit-after>
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

/**
 * Before the game: how to join, as large as the screen allows, and who has joined, over a
 * slow drift of card backs (still under reduced motion).
 */
function Lobby(props: { state: RoomStatePush }) {
  const { room } = props.state;
  const link = `${location.origin}${roomPath(room.code)}`;
  return (
    <main class="tv tv-waiting">
      <div class="tv-drift" aria-hidden="true">
        {Array.from({ length: 7 }, (_, i) => (
          <span key={i} class={`drift drift-${String(i)}`} />
        ))}
      </div>
      <h1 class="tv-brand">
        <span class="sr-only">{t('lobby.title', { code: room.code })}</span>
        <span aria-hidden="true">Fabula</span>
      </h1>
      <div class="tv-join-big">
        <QrCode text={link} label={t('lobby.qrAlt')} />
        <div class="tv-join-words">
          <p class="tv-join-title">{t('tv.joinTitle')}</p>
          <p class="tv-link">{t('tv.join', { link: `${location.host}${roomPath(room.code)}` })}</p>
          <p class="tv-code-label">{t('home.code')}</p>
          <p class="tv-code">{room.code}</p>
        </div>
      </div>
      <section class="tv-lobby" aria-labelledby="tv-waiting-title">
        <h2 id="tv-waiting-title">
          {room.seats.length === 0 ? t('tv.waiting') : t('tv.joined', { n: room.seats.length })}
        </h2>
        <ul class="tv-players">
          {room.seats.map((s) => (
            <li key={s.seat} style={{ '--seat': `var(--c-${s.colour})` }}>
              <span class="tv-avatar" aria-hidden="true">
                {avatarEmoji(s.avatar)}
              </span>
              <span>{s.name}</span>
            </li>
          ))}
        </ul>
        <p class="tv-rules">
          {presetName(room.settings.preset)} · {t('tv.waiting')}
        </p>
      </section>
    </main>
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
  if (state.room.phase === 'lobby' || push === null) return <Lobby state={state} />;
  return <TvGame state={state} view={push.view} />;
}

function TvGame(props: { state: RoomStatePush; view: GameView }) {
  const { state, view } = props;
  const names = useNames(state.room.seats);
  const round = currentRound(view.phase);
  const clue = currentClue(view.phase);
  // The same moment of suspense as on the phones: the outcome and the scores wait for it.
  const suspense = useSuspense(view);
  const say = suspense ? { key: 'drum.title' as const } : tvInstruction(view, names);
  const { waiting } = suspense ? { waiting: [] } : progress(view.phase);
  useCues(view);
  return (
    <main class={`tv tv-game phase-${view.phase.kind}`}>
      <NewsLine view={view} names={names} tv />
      <header class="tv-head">
        <JoinCard code={state.room.code} />
        <div class="tv-now">
          {round && (
            <p class="round">
              {t('table.round', { n: round.number })} · {t('table.storyteller')}:{' '}
              <strong>{names(round.storyteller)}</strong>
            </p>
          )}
          {clue !== null && <ClueView clue={clue} where="tv" />}
          <p class="instruction">{t(say.key, say.params)}</p>
          {waiting.length > 0 && (
            <p class="waiting">{t('table.waitingFor', { names: list(waiting.map(names)) })}</p>
          )}
          {/* Who joins at the next round, and whose seat changed hands: the room reads it here. */}
          <TakeoverNotice state={state} view={view} />
          <div class="phase-next tv-next">
            <Countdown
              view={view}
              news={`${clue === null ? '' : clueLabel(clue)} ${t(say.key, say.params)}`}
              clock={!suspense}
            />
            {!suspense && <WaitAsk view={view} names={names} watching />}
          </div>
        </div>
      </header>
      <div class="tv-body">
        <section class="tv-stage">
          <Stage view={view} names={names} suspense={suspense} />
        </section>
        <aside class="tv-side">
          {!suspense && (
            <>
              <ScoreTrack view={view} seats={state.room.seats} names={names} big />
              <Seats view={view} seats={state.room.seats} names={names} />
            </>
          )}
        </aside>
      </div>
    </main>
  );
}
