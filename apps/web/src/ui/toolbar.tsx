import { t } from '../i18n/index.ts';
import { boardPath } from '../router-parse.ts';
import { setSound, soundOn } from './sounds.ts';

/** Sounds on or off (remembered); a pressed toggle, so its state is announced too. */
export function SoundToggle() {
  const on = soundOn.value;
  return (
    <button
      type="button"
      class="small"
      aria-pressed={on}
      onClick={() => {
        setSound(!on);
      }}
    >
      <span aria-hidden="true">{on ? '🔔 ' : '🔕 '}</span>
      {t('sound.label')}
    </button>
  );
}

/** Opens the room's big shared board in a new tab (to put on a TV or a projector). */
export function TvLink(props: { code: string }) {
  return (
    <a
      class="button small"
      href={boardPath(props.code)}
      target="_blank"
      rel="noopener"
      title={t('tv.openHelp')}
    >
      {/* A no-break space: a flex button would drop a plain one at the edge of the span. */}
      <span aria-hidden="true">📺{'\u00a0'}</span>
      {t('tv.open')}
    </a>
  );
}
