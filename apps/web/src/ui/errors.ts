import { signal } from '@preact/signals';
import { hasKey, t } from '../i18n/index.ts';

/** The last refusal to show (role="alert"), as a translated sentence. */
export const notice = signal<string | null>(null);

/** A server error code in words (a known one translated, else the generic sentence). */
export function errorText(code: string): string {
  const key = `error.${code}`;
  return hasKey(key) ? t(key) : t('error.generic', { code });
}

export function showError(code: string): void {
  notice.value = errorText(code);
}
