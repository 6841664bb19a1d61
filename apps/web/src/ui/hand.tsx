import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { Card } from './card.tsx';
import { Zoom, type ZoomCard } from './zoom.tsx';

/** One card in a grid: what it shows and, when it can be chosen now, how. */
export interface GridCard {
  readonly id: string;
  readonly label?: string;
  readonly selected?: boolean;
  /** The choose button: present only when choosing is a legal move now. */
  readonly pick?: {
    readonly text: string;
    readonly disabled: boolean;
    readonly onToggle: () => void;
  };
  readonly caption?: ComponentChildren;
  readonly class?: string;
}

/** Moves focus to the same kind of control (`data-nav`) in the neighbouring card. */
function arrowNavigate(e: KeyboardEvent): void {
  const target = e.target;
  if (!(target instanceof HTMLElement) || target.dataset.nav === undefined) return;
  const grid = e.currentTarget;
  if (!(grid instanceof HTMLElement)) return;
  const controls = [...grid.querySelectorAll<HTMLElement>(`[data-nav="${target.dataset.nav}"]`)];
  const at = controls.indexOf(target);
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length || 1;
  const rtl = getComputedStyle(grid).direction === 'rtl';
  const steps: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  const step = steps[e.key];
  if (step === undefined || at === -1) return;
  const next = controls[Math.min(controls.length - 1, Math.max(0, at + step))];
  if (next && next !== target) {
    e.preventDefault();
    next.focus();
  }
}

/**
 * A hand or a board: a grid of cards. Arrow keys move between cards, Enter on a picture opens
 * it large, and the choose button (also in the large view) picks it. Nothing here sends a move.
 */
export function CardGrid(props: {
  cards: readonly GridCard[];
  label: string;
  class?: string;
  sizes?: string;
}) {
  const zoomed = useSignal<number | null>(null);
  const zoomCards: ZoomCard[] = props.cards.map((c) => ({
    id: c.id,
    ...(c.label !== undefined ? { label: c.label } : {}),
    ...(c.caption !== undefined ? { caption: c.caption } : {}),
    ...(c.pick ? { pick: { ...c.pick, pressed: c.selected === true } } : {}),
  }));
  return (
    <>
      <div
        class={props.class ?? 'hand'}
        role="group"
        aria-label={props.label}
        onKeyDown={arrowNavigate}
      >
        {props.cards.map((c, i) => (
          <Card
            key={c.id}
            id={c.id}
            {...(c.label !== undefined ? { label: c.label } : {})}
            {...(c.class !== undefined ? { class: c.class } : {})}
            {...(props.sizes !== undefined ? { sizes: props.sizes } : {})}
            selected={c.selected === true}
            onZoom={() => {
              zoomed.value = i;
            }}
            {...(c.pick
              ? { onToggle: c.pick.onToggle, pickText: c.pick.text, disabled: c.pick.disabled }
              : {})}
          >
            {c.caption}
          </Card>
        ))}
      </div>
      {zoomed.value !== null && (
        <Zoom
          cards={zoomCards}
          index={Math.min(zoomed.value, zoomCards.length - 1)}
          onIndex={(i) => {
            zoomed.value = i;
          }}
          onClose={() => {
            zoomed.value = null;
          }}
        />
      )}
    </>
  );
}

/** Toggles `item` in a selection of at most `max` (the oldest pick drops out when full). */
export function toggle<T>(chosen: readonly T[], item: T, max: number): T[] {
  if (chosen.includes(item)) return chosen.filter((c) => c !== item);
  return [...chosen, item].slice(-max);
}
