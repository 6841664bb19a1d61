import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { lang, t } from '../i18n/index.ts';
import { cardWords } from './card-alt.ts';
import './table.css';

/** Card art is 2:3 (400×600 in the deck); width and height stop layout shift while it loads. */
const WIDTH = 400;
const HEIGHT = 600;

/** A card's alt text in the current language (the id until its words load, or for a custom card). */
export function cardAlt(id: string): string {
  return cardWords(lang.value)?.[id] ?? id;
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
 * A card on the table. Tapping (or Enter on) the picture opens it large (`onZoom`); choosing it
 * is a separate button under it (`onToggle`), so looking closer never picks or plays a card by
 * accident. Selection shows as a ring, a check mark and the button's words, not colour alone.
 */
export function Card(props: {
  id: string;
  label?: string;
  selected?: boolean;
  disabled?: boolean;
  onToggle?: () => void;
  /** The choose button's words (e.g. "Choose" / "Chosen"); required with `onToggle`. */
  pickText?: string;
  onZoom?: () => void;
  children?: ComponentChildren;
  class?: string;
  sizes?: string;
}) {
  const cls = `card${props.selected === true ? ' selected' : ''}${props.class ? ` ${props.class}` : ''}`;
  const body = (
    <>
      {props.label !== undefined && <span class="card-label">{props.label}</span>}
      <CardImage id={props.id} {...(props.sizes !== undefined ? { sizes: props.sizes } : {})} />
      {props.selected === true && (
        <span class="card-check" aria-hidden="true">
          ✓
        </span>
      )}
    </>
  );
  const caption = props.children !== undefined && (
    <figcaption class="card-caption">{props.children}</figcaption>
  );
  if (props.onToggle === undefined && props.onZoom === undefined) {
    return (
      <figure class={cls}>
        {body}
        {props.children !== undefined && <figcaption>{props.children}</figcaption>}
      </figure>
    );
  }
  // A figure either way: each card is one thing on screen (slot, picture, buttons, caption).
  return (
    <figure class={cls}>
      {props.onZoom !== undefined ? (
        <button
          type="button"
          class="card-button"
          aria-haspopup="dialog"
          data-nav="zoom"
          onClick={props.onZoom}
        >
          {body}
        </button>
      ) : (
        <div class="card-face">{body}</div>
      )}
      {props.onToggle !== undefined && (
        <button
          type="button"
          class="card-pick"
          data-nav="pick"
          // The visible words first, then which card ("Vote for it: Card 3"); a hidden span would
          // be read "Vote for it : …" and the CSS check mark would join the name.
          aria-label={`${props.pickText ?? ''}: ${
            props.label !== undefined ? t('table.slot', { n: props.label }) : cardAlt(props.id)
          }`}
          aria-pressed={props.selected === true}
          disabled={props.disabled === true}
          onClick={props.onToggle}
        >
          {props.pickText}
        </button>
      )}
      {caption}
    </figure>
  );
}
