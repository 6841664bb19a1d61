import { lazy, Suspense } from 'preact/compat';
import { connection, removed, status } from './net/connection.ts';
import { navigate, route } from './router.ts';
import { languageNames, languages, lang, setLanguage, isLang, t } from './i18n/index.ts';
import { Home } from './ui/home.tsx';
import { notice } from './ui/errors.ts';

/** The room screens (lobby, table) load only when a room is opened: the home page stays small. */
const Room = lazy(() => import('./ui/room.tsx').then((m) => m.Room));
/** The TV board (`/r/CODE/board`) loads on its own too. */
const BoardScreen = lazy(() => import('./ui/board-screen.tsx').then((m) => m.BoardScreen));

function ConnectionBanner() {
  if (status.value === 'connected') return null;
  return (
    <div class="banner" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      {t(status.value === 'reconnecting' ? 'conn.reconnecting' : 'conn.connecting')}
    </div>
  );
}

function LanguageSwitcher() {
  return (
    <label class="lang">
      <span class="sr-only">{t('app.language')}</span>
      <select
        value={lang.value}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLang(value)) setLanguage(value);
        }}
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function App() {
  void connection();
  const current = route.value;
  return (
    <>
      <header class="topbar">
        <a
          class="home-link"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          Fabula
        </a>
        <LanguageSwitcher />
      </header>
      <ConnectionBanner />
      {notice.value !== null && (
        <div class="notice" role="alert">
          <span>{notice.value}</span>
          <button
            type="button"
            class="ghost"
            aria-label={t('app.dismiss')}
            onClick={() => {
              notice.value = null;
            }}
          >
            ×
          </button>
        </div>
      )}
      {removed.value !== null && current.page === 'home' && (
        <p class="notice" role="alert">
          {t(`removed.${removed.value}`)}
        </p>
      )}
      {current.page === 'home' ? (
        <Home />
      ) : (
        <Suspense fallback={<p class="loading">{t('app.loading')}</p>}>
          {current.page === 'board' ? (
            <BoardScreen key={current.code} code={current.code} />
          ) : (
            <Room key={current.code} code={current.code} />
          )}
        </Suspense>
      )}
    </>
  );
}
