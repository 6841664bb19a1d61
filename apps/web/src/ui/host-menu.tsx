import { useSignal } from '@preact/signals';
import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { hideableClue } from '../logic/hide-clue.ts';
import { act } from './act.ts';
import { SeatBadge } from './badge.tsx';
import { SeatActions } from './seat-actions.tsx';

function isHostOf(state: RoomStatePush): boolean {
  return state.room.seats.some((s) => s.seat === state.you && s.host);
}

/** Everyone sees when the host has paused the game; the host can resume from here. */
export function PauseBanner(props: { state: RoomStatePush; view: GameView }) {
  if (props.view.pause?.byHost !== true || props.state.room.phase !== 'playing') return null;
  const host = isHostOf(props.state);
  return (
    <div class="paused-banner" role="status">
      <p>{t(host ? 'host.pausedYou' : 'host.paused')}</p>
      {host && (
        <button
          type="button"
          class="primary"
          onClick={() => void act<'resumeGame'>({ type: 'resumeGame' })}
        >
          {t('host.resume')}
        </button>
      )}
    </div>
  );
}

/**
 * A question before a step that cannot be undone ("End the game now?", "Hide this clue?"), with
 * the safe answer focused, so Enter does not take the step by accident.
 */
function Confirm(props: { question: string; yes: string; onYes: () => void; onDone: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div class="confirm" role="group" aria-labelledby="host-confirm">
      <p id="host-confirm">{props.question}</p>
      <div class="row">
        <button
          type="button"
          class="danger"
          onClick={() => {
            props.onYes();
            props.onDone();
            // What follows is the news: close the menu's sheet so it shows.
            document.querySelector<HTMLDialogElement>('dialog.drawer[open]')?.close();
          }}
        >
          {props.yes}
        </button>
        <button type="button" ref={cancel} onClick={props.onDone}>
          {t('host.cancel')}
        </button>
      </div>
    </div>
  );
}

/**
 * The host's controls during (and after) a game, in the table's menu: pause or resume, end the
 * game (confirmed), hide a clue (confirmed: RULES.md §9), lock or unlock, a bot for an empty
 * seat, and mute, hand over or remove a seat.
 */
export function HostControls(props: { state: RoomStatePush; view: GameView }) {
  const confirming = useSignal<'end' | 'hide' | null>(null);
  const { state, view } = props;
  if (!isHostOf(state)) return null;
  const hideable = hideableClue(view);
  const done = () => {
    confirming.value = null;
  };
  const running = state.room.phase === 'playing';
  const paused = view.pause?.byHost === true;
  const others = state.room.seats.filter((s) => s.seat !== state.you && !s.vacant);
  return (
    <section class="host-menu" aria-labelledby="host-menu-title">
      <h3 id="host-menu-title">{t('host.menu')}</h3>
      <div class="row">
        {running &&
          (paused ? (
            <button type="button" onClick={() => void act<'resumeGame'>({ type: 'resumeGame' })}>
              {t('host.resume')}
            </button>
          ) : (
            <button type="button" onClick={() => void act<'pauseGame'>({ type: 'pauseGame' })}>
              {t('host.pause')}
            </button>
          ))}
        <button
          type="button"
          aria-pressed={state.room.locked}
          onClick={() =>
            void (state.room.locked
              ? act<'unlock'>({ type: 'unlock' })
              : act<'lock'>({ type: 'lock' }))
          }
        >
          {state.room.locked ? t('lobby.unlock') : t('lobby.lock')}
        </button>
        {running && state.room.seats.some((s) => s.vacant) && (
          <button type="button" onClick={() => void act<'addBot'>({ type: 'addBot' })}>
            {t('lobby.addBot')}
          </button>
        )}
        {hideable && confirming.value === null && (
          <button
            type="button"
            class="danger"
            onClick={() => {
              confirming.value = 'hide';
            }}
          >
            {t('host.hideClue')}
          </button>
        )}
        {running && confirming.value === null && (
          <button
            type="button"
            class="danger"
            onClick={() => {
              confirming.value = 'end';
            }}
          >
            {t('host.end')}
          </button>
        )}
      </div>
      {running && confirming.value === 'end' && (
        <Confirm
          question={t('host.endConfirm')}
          yes={t('host.endYes')}
          onYes={() => void act<'endGame'>({ type: 'endGame' })}
          onDone={done}
        />
      )}
      {hideable && confirming.value === 'hide' && (
        <Confirm
          question={
            hideable.callsOff
              ? t('host.hideConfirmPlaying')
              : t('host.hideConfirmPast', { n: hideable.round })
          }
          yes={t('host.hideYes')}
          onYes={() => void act<'hideClue'>({ type: 'hideClue', round: hideable.round })}
          onDone={done}
        />
      )}
      {others.length > 0 && (
        <>
          <h4>{t('host.seats')}</h4>
          <ul class="seats">
            {others.map((seat) => (
              <li key={seat.seat} class={seat.connected ? 'seat' : 'seat away'}>
                <SeatBadge colour={seat.colour} avatar={seat.avatar} />
                <span class="seat-name">{seat.name}</span>
                <span class="tags">
                  {seat.bot && !seat.standIn && <span class="tag bot">{t('lobby.bot')}</span>}
                  {seat.muted && <span class="tag muted">{t('host.muted')}</span>}
                </span>
                <SeatActions seat={seat} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
