import type { Lang } from '@fabula/deck';
import snowball from 'snowball-stemmers';

/**
 * Word forms per language: a Snowball stemmer for English, Russian, Portuguese and Finnish (so
 * "маяка" and "маяки" are both маяк, "sumussa" is sumu), and `Intl.Segmenter` for Japanese,
 * which is written without spaces and has no stems to strip.
 */
const algorithms: Readonly<Record<Exclude<Lang, 'ja'>, string>> = {
  en: 'english',
  ru: 'russian',
  pt: 'portuguese',
  fi: 'finnish',
};

const stemmers = new Map<Lang, snowball.Stemmer>();
const stems = new Map<string, string>();

/** The stem of one lower-case word in a language (Japanese words are their own stem). */
export function stemOf(word: string, lang: Lang): string {
  if (lang === 'ja') return word;
  const key = `${lang}\u0000${word}`;
  let stem = stems.get(key);
  if (stem === undefined) {
    let stemmer = stemmers.get(lang);
    if (!stemmer) {
      stemmer = snowball.newStemmer(algorithms[lang]);
      stemmers.set(lang, stemmer);
    }
    // ё is written е by most Russians; the stemmer only knows е.
    stem = stemmer.stem(lang === 'ru' ? word.replace(/ё/g, 'е') : word);
    if (stems.size > 50_000) stems.clear();
    stems.set(key, stem);
  }
  return stem;
}

const japanese = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * The words of a normalised text (see `normalise`): Japanese by `Intl.Segmenter`, the others
 * split on spaces. Katakana is folded to hiragana so クジラ and くじら are one word.
 */
export function wordsOf(text: string, lang: Lang): string[] {
  if (lang !== 'ja') return text.split(' ').filter((w) => w.length > 0);
  return [...japanese.segment(text)].filter((s) => s.isWordLike).map((s) => foldKana(s.segment));
}

/** Katakana → hiragana (the long-vowel mark stays), for matching either spelling. */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
