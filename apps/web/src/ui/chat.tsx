import { useSignal } from '@preact/signals';
import { chat, roomState } from '../net/connection.ts';
import { t } from '../i18n/index.ts';
import { attempt } from './attempt.ts';

/**
 * The room's chat (Teams partners agree in the open here). The server keeps the last lines and
 * sends them to whoever comes back; a seat the host muted sees why instead of the input, and a
 * refusal (too fast, too long) shows under the input.
 */
export function Chat() {
  const text = useSignal('');
  const error = useSignal<string | null>(null);
  const state = roomState.value;
  const muted = state?.room.seats.find((s) => s.seat === state.you)?.muted === true;
  return (
    <section class="panel chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('chat.title')}</h2>
      <ol class="chat-lines" aria-live="polite">
        {chat.value.map((line, i) => (
          <li key={`${String(line.at)}-${String(i)}`}>
            <strong>{line.from.name}</strong> {line.text}
          </li>
        ))}
      </ol>
      {muted ? (
        <p class="hint chat-muted" role="status">
          {t('chat.muted')}
        </p>
      ) : (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            const said = text.value.trim();
            if (said === '') return;
            void attempt<'chat'>({ type: 'chat', text: said }).then((refused) => {
              error.value = refused;
              if (refused === null) text.value = '';
            });
          }}
        >
          <label class="grow">
            <span class="sr-only">{t('chat.say')}</span>
            <input
              maxLength={500}
              placeholder={t('chat.say')}
              value={text.value}
              onInput={(e) => {
                text.value = e.currentTarget.value;
              }}
            />
          </label>
          <button type="submit">{t('chat.send')}</button>
        </form>
      )}
      {error.value !== null && !muted && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
    </section>
  );
}
