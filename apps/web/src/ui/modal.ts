import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Opens a `<dialog>` as modal while the component is mounted: the page behind turns inert (so
 * focus stays inside), and when it closes focus goes back to whatever opened it.
 */
export function useModal(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);
  return dialog;
}
