import type { ShownClue } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { clueLabel } from '../logic/clue-label.ts';
import { clueFileUrl } from '../net/clue-upload.ts';
import { VoicePlay } from './voice-play.tsx';

export { clueLabel };

/** A text clue longer than this (characters) is set smaller, so it leaves the cards their room. */
const LONG_CLUE = 28;

/**
 * A clue shown in its kind (spec CL-KINDS), wherever a clue shows: the table's head, the TV
 * board, the history and the end. Text between guillemets, emoji large and without them, a
 * clue the host hid as such. `where` sets its size.
 */
export function ClueView(props: {
  readonly clue: ShownClue;
  readonly where: 'head' | 'tv' | 'line';
}) {
  const { clue, where } = props;
  const base = where === 'line' ? 'history-clue' : where === 'tv' ? 'clue tv-clue' : 'clue';
  switch (clue.kind) {
    case 'text': {
      const long = where !== 'line' && clue.text.length > LONG_CLUE ? ' long' : '';
      return where === 'line' ? (
        <q class={base}>{clue.text}</q>
      ) : (
        <p class={`${base}${long}`}>
          {where === 'head' && <span class="sr-only">{t('table.clue')}: </span>}
          <span aria-hidden="true">«</span>
          {clue.text}
          <span aria-hidden="true">»</span>
        </p>
      );
    }
    case 'emoji':
      return where === 'line' ? (
        <span class={`${base} clue-emoji`}>{clue.text}</span>
      ) : (
        <p class={`${base} clue-emoji`}>
          <span class="sr-only">{t('clue.emojiLabel')}: </span>
          {clue.text}
        </p>
      );
    case 'drawing': {
      const Tag = where === 'line' ? 'span' : 'figure';
      return (
        <Tag class={`clue-drawing ${where}`}>
          <img
            src={clueFileUrl(clue.ref)}
            alt={`${t('table.clue')}: ${clueLabel(clue)}`}
            width={800}
            height={600}
            loading="lazy"
          />
          {clue.caption !== undefined && where !== 'line' && (
            <figcaption>{clue.caption}</figcaption>
          )}
        </Tag>
      );
    }
    case 'voice': {
      const Tag = where === 'line' ? 'span' : 'div';
      return (
        <Tag class={`${base} clue-other voice`}>
          <VoicePlay
            clueRef={clue.ref}
            durationMs={clue.durationMs}
            caption={clue.caption}
            where={where}
          />
        </Tag>
      );
    }
    case 'hidden': {
      const Tag = where === 'line' ? 'span' : 'p';
      return (
        <Tag class={`${base} clue-other ${clue.kind}`}>
          <span class="sr-only">{t('table.clue')}: </span>
          {clueLabel(clue)}
        </Tag>
      );
    }
  }
}
