import { useSignal } from '@preact/signals';
import type { RoomStatePush } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { act } from './act.ts';

const deckIdPattern = /[A-Za-z0-9_-]{12}/;

/** A deck id from what someone pasted: the id itself, or a link that ends with it. */
export function deckIdFrom(text: string): string | null {
  const parts = text.trim().split('/');
  const last = parts.at(-1) ?? '';
  return deckIdPattern.test(last) && last.length === 12 ? last : null;
}

interface UploadReply {
  readonly deck?: { readonly id: string; readonly cards: readonly unknown[] };
  readonly refused?: readonly { readonly file: string; readonly message: string }[];
  readonly error?: { readonly message: string };
}

/**
 * The cards of the next game: the built-in deck and uploaded decks (RULES.md §6). The host can
 * upload pictures (or a zip) here, which makes a new deck and adds it; anyone can share a deck's
 * code, and the host can add a deck by its code.
 */
export function Decks(props: { state: RoomStatePush; isHost: boolean }) {
  const { settings } = props.state.room;
  const { version } = props.state;
  const code = useSignal('');
  const status = useSignal<string | null>(null);
  const busy = useSignal(false);
  const classic = settings.classicDeck === true;
  const setDecks = (decks: readonly string[], builtIn: boolean, withClassic = classic) =>
    act<'setDecks'>({
      type: 'setDecks',
      decks: [...decks],
      builtIn,
      classic: withClassic,
      version,
    });

  async function upload(files: FileList | null): Promise<void> {
    if (!files || files.length === 0) return;
    busy.value = true;
    status.value = t('decks.uploading', { n: files.length });
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    try {
      const response = await fetch('/api/decks', { method: 'POST', body: form });
      const reply = (await response.json()) as UploadReply;
      if (!reply.deck) {
        status.value = reply.error?.message ?? t('decks.failed');
        return;
      }
      const refused = reply.refused?.length ?? 0;
      status.value = t('decks.uploaded', { n: reply.deck.cards.length, refused });
      await setDecks([...settings.decks, reply.deck.id], settings.builtInDeck);
    } catch {
      status.value = t('decks.failed');
    } finally {
      busy.value = false;
    }
  }

  return (
    <details class="panel fold decks">
      <summary>
        <h2>{t('decks.title')}</h2>
        <span class="tag">
          {[
            settings.builtInDeck ? t('decks.builtInShort') : null,
            classic ? t('decks.classicShort') : null,
            settings.decks.length > 0 ? t('decks.customCount', { n: settings.decks.length }) : null,
          ]
            .filter((part) => part !== null)
            .join(' + ')}
        </span>
      </summary>
      <label class="check">
        <input
          type="checkbox"
          checked={settings.builtInDeck}
          disabled={!props.isHost}
          onChange={(e) => void setDecks(settings.decks, e.currentTarget.checked)}
        />
        <span>{t('decks.builtIn')}</span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={classic}
          disabled={!props.isHost}
          onChange={(e) =>
            void setDecks(settings.decks, settings.builtInDeck, e.currentTarget.checked)
          }
        />
        <span>{t('decks.classic')}</span>
      </label>
      {settings.decks.length > 0 && (
        <ul class="deck-list">
          {settings.decks.map((id) => (
            <li key={id}>
              <span>{t('decks.custom')}</span> <code>{id}</code>
              {props.isHost && (
                <button
                  type="button"
                  class="small"
                  onClick={() =>
                    void setDecks(
                      settings.decks.filter((d) => d !== id),
                      settings.builtInDeck,
                    )
                  }
                >
                  {t('decks.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.isHost && (
        <>
          <label class="field">
            <span>{t('decks.upload')}</span>
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif,.zip,application/zip"
              disabled={busy.value}
              onChange={(e) => void upload(e.currentTarget.files)}
            />
          </label>
          <p class="hint">{t('decks.uploadHelp')}</p>
          <form
            class="row"
            onSubmit={(e) => {
              e.preventDefault();
              const id = deckIdFrom(code.value);
              if (id === null) {
                status.value = t('decks.badCode');
                return;
              }
              code.value = '';
              void setDecks([...settings.decks, id], settings.builtInDeck);
            }}
          >
            <input
              aria-label={t('decks.codeLabel')}
              placeholder={t('decks.codeLabel')}
              value={code.value}
              onInput={(e) => {
                code.value = e.currentTarget.value;
              }}
            />
            <button type="submit">{t('decks.add')}</button>
          </form>
        </>
      )}
      <p role="status" class="hint">
        {status.value ?? ''}
      </p>
    </details>
  );
}
