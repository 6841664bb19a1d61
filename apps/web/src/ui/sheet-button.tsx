import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { Sheet } from './sheet.tsx';

/** A button that opens a sheet; the sheet's contents render only while it is open. */
export function SheetButton(props: {
  label: string;
  icon: string;
  title: string;
  class?: string;
  /** A small count beside the label (e.g. unread chat lines); hidden when 0. */
  badge?: number;
  /** The badge in words for screen readers ("3 new"). */
  badgeLabel?: string;
  onOpen?: () => void;
  onClose?: () => void;
  children: ComponentChildren;
}) {
  const open = useSignal(false);
  return (
    <>
      <button
        type="button"
        class={props.class ?? 'small'}
        aria-haspopup="dialog"
        onClick={() => {
          open.value = true;
          props.onOpen?.();
        }}
      >
        <span class="icon" aria-hidden="true">
          {props.icon}
        </span>
        <span class="label">{props.label}</span>
        {props.badge !== undefined && props.badge > 0 && (
          <span class="badge-count">
            <span aria-hidden="true">{props.badge}</span>
            <span class="sr-only">{props.badgeLabel ?? ''}</span>
          </span>
        )}
      </button>
      {open.value && (
        <Sheet
          title={props.title}
          onClose={() => {
            open.value = false;
            props.onClose?.();
          }}
        >
          {props.children}
        </Sheet>
      )}
    </>
  );
}
