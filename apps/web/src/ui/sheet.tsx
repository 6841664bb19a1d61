import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import { useModal } from './modal.ts';

/**
 * A modal sheet: up from the bottom on a phone, in from the side on a wide screen. Escape, the
 * close button or a tap on the backdrop closes it; focus returns to whatever opened it.
 */
export function Sheet(props: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  class?: string;
}) {
  const dialog = useModal();
  return (
    <dialog
      ref={dialog}
      class={`drawer${props.class ? ` ${props.class}` : ''}`}
      aria-labelledby="drawer-title"
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
      // Closed some other way (a control inside that ends what the sheet was for).
      onClose={props.onClose}
      onClick={(e) => {
        // A click on the dialog itself (not its contents) is a click on the backdrop.
        if (e.target === e.currentTarget) props.onClose();
      }}
    >
      <div class="drawer-body">
        <div class="zoom-head">
          <h2 id="drawer-title">{props.title}</h2>
          <button type="button" class="zoom-close" onClick={props.onClose}>
            <span aria-hidden="true">×</span>
            <span class="sr-only">{t('zoom.close')}</span>
          </button>
        </div>
        {props.children}
      </div>
    </dialog>
  );
}
