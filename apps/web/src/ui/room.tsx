import { useSignal, useSignalEffect } from '@preact/signals';
import type { RoomCode } from '@fabula/protocol';
import { enterRoom, gameView, removed, roomState, session, watchRoom } from '../net/connection.ts';
import { seatToken } from '../net/storage.ts';
import { navigate } from '../router.ts';
import { t } from '../i18n/index.ts';
import { errorText } from './errors.ts';
import { Lobby } from './lobby.tsx';
import { currentProfile, nameRefusal, ProfileFields } from './profile-form.tsx';
import { Table } from './table.tsx';

/** `/r/CODE`: takes the stored seat back, or asks how to join; then the lobby or the table. */
export function Room(props: { code: RoomCode }) {
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const here = session.value?.room === props.code;

  useSignalEffect(() => {
    // Opening the link of a room this browser holds a seat in: take the seat back.
    if (session.value?.room === props.code || seatToken(props.code) === null) return;
    busy.value = true;
    void enterRoom(props.code, null).then((refused) => {
      busy.value = false;
      if (refused !== null && refused !== 'needs_profile') error.value = errorText(refused);
    });
  });

  if (removed.value !== null && !here) {
    return (
      <main class="room">
        <p class="notice" role="alert">
          {t(`removed.${removed.value}`)}
        </p>
        <button
          type="button"
          onClick={() => {
            removed.value = null;
            navigate('/');
          }}
        >
          {t('app.home')}
        </button>
      </main>
    );
  }

  if (!here) {
    if (busy.value) return <p class="loading">{t('app.loading')}</p>;
    const join = async (watch: boolean) => {
      const profile = watch ? null : currentProfile();
      if (!watch && profile === null) {
        error.value = nameRefusal();
        return;
      }
      busy.value = true;
      const refused = watch ? await watchRoom(props.code) : await enterRoom(props.code, profile);
      busy.value = false;
      error.value = refused === null ? null : errorText(refused);
    };
    return (
      <main class="room">
        <form
          class="panel"
          onSubmit={(e) => {
            e.preventDefault();
            void join(false);
          }}
        >
          <h1>{t('home.joinRoom', { code: props.code })}</h1>
          <ProfileFields />
          <div class="row">
            <button class="primary" type="submit">
              {t('home.join')}
            </button>
            <button type="button" onClick={() => void join(true)}>
              {t('home.watch')}
            </button>
          </div>
          {error.value !== null && (
            <p class="error" role="alert">
              {error.value}
            </p>
          )}
        </form>
      </main>
    );
  }

  const state = roomState.value;
  if (state === null) return <p class="loading">{t('app.loading')}</p>;
  const view = gameView.value;
  if (state.room.phase === 'lobby' || view === null) return <Lobby state={state} />;
  return <Table state={state} push={view} />;
}
