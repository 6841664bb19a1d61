import { useSignal } from '@preact/signals';
import type { ClueKind, GameView, RoomCode } from '@fabula/protocol';
import { clueLimits, emojiOf } from '@fabula/protocol/catalogue';
import type { DrawnStroke } from '@fabula/protocol/drawing';
import { uploadDrawing, uploadRecording } from '../net/clue-upload.ts';
import { MAX_CLUE_LENGTH } from '../net/wire.ts';
import { t } from '../i18n/index.ts';
import { act } from './act.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { DrawingPad } from './drawing-pad.tsx';
import { VoiceRecorder, type Recording } from './voice-recorder.tsx';
import { showError } from './errors.ts';
import { CardGrid } from './hand.tsx';

/** The kinds of clue this client can make (the rules may allow more). */
const madeHere: readonly ClueKind[] = ['text', 'emoji', 'drawing', 'voice'];

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text without its last character as people count them (a whole emoji, a whole flag). */
function withoutLast(text: string): string {
  const parts = Array.from(graphemes.segment(text.trimEnd()), (s) => s.segment);
  return parts.slice(0, -1).join('');
}

/**
 * The storyteller's clue entry, and outside Party the card it goes with. In Party the clue comes
 * first and the hand is not even in the view yet (RULES.md §4.1), so there is nothing to pick.
 * The kinds the room allows (`kinds`, from the legal move) are tabs above the field: words,
 * emoji from the picker or the phone's own emoji keyboard, or a drawing with an optional caption.
 */
export function ClueEntry(props: {
  view: GameView;
  room: RoomCode;
  party: boolean;
  kinds: readonly ClueKind[];
}) {
  const kinds = props.kinds.filter((k) => madeHere.includes(k));
  const kind = useSignal<ClueKind>('text');
  const text = useSignal('');
  const emoji = useSignal('');
  const card = useSignal<string | null>(null);
  const strokes = useSignal<readonly DrawnStroke[]>([]);
  const caption = useSignal('');
  const recording = useSignal<Recording | null>(null);
  const sending = useSignal(false);
  const hand = props.view.hand ?? [];
  const picked = emojiOf(emoji.value);
  const count = picked?.length ?? 0;
  const emojiOk = picked !== null && count >= clueLimits.emojiMin && count <= clueLimits.emojiMax;
  const clueReady =
    kind.value === 'emoji'
      ? emojiOk
      : kind.value === 'drawing'
        ? strokes.value.length > 0
        : kind.value === 'voice'
          ? recording.value !== null
          : text.value.trim() !== '';
  const ready = clueReady && !sending.value && (props.party || card.value !== null);
  // On a phone a drawing needs the screen: the kinds, the pad and Tell come first, the hand
  // (for the card the clue is about) follows, its cards no longer shrunk to fit above the pad.
  const padFirst = kind.value === 'drawing';
  const area = (
    <div class="clue-area" data-fit-after={padFirst ? undefined : true}>
      {kinds.length > 1 && (
        <div class="clue-kinds" role="group" aria-label={t('clue.kinds')}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              class="clue-kind"
              aria-pressed={kind.value === k}
              onClick={() => {
                kind.value = k;
              }}
            >
              {t(`clue.kind.${k}`)}
            </button>
          ))}
        </div>
      )}
      {kind.value === 'drawing' && <DrawingPad strokes={strokes} />}
      {kind.value === 'voice' && <VoiceRecorder recording={recording} />}
      {kind.value === 'drawing' || kind.value === 'voice' ? (
        <label class="field clue-field">
          <span>{t('clue.caption')}</span>
          <input
            maxLength={clueLimits.captionGraphemes}
            value={caption.value}
            placeholder={t('clue.captionHint')}
            enterKeyHint="send"
            onInput={(e) => {
              caption.value = e.currentTarget.value;
            }}
          />
        </label>
      ) : kind.value === 'emoji' ? (
        <div class="field clue-field emoji-field">
          <label for="clue-emoji">
            {t('clue.emojiField')}{' '}
            <span class="emoji-count" id="clue-emoji-count">
              {t('clue.emojiCount', { n: count, max: clueLimits.emojiMax })}
            </span>
          </label>
          <div class="emoji-tray">
            <input
              id="clue-emoji"
              class="emoji-input"
              value={emoji.value}
              inputMode="text"
              autoComplete="off"
              enterKeyHint="send"
              aria-invalid={picked === null}
              aria-describedby={
                picked === null ? 'clue-emoji-count clue-emoji-error' : 'clue-emoji-count'
              }
              onInput={(e) => {
                emoji.value = e.currentTarget.value;
              }}
            />
            <button
              type="button"
              class="emoji-back"
              aria-label={t('emoji.removeLast')}
              disabled={emoji.value.trim() === ''}
              onClick={() => {
                emoji.value = withoutLast(emoji.value);
              }}
            >
              ⌫
            </button>
          </div>
        </div>
      ) : (
        <label class="field clue-field">
          <span>{t('table.clueLabel')}</span>
          <input
            maxLength={MAX_CLUE_LENGTH}
            value={text.value}
            enterKeyHint="send"
            onInput={(e) => {
              text.value = e.currentTarget.value;
            }}
          />
        </label>
      )}
      <button class="primary big clue-send" type="submit" disabled={!ready}>
        {t('table.clueSend')}
      </button>
      {kind.value === 'emoji' && picked === null && (
        <p class="error clue-hint" id="clue-emoji-error" role="alert">
          {t('clue.onlyEmoji')}
        </p>
      )}
      {kind.value === 'emoji' && count > clueLimits.emojiMax && (
        <p class="error clue-hint" role="alert">
          {t('clue.tooManyEmoji', { max: clueLimits.emojiMax })}
        </p>
      )}
      {!props.party && card.value === null && (
        <p class="hint clue-hint">{t(padFirst ? 'table.pickCardBelow' : 'table.pickCard')}</p>
      )}
      {kind.value === 'emoji' && (
        <EmojiPicker
          full={count >= clueLimits.emojiMax}
          onPick={(e) => {
            emoji.value = `${emoji.value}${e}`;
          }}
        />
      )}
    </div>
  );
  return (
    <form
      class={padFirst ? 'clue-entry pad-first' : 'clue-entry'}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        const send = (clue: object) =>
          act<'clue'>(
            props.party || card.value === null
              ? { type: 'clue', clue }
              : { type: 'clue', clue, card: card.value },
          );
        const words = caption.value.trim();
        const captioned = words ? { caption: words } : {};
        if (kind.value === 'voice' && recording.value) {
          // The recording goes first (over HTTP, with the seat's token); the clue names it.
          sending.value = true;
          void uploadRecording(props.room, recording.value.blob)
            .then(async (uploaded) => {
              if (!uploaded.ok) {
                showError(uploaded.code);
                return;
              }
              const durationMs = uploaded.durationMs ?? 1;
              await send({ kind: 'voice', ref: uploaded.ref, durationMs, ...captioned });
            })
            .finally(() => {
              sending.value = false;
            });
          return;
        }
        if (kind.value === 'drawing') {
          // The strokes go first (over HTTP, with the seat's token); the clue names the result.
          sending.value = true;
          void uploadDrawing(props.room, { strokes: strokes.value })
            .then(async (uploaded) => {
              if (!uploaded.ok) {
                showError(uploaded.code);
                return;
              }
              await send({
                kind: 'drawing',
                ref: uploaded.ref,
                ...captioned,
              });
            })
            .finally(() => {
              sending.value = false;
            });
          return;
        }
        void send(
          kind.value === 'emoji'
            ? { kind: 'emoji' as const, text: (picked ?? []).join('') }
            : { kind: 'text' as const, text: text.value.trim() },
        );
      }}
    >
      {padFirst && area}
      {!props.party && (
        <CardGrid
          label={t('table.hand')}
          cards={hand.map((id) => ({
            id,
            selected: card.value === id,
            pick: {
              text: card.value === id ? t('card.chosen') : t('card.choose'),
              disabled: false,
              onToggle: () => {
                card.value = card.value === id ? null : id;
              },
            },
          }))}
        />
      )}
      {!padFirst && area}
    </form>
  );
}
