import type { Lang, Words } from '../../types.ts';

/**
 * A noun with the forms our sentences need in each language. Sentences are written per
 * language around these forms (never word by word), so each one stays grammatical:
 * Russian and Finnish choose the case the verb governs, Portuguese the article and its
 * contractions, English the article, Japanese needs only the word.
 */
export interface Noun {
  readonly en: string;
  /** English plural (no article) or unique ("the moon"). */
  readonly enKind?: 'plural' | 'unique' | 'mass';
  readonly ja: string;
  readonly ru: RuNoun;
  readonly pt: PtNoun;
  readonly fi: FiNoun;
}

export interface RuNoun {
  readonly nom: string;
  readonly acc: string;
  readonly gen: string;
  readonly dat: string;
  readonly ins: string;
  readonly pre: string;
  /** Gender (p: plural) for agreeing adjectives. */
  readonly g: 'm' | 'f' | 'n' | 'p';
}

export interface PtNoun {
  readonly w: string;
  readonly g: 'm' | 'f';
  readonly pl?: boolean;
  /** Takes the definite article where English says "the" (a lua, o mar). */
  readonly def?: boolean;
}

export interface FiNoun {
  readonly nom: string;
  /** Total object: genitive singular, or nominative plural. */
  readonly acc: string;
  readonly gen: string;
  readonly par: string;
  readonly ine: string;
  readonly ela: string;
  readonly ill: string;
  readonly ade: string;
  readonly abl: string;
  readonly all: string;
}

export type RuCase = 'nom' | 'acc' | 'gen' | 'dat' | 'ins' | 'pre';
export type FiCase = 'nom' | 'acc' | 'gen' | 'par' | 'ine' | 'ela' | 'ill' | 'ade' | 'abl' | 'all';

const vowel = /^[aeiou]/i;

/** "a lantern", "an egg", "stars", "the moon". */
export function enA(x: Noun, adjective = ''): string {
  const phrase = adjective === '' ? x.en : `${adjective} ${x.en}`;
  if (x.enKind === 'plural' || x.enKind === 'mass') return phrase;
  if (x.enKind === 'unique') return `the ${phrase}`;
  const an =
    (vowel.test(phrase) && !/^(one|uni|use|eu)/i.test(phrase)) || /^(hour|honest)/i.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}
export function enThe(x: Noun): string {
  return `the ${x.en}`;
}

/** Portuguese with its article: "uma lanterna", "estrelas", "a lua". */
export function ptA(x: PtNoun): string {
  if (x.def === true) return `${ptDefArticle(x)} ${x.w}`;
  if (x.pl === true) return x.w;
  return `${x.g === 'f' ? 'uma' : 'um'} ${x.w}`;
}
function ptDefArticle(x: PtNoun): string {
  return x.g === 'f' ? (x.pl === true ? 'as' : 'a') : x.pl === true ? 'os' : 'o';
}
/** "de uma chávena", "da lua", "de estrelas". */
export function ptDe(x: PtNoun): string {
  if (x.def === true) return `d${ptDefArticle(x)} ${x.w}`;
  if (x.pl === true) return `de ${x.w}`;
  return `de ${ptA(x)}`;
}
/** "numa chávena", "na lua", "em estrelas". */
export function ptEm(x: PtNoun): string {
  if (x.def === true) return `n${ptDefArticle(x)} ${x.w}`;
  if (x.pl === true) return `em ${x.w}`;
  return `n${x.g === 'f' ? 'uma' : 'um'} ${x.w}`;
}
/** "a uma ave", "à lua", "ao mar". */
export function ptAo(x: PtNoun): string {
  if (x.def === true) {
    const art = ptDefArticle(x);
    return art === 'a' ? `à ${x.w}` : art === 'as' ? `às ${x.w}` : `a${art} ${x.w}`;
  }
  return `a ${ptA(x)}`;
}
/** "com uma lanterna", "com a lua". */
export function ptCom(x: PtNoun): string {
  return `com ${ptA(x)}`;
}
/** "por uma porta", "pela porta". */
export function ptPor(x: PtNoun): string {
  if (x.def === true) {
    const art = ptDefArticle(x);
    return `pel${art} ${x.w}`;
  }
  return `por ${ptA(x)}`;
}

/** Capitalise the first letter of a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A Words record from a function of the language. */
export function words(f: (lang: Lang) => string): Words {
  return { en: f('en'), ja: f('ja'), ru: f('ru'), pt: f('pt'), fi: f('fi') };
}

/** Russian preposition "с/со", "в/во", "к/ко" before a hard cluster. */
export function ruV(x: string): string {
  return /^(в|ф)[^аеёиоуыэюя]/i.test(x) ? `во ${x}` : `в ${x}`;
}
export function ruS(x: string): string {
  return /^(с|з|ш|ж)[^аеёиоуыэюя]/i.test(x) || /^щ/i.test(x) ? `со ${x}` : `с ${x}`;
}
export function ruK(x: string): string {
  return /^(к|г)[^аеёиоуыэюя]/i.test(x) ? `ко ${x}` : `к ${x}`;
}
export function ruO(x: string): string {
  return /^[аеиоуэ]/i.test(x) ? `об ${x}` : `о ${x}`;
}
