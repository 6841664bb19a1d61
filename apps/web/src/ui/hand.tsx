import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { Card } from './card.tsx';
import { useFitTop } from './fit.ts';
import { wide } from './wide.ts';
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

/**
 * Moves focus to the same kind of control (`data-nav`) in the neighbouring card. A control that
 * cannot be used (the voter's own card) is stepped over, in the direction of travel.
 */
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
  const next = nextUsable(controls, at, step);
  if (next !== null) {
    e.preventDefault();
    next.focus();
  }
}

/** The control `step` away from `at`, or past it the first one that is not disabled. */
export function nextUsable<T extends { matches(selector: string): boolean }>(
  controls: readonly T[],
  at: number,
  step: number,
): T | null {
  const direction = Math.sign(step);
  for (let i = at + step; i >= 0 && i < controls.length; i += direction) {
    const control = controls[i];
    if (control && !control.matches(':disabled')) return control;
  }
  return null;
}

/**
 * How many columns a grid of `n` cards gets: on a phone, rows of 3 or 4 so a whole hand or
 * board fits on the first screen; on a wide screen one row of up to 6, else two rows. The CSS
 * then caps the card width so that many rows fit the window's height.
 */
export function gridColumns(n: number, isWide: boolean): number {
  if (isWide) return n <= 6 ? Math.max(1, n) : Math.ceil(n / 2);
  if (n <= 2) return Math.max(1, n);
  if (n === 4) return 2;
  return n <= 6 ? 3 : 4;
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
  const fit = useFitTop<HTMLDivElement>();
  const n = props.cards.length;
  const cols = gridColumns(n, wide.value);
  const rows = Math.max(1, Math.ceil(n / cols));
  const picking = props.cards.some((c) => c.pick !== undefined);
  const captioned = props.cards.some((c) => c.caption !== undefined);
  const sizes = props.sizes ?? (wide.value ? '16rem' : `${String(Math.ceil(100 / cols))}vw`);
  const zoomCards: ZoomCard[] = props.cards.map((c) => ({
    id: c.id,
    ...(c.label !== undefined ? { label: c.label } : {}),
    ...(c.caption !== undefined ? { caption: c.caption } : {}),
    ...(c.pick ? { pick: { ...c.pick, pressed: c.selected === true } } : {}),
  }));
  return (
    <>
      <div
        ref={fit}
        class={`${props.class ?? 'hand'}${picking ? ' picking' : ''}${captioned ? ' captioned' : ''}`}
        style={{ '--cols': cols, '--rows': rows }}
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
            sizes={sizes}
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
