import { useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import { cardAlt, CardImage } from './card.tsx';
import { useModal } from './modal.ts';

/** A card as the zoom dialog shows it; `pick` is the same choose action as under the card. */
export interface ZoomCard {
  readonly id: string;
  readonly label?: string;
  readonly caption?: ComponentChildren;
  readonly pick?: {
    readonly text: string;
    readonly pressed: boolean;
    readonly disabled: boolean;
    readonly onToggle: () => void;
  };
}

/** Horizontal swipe distance (px) that turns the page. */
const SWIPE = 48;

/**
 * One card large, in a modal `<dialog>` (the page behind is inert, so focus stays inside):
 * Escape or the close button closes it and focus returns to the card that opened it; arrow
 * keys, the arrow buttons or a swipe go to the neighbouring card. The alt text is shown as a
 * caption too, since it is what a description of the picture is for.
 */
export function Zoom(props: {
  cards: readonly ZoomCard[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useModal();
  const swipeFrom = useRef<number | null>(null);
  const { cards, index, onIndex } = props;
  const card = cards[index];
  const go = (step: number) => {
    const next = (index + step + cards.length) % cards.length;
    if (next !== index) onIndex(next);
  };

  if (!card) return null;
  const rtl = document.documentElement.dir === 'rtl';
  return (
    <dialog
      ref={dialog}
      class="zoom"
      aria-labelledby="zoom-title"
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          if (e.target instanceof HTMLInputElement) return;
          e.preventDefault();
          go((e.key === 'ArrowRight') !== rtl ? 1 : -1);
        }
      }}
    >
      <div class="zoom-head">
        <h2 id="zoom-title">
          {card.label !== undefined ? t('table.slot', { n: card.label }) : t('table.hand')}{' '}
          <span class="zoom-count">{t('zoom.count', { n: index + 1, total: cards.length })}</span>
        </h2>
        <button type="button" class="zoom-close" onClick={props.onClose}>
          <span aria-hidden="true">×</span>
          <span class="sr-only">{t('zoom.close')}</span>
        </button>
      </div>
      <div
        class="zoom-picture"
        onPointerDown={(e) => {
          swipeFrom.current = e.clientX;
        }}
        onPointerUp={(e) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null) return;
          const dx = e.clientX - from;
          if (Math.abs(dx) >= SWIPE) go(dx < 0 !== rtl ? 1 : -1);
        }}
      >
        {cards.length > 1 && (
          <button
            type="button"
            class="zoom-step prev"
            onClick={() => {
              go(-1);
            }}
          >
            <span aria-hidden="true">‹</span>
            <span class="sr-only">{t('zoom.prev')}</span>
          </button>
        )}
        <CardImage key={card.id} id={card.id} sizes="(min-width: 40rem) 30rem, 90vw" />
        {cards.length > 1 && (
          <button
            type="button"
            class="zoom-step next"
            onClick={() => {
              go(1);
            }}
          >
            <span aria-hidden="true">›</span>
            <span class="sr-only">{t('zoom.next')}</span>
          </button>
        )}
      </div>
      <p class="zoom-alt" aria-hidden="true">
        {cardAlt(card.id)}
      </p>
      {card.caption !== undefined && <div class="zoom-caption">{card.caption}</div>}
      {card.pick && (
        <button
          type="button"
          class="primary big zoom-pick"
          aria-pressed={card.pick.pressed}
          disabled={card.pick.disabled}
          // Focus starts here, so Enter chooses the card from the keyboard.
          autofocus
          onClick={card.pick.onToggle}
        >
          {card.pick.pressed ? '✓ ' : ''}
          {card.pick.text}
        </button>
      )}
    </dialog>
  );
}
