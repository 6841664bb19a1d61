import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { catalogues, format, languages, pickLanguage, tIn } from '../src/i18n/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(languages)('%s has every key and no other', (lang) => {
    const catalogue = catalogues[lang] as Record<string, string>;
    const missing = keys.filter((k) => !Object.hasOwn(catalogue, k));
    const extra = Object.keys(catalogue).filter((k) => !Object.hasOwn(en, k));
    expect(missing, `missing in ${lang}`).toEqual([]);
    expect(extra, `unknown in ${lang}`).toEqual([]);
  });

  it.each(languages)('%s has no empty string and the same placeholders as English', (lang) => {
    const catalogue = catalogues[lang] as Record<string, string>;
    for (const key of keys) {
      const text = catalogue[key] ?? '';
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(
        placeholders((en as Record<string, string>)[key] ?? ''),
      );
    }
  });
});

describe('language choice', () => {
  it('takes the first language Fabula speaks, by primary subtag', () => {
    expect(pickLanguage(['de-DE', 'pt-BR', 'en'])).toBe('pt');
    expect(pickLanguage(['ja'])).toBe('ja');
    expect(pickLanguage(['FI-fi'])).toBe('fi');
    expect(pickLanguage(['de', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Room {code}', { code: 'K7QX3M' })).toBe('Room K7QX3M');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(tIn('ru', 'lobby.title', { code: 'AB23CD' })).toBe('Комната AB23CD');
  });
});
