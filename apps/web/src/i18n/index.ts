import { computed, signal } from '@preact/signals';
import { saveLanguage, savedLanguage } from '../net/storage.ts';
import { en, type Catalogue, type MessageKey } from './en.ts';
import { fi } from './fi.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';

export type { MessageKey } from './en.ts';

/** The five UI languages (the deck's alt text has the same five). */
export const languages = ['en', 'ja', 'ru', 'pt', 'fi'] as const;
export type Lang = (typeof languages)[number];

export const catalogues: Readonly<Record<Lang, Catalogue>> = { en, ja, ru, pt, fi };

/** Each language's name in itself, for the switcher. */
export const languageNames: Readonly<Record<Lang, string>> = {
  en: 'English',
  ja: '日本語',
  ru: 'Русский',
  pt: 'Português',
  fi: 'Suomi',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that Fabula speaks (by primary subtag). */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}

function initialLanguage(): Lang {
  const saved = typeof localStorage === 'undefined' ? null : savedLanguage();
  if (isLang(saved)) return saved;
  if (typeof navigator === 'undefined') return 'en';
  return pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export const lang = signal<Lang>(initialLanguage());

export function setLanguage(next: Lang): void {
  lang.value = next;
  saveLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

export type Params = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a missing parameter stays visible as `{name}`. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A UI string in the current language (reading it subscribes a component to the language). */
export function t(key: MessageKey, params?: Params): string {
  return format(catalogues[lang.value][key], params);
}

/** A string in a given language (tests, and text that must not follow the switcher). */
export function tIn(language: Lang, key: MessageKey, params?: Params): string {
  return format(catalogues[language][key], params);
}

/** A list of names joined the way the language joins them. */
export function list(items: readonly string[]): string {
  return new Intl.ListFormat(lang.value, { type: 'conjunction' }).format(items);
}

export const currentLang = computed(() => lang.value);

/** Whether the key exists (for error codes arriving from the server). */
export function hasKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
