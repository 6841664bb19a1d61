import { useSignal } from '@preact/signals';
import { createRoom, enterRoom, watchRoom } from '../net/connection.ts';
import { recentRooms } from '../net/storage.ts';
import { parseRoomCode } from '../net/wire.ts';
import { navigate, roomPath } from '../router.ts';
import { lang, t } from '../i18n/index.ts';
import { errorText } from './errors.ts';
import { HowToSteps } from './howto.tsx';
import { currentProfile, nameRefusal, ProfileFields } from './profile-form.tsx';

/** Create a room, or join one by its code. */
export function Home() {
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const recent = recentRooms();

  async function create(e: Event) {
    e.preventDefault();
    const profile = currentProfile();
    if (profile === null) {
      error.value = nameRefusal();
      return;
    }
    busy.value = true;
    const created = await createRoom(profile, lang.value);
    busy.value = false;
    if ('error' in created) error.value = errorText(created.error);
    else navigate(roomPath(created.room));
  }

  async function join(watch: boolean) {
    const room = parseRoomCode(code.value);
    if (room === null) {
      error.value = t('home.codeInvalid');
      return;
    }
    const profile = watch ? null : currentProfile();
    if (!watch && profile === null) {
      error.value = nameRefusal();
      return;
    }
    busy.value = true;
    const refused = watch ? await watchRoom(room) : await enterRoom(room, profile);
    busy.value = false;
    if (refused === null) navigate(roomPath(room));
    else error.value = errorText(refused);
  }

  return (
    <main class="home" aria-busy={busy.value}>
      <section class="hero">
        <h1 class="brand">Fabula</h1>
        <p class="pitch">{t('home.pitch')}</p>
        <form class="panel create" onSubmit={(e) => void create(e)}>
          <ProfileFields autoFocus />
          <button class="primary big create-button" type="submit" disabled={busy.value}>
            {t('home.create')}
          </button>
        </form>
      </section>
      {error.value !== null && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
      <form
        class="panel join"
        onSubmit={(e) => {
          e.preventDefault();
          void join(false);
        }}
      >
        <h2>{t('home.joinTitle')}</h2>
        <div class="row">
          <label class="field grow">
            <span class="sr-only">{t('home.code')}</span>
            <input
              class="code-input"
              name="room"
              autocomplete="off"
              autocapitalize="characters"
              spellcheck={false}
              maxLength={12}
              placeholder="K7QX3M"
              aria-label={t('home.code')}
              value={code.value}
              onInput={(e) => {
                code.value = e.currentTarget.value;
              }}
            />
          </label>
          <button type="submit" disabled={busy.value}>
            {t('home.join')}
          </button>
          <button type="button" class="ghost" disabled={busy.value} onClick={() => void join(true)}>
            {t('home.watch')}
          </button>
        </div>
      </form>
      <HowToSteps mode="classic" />
      {recent.length > 0 && (
        <nav class="panel" aria-labelledby="recent-title">
          <h2 id="recent-title">{t('home.recent')}</h2>
          <ul class="recent">
            {recent.map((room) => (
              <li key={room}>
                <a
                  href={roomPath(room)}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(roomPath(room));
                  }}
                >
                  {t('home.rejoin', { code: room })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p class="fineprint">{t('app.trademark')}</p>
    </main>
  );
}
