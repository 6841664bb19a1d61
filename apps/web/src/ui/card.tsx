import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { lang, t } from '../i18n/index.ts';

/** Card art is 2:3 (400×600 in the deck); width and height stop layout shift while it loads. */
const WIDTH = 400;
const HEIGHT = 600;

type Deck = typeof import('@fabula/deck');
const deck = signal<Deck | null>(null);
let loading = false;

/** The built-in deck's alt text, loaded once, after the table first shows a card. */
function useDeck(): Deck | null {
  if (!loading) {
    loading = true;
    void import('@fabula/deck').then((module) => {
      deck.value = module;
    });
  }
  return deck.value;
}

/** A card's alt text in the current language (the id until the deck's words load). */
export function cardAlt(id: string): string {
  const meta = useDeck()?.cardById(id);
  return meta ? meta.alt[lang.value] : id;
}

export function cardSrc(id: string, size: 240 | 480 | 960): string {
  return `/cards/${String(size)}/${encodeURIComponent(id)}.webp`;
}

/** A card picture with its alt text; a styled placeholder with the text if the image fails. */
export function CardImage(props: { id: string; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  const alt = cardAlt(props.id);
  if (failed) {
    return (
      <span class="card-missing" role="img" aria-label={alt}>
        <span class="card-missing-note" aria-hidden="true">
          {t('table.imageMissing')}
        </span>
        <span class="card-missing-text" aria-hidden="true">
          {alt}
        </span>
      </span>
    );
  }
  return (
    <img
      class="card-img"
      src={cardSrc(props.id, 480)}
      srcset={`${cardSrc(props.id, 240)} 240w, ${cardSrc(props.id, 480)} 480w, ${cardSrc(props.id, 960)} 960w`}
      sizes={props.sizes ?? '(min-width: 60rem) 14rem, 45vw'}
      width={WIDTH}
      height={HEIGHT}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

/**
 * A card as a toggle button (hand or board) or a plain figure. Selection is shown by a ring
 * and a check mark, not by colour alone.
 */
export function Card(props: {
  id: string;
  label?: string;
  selected?: boolean;
  disabled?: boolean;
  onToggle?: () => void;
  children?: ComponentChildren;
  class?: string;
}) {
  const cls = `card${props.selected === true ? ' selected' : ''}${props.class ? ` ${props.class}` : ''}`;
  const body = (
    <>
      {props.label !== undefined && <span class="card-label">{props.label}</span>}
      <CardImage id={props.id} />
      {props.selected === true && (
        <span class="card-check" aria-hidden="true">
          ✓
        </span>
      )}
    </>
  );
  if (props.onToggle === undefined) {
    return (
      <figure class={cls}>
        {body}
        {props.children !== undefined && <figcaption>{props.children}</figcaption>}
      </figure>
    );
  }
  return (
    <div class={cls}>
      <button
        type="button"
        class="card-button"
        aria-pressed={props.selected === true}
        disabled={props.disabled === true}
        onClick={props.onToggle}
      >
        {body}
      </button>
      {props.children !== undefined && <div class="card-caption">{props.children}</div>}
    </div>
  );
}
