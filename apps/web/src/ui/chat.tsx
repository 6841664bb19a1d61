import { useSignal } from '@preact/signals';
import { chat } from '../net/connection.ts';
import { t } from '../i18n/index.ts';
import { act } from './act.ts';

/** The room's chat (Teams partners agree in the open here). */
export function Chat() {
  const text = useSignal('');
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
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const said = text.value.trim();
          if (said === '') return;
          void act<'chat'>({ type: 'chat', text: said }).then((ok) => {
            if (ok) text.value = '';
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
    </section>
  );
}
