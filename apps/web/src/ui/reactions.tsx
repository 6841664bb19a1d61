import { useSignal } from '@preact/signals';
import type { ReactionLine, RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { newReactions, reactionKey, reactionMoment, reactionsNow } from '../logic/reactions.ts';
import { REACTION_EMOJI } from '../net/wire.ts';
import { attempt } from './attempt.ts';

const FLOAT_MS = 2600;
const LISTED = 6;
const ERROR_MS = 5000;

/**
 * Reactions that arrived while this screen was open float up for a moment (under
 * prefers-reduced-motion the CSS hides them: the list says the same). Reactions already there
 * when the screen opened (a reconnect) are listed, not floated.
 */
function useFloating(reactions: readonly ReactionLine[]): readonly ReactionLine[] {
  const seen = useRef<Set<string> | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const floating = useSignal<readonly ReactionLine[]>([]);
  seen.current ??= new Set(reactions.map(reactionKey));
  // Every room push brings a new list: a bubble's timer must outlive the next push, so timers
  // are cleared only when the screen goes away.
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  useEffect(() => {
    const known = seen.current ?? new Set<string>();
    const fresh = newReactions(reactions, known);
    if (fresh.length === 0) return;
    for (const r of fresh) known.add(reactionKey(r));
    floating.value = [...floating.value, ...fresh];
    const timer = setTimeout(() => {
      floating.value = floating.value.filter((r) => !fresh.includes(r));
      timers.current = timers.current.filter((t) => t !== timer);
    }, FLOAT_MS);
    timers.current.push(timer);
  }, [reactions, floating]);
  return floating.value;
}

/**
 * Quick reactions while a round's result (or the game's end) shows: a bar of emoji for seated
 * players, and who reacted with what for everyone. The server refuses them at other moments, to
 * spectators and to muted seats, and paces them; a refusal shows here in words.
 */
export function Reactions(props: { state: RoomStatePush; view: GameView }) {
  const { state, view } = props;
  const error = useSignal<string | null>(null);
  const floating = useFloating(state.room.reactions);
  if (reactionMoment(view.phase) === undefined) return null;
  // Newest first, so the latest stays in sight when the row is wider than the screen.
  const shown = reactionsNow(state.room.reactions, view.phase).slice(-LISTED).reverse();
  const me = state.room.seats.find((s) => s.seat === state.you);
  const name = (seat: number) => state.room.seats.find((s) => s.seat === seat)?.name ?? '?';

  return (
    <section class="reactions" aria-labelledby="react-title">
      <h2 id="react-title" class="sr-only">
        {t('react.recent')}
      </h2>
      <ol class="reaction-list" aria-live="polite">
        {shown.map((r) => (
          <li key={reactionKey(r)}>
            <span class="sr-only">{t('react.from', { name: name(r.seat), emoji: r.emoji })}</span>
            <span aria-hidden="true">
              {r.emoji} {name(r.seat)}
            </span>
          </li>
        ))}
      </ol>
      {me?.muted === true && <p class="hint">{t('chat.muted')}</p>}
      {me !== undefined && !me.muted && (
        <div class="reaction-bar" role="group" aria-label={t('react.title')}>
          {REACTION_EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={t('react.send', { emoji })}
              onClick={() => {
                void attempt<'react'>({ type: 'react', emoji }).then((refused) => {
                  error.value = refused;
                  // A refusal (too fast) is for now: it goes once the pace allows reacting again.
                  if (refused !== null) {
                    setTimeout(() => {
                      if (error.value === refused) error.value = null;
                    }, ERROR_MS);
                  }
                });
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
      {error.value !== null && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
      <div class="reaction-float" aria-hidden="true">
        {floating.map((r, i) => (
          <span
            key={reactionKey(r)}
            class="bubble"
            style={{ insetInlineStart: `${String(10 + ((r.seat * 23 + i * 11) % 80))}%` }}
          >
            {r.emoji}
            <small>{name(r.seat)}</small>
          </span>
        ))}
      </div>
    </section>
  );
}
