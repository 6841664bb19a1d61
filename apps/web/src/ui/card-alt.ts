import { signal } from '@preact/signals';
import type { Lang } from '../i18n/index.ts';

type Words = Readonly<Record<string, string>>;

/** One chunk per language (apps/web/build/card-alt.ts): a room loads only its own. */
const loaders: Readonly<Record<Lang, () => Promise<{ default: Words }>>> = {
  en: () => import('virtual:card-alt-en'),
  ja: () => import('virtual:card-alt-ja'),
  ru: () => import('virtual:card-alt-ru'),
  pt: () => import('virtual:card-alt-pt'),
  fi: () => import('virtual:card-alt-fi'),
};

const loaded = signal<Partial<Record<Lang, Words>>>({});
const asked = new Set<Lang>();

/**
 * The built-in deck's alt text in `lang`, by card id; null until it has arrived (asking starts
 * the download, once per language; a failed one is asked again next time).
 */
export function cardWords(lang: Lang): Words | null {
  if (!asked.has(lang)) {
    asked.add(lang);
    loaders[lang]().then(
      (module) => {
        loaded.value = { ...loaded.value, [lang]: module.default };
      },
      () => {
        asked.delete(lang);
      },
    );
  }
  return loaded.value[lang] ?? null;
}
