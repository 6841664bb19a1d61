import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import {
  emojiGroups,
  loadPickerEmoji,
  searchEmoji,
  type EmojiGroup,
  type PickerEmoji,
} from '../logic/emoji-data.ts';

/** Each group's tab, drawn with an emoji of its own. */
const groupIcons: Readonly<Record<EmojiGroup, string>> = {
  smileys: '😀',
  people: '🧑',
  animals: '🐻',
  food: '🍎',
  travel: '🏠',
  activities: '⚽',
  objects: '💡',
  symbols: '❤️',
  flags: '🏳️',
};

/**
 * The emoji picker: a search box over the emoji's names in the player's language, a tab per
 * group, and a grid of large buttons (44 px and more: a finger's size). The names come from
 * emojibase-data, loaded when the picker first opens. Phones' own emoji keyboards work too: the
 * clue field takes typed emoji.
 */
export function EmojiPicker(props: {
  readonly onPick: (emoji: string) => void;
  readonly full: boolean;
}) {
  const groups = useSignal<ReadonlyMap<EmojiGroup, readonly PickerEmoji[]> | null>(null);
  const failed = useSignal(false);
  const group = useSignal<EmojiGroup>('smileys');
  const query = useSignal('');
  const language = lang.value;
  useEffect(() => {
    let live = true;
    failed.value = false;
    loadPickerEmoji(language).then(
      (loaded) => {
        if (live) groups.value = loaded;
      },
      () => {
        if (live) failed.value = true;
      },
    );
    return () => {
      live = false;
    };
  }, [language]);

  if (failed.value) return <p class="error">{t('emoji.loadFailed')}</p>;
  const loaded = groups.value;
  if (loaded === null) return <p class="hint emoji-loading">{t('emoji.loading')}</p>;
  const searching = query.value.trim() !== '';
  const shown = searching ? searchEmoji(loaded, query.value) : (loaded.get(group.value) ?? []);
  return (
    <div class="emoji-picker">
      <label class="field emoji-search">
        <span class="sr-only">{t('emoji.search')}</span>
        <input
          type="search"
          placeholder={t('emoji.search')}
          value={query.value}
          onInput={(e) => {
            query.value = e.currentTarget.value;
          }}
        />
      </label>
      {!searching && (
        <div class="emoji-groups" role="group" aria-label={t('emoji.groups')}>
          {emojiGroups.map((g) => (
            <button
              key={g}
              type="button"
              class="emoji-group"
              aria-pressed={group.value === g}
              aria-label={t(`emoji.group.${g}`)}
              title={t(`emoji.group.${g}`)}
              onClick={() => {
                group.value = g;
              }}
            >
              {groupIcons[g]}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <p class="hint">{t('emoji.none')}</p>
      ) : (
        <ul
          class="emoji-grid"
          aria-label={searching ? t('emoji.found') : t(`emoji.group.${group.value}`)}
        >
          {shown.map((e) => (
            <li key={e.emoji}>
              <button
                type="button"
                class="emoji-button"
                aria-label={e.label}
                title={e.label}
                disabled={props.full}
                onClick={() => {
                  props.onPick(e.emoji);
                }}
              >
                {e.emoji}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
