/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts (https, or
 * localhost): a phone that opens `npm start` at http://192.168.1.20:3000 has no
 * `navigator.clipboard`, so the older `execCommand('copy')` on a selected, hidden text area is
 * tried next. Resolves with whether either worked; never throws.
 */
export async function copyText(text: string): Promise<boolean> {
  // The DOM types say it is always there; outside a secure context it is not.
  const clipboard = (navigator as { clipboard?: Clipboard }).clipboard;
  try {
    if (clipboard !== undefined) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): fall through to the old way.
  }
  return copyBySelection(text);
}

/** The pre-Clipboard-API way: select a hidden text area and ask the browser to copy. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the only way that works outside a secure context.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Selects an element's text, so that a person can copy it by hand when copying failed. */
export function selectText(element: Element): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
