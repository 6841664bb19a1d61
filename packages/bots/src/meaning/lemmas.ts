import type { Lang } from '@fabula/deck';

/**
 * Dictionary forms a word may be an inflection of, by the language's regular rules, for the
 * forms a stemmer leaves apart from their lemma: Russian imperatives and conjugated verbs (спи is
 * спать, улети is улететь), adjectives in another gender or case (тихая is тихий); Finnish
 * plural stems, consonant gradation and e-stems (mailla is maa, äidin is äiti, unten is uni);
 * Portuguese verb forms and feminines (custa is custar, imaginária is imaginário); English
 * regular plurals and verb forms that WordNet's lemma table lacks (mends is mend, patching is
 * patch, tiptoed is tiptoe, carried is carry). The guesses
 * are many and mostly wrong: a caller keeps only one that is a word it knows, written whole.
 */
export function lemmaCandidates(word: string, lang: Lang): string[] {
  const found = new Set<string>();
  if (lang === 'ru') russian(word.replace(/ё/g, 'е'), found);
  else if (lang === 'fi') finnish(word, found);
  else if (lang === 'pt') portuguese(word, found);
  else if (lang === 'en') english(word, found);
  found.delete(word);
  return [...found];
}

/** Adds stem + each of `lemmaEndings` for the first of `endings` the word has (longest first). */
function replaceEnding(
  word: string,
  endings: readonly string[],
  lemmaEndings: readonly string[],
  found: Set<string>,
  minStem = 2,
): string[] {
  const stems: string[] = [];
  for (const ending of endings) {
    if (!word.endsWith(ending) || word.length - ending.length < minStem) continue;
    const stem = word.slice(0, word.length - ending.length);
    stems.push(stem);
    for (const lemma of lemmaEndings) found.add(stem + lemma);
  }
  return stems;
}

const russianAdjective = [
  'ого',
  'его',
  'ому',
  'ему',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ым',
  'им',
  'ых',
  'их',
  'ую',
  'юю',
  'ой',
  'ей',
  'ый',
  'ий',
];
/** Conjugated forms: present and future, past, imperative (singular and plural). */
const russianVerb = [
  'ешься',
  'ишься',
  'ется',
  'ится',
  'ешь',
  'ишь',
  'ете',
  'ите',
  'ет',
  'ит',
  'ем',
  'им',
  'ут',
  'ют',
  'ат',
  'ят',
  'ла',
  'ло',
  'ли',
  'л',
  'и',
  'й',
  'ь',
  'у',
  'ю',
];
const russianInfinitive = ['ать', 'ять', 'еть', 'ить', 'уть', 'ти', 'ыть'];
/** Prefixes that make a perfective (усни, улети, поспи): the bare verb is the one people know. */
const russianPrefixes = [
  'пере',
  'раз',
  'рас',
  'под',
  'при',
  'про',
  'вы',
  'за',
  'на',
  'по',
  'от',
  'до',
  'у',
  'с',
  'в',
  'о',
];

function russian(word: string, found: Set<string>): void {
  replaceEnding(word, russianAdjective, ['ый', 'ий', 'ой'], found);
  const verbs = new Set<string>();
  replaceEnding(word, russianVerb, russianInfinitive, verbs);
  // A past tense in -л keeps the infinitive's vowel: спал is спать.
  if (/[аеиыуя]л[аои]?$/.test(word)) verbs.add(word.replace(/л[аои]?$/, 'ть'));
  // Verbs in -нуть lose the -у- (усни, усну): the stem ends in н.
  for (const verb of [...verbs]) if (verb.endsWith('нить')) verbs.add(verb.slice(0, -3) + 'уть');
  for (const verb of verbs) found.add(verb);
  for (const verb of verbs) {
    for (const prefix of russianPrefixes) {
      if (verb.startsWith(prefix) && verb.length - prefix.length >= 4) {
        found.add(verb.slice(prefix.length));
      }
    }
  }
}

/** Case endings, longest first (the plural -i- and the stem vowel stay on the stem). */
const finnishCases = [
  'ssa',
  'ssä',
  'sta',
  'stä',
  'lla',
  'llä',
  'lta',
  'ltä',
  'lle',
  'ksi',
  'tta',
  'ttä',
  'ten',
  'den',
  'hin',
  'hen',
  'han',
  'hän',
  'seen',
  'na',
  'nä',
  'ta',
  'tä',
  'en',
  'in',
  'n',
  'a',
  'ä',
  't',
];

function finnish(word: string, found: Set<string>): void {
  const stems = new Set<string>([word]);
  for (const ending of finnishCases) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) {
      stems.add(word.slice(0, word.length - ending.length));
    }
  }
  const bases = new Set<string>();
  for (const stem of stems) {
    bases.add(stem);
    // e-stems: unen, unten are uni; kielen is kieli.
    if (/[^aeiouyäö]e?$/.test(stem)) bases.add(stem.replace(/e?$/, 'i'));
    // The plural -i-: mai- is maa, puissa is puu, kaloilla is kala, kukissa is kukka.
    if (stem.endsWith('i') && stem.length >= 3) {
      const before = stem.slice(0, -1);
      const last = before.at(-1) ?? '';
      bases.add(before);
      if (/[aeiouyäö]/.test(last)) bases.add(before + last);
      if (last === 'o' || last === 'e') bases.add(before.slice(0, -1) + 'a');
      if (last === 'ö' || last === 'e') bases.add(before.slice(0, -1) + 'ä');
      bases.add(before + 'a');
      bases.add(before + 'ä');
    }
  }
  for (const base of bases) found.add(base);
  // Only an ending weakens a consonant: kuka (who) is no kukka (a flower).
  bases.delete(word);
  for (const base of bases) for (const strong of strongGrades(base)) found.add(strong);
}

/**
 * Consonant gradation undone on a base form's last syllable: a case ending weakens the
 * consonant before it (äiti, äidin; kukka, kukan; ranta, rannan; hattu, hatun).
 */
const gradation: readonly (readonly [weak: string, strong: string])[] = [
  ['nn', 'nt'],
  ['ll', 'lt'],
  ['rr', 'rt'],
  ['mm', 'mp'],
  ['ng', 'nk'],
  ['d', 't'],
  ['v', 'p'],
  ['k', 'kk'],
  ['p', 'pp'],
  ['t', 'tt'],
];

function strongGrades(base: string): string[] {
  const match = /^(.*?)([^aeiouyäö]+)([aeiouyäö]+)$/.exec(base);
  if (!match) return [];
  const [, head = '', consonants = '', vowel = ''] = match;
  const out: string[] = [];
  for (const [weak, strong] of gradation) {
    if (consonants.endsWith(weak))
      out.push(head + consonants.slice(0, -weak.length) + strong + vowel);
  }
  return out;
}

const portugueseVerb = [
  'ando',
  'endo',
  'indo',
  'ado',
  'ada',
  'ido',
  'ida',
  'ava',
  'ou',
  'am',
  'em',
  'as',
  'es',
  'a',
  'e',
  'o',
];

function portuguese(word: string, found: Set<string>): void {
  replaceEnding(word, portugueseVerb, ['ar', 'er', 'ir'], found, 3);
  // Plurals and feminines: imaginária is imaginário, amigas is amigo, corações is coração.
  replaceEnding(word, ['ões', 'ães'], ['ão'], found, 2);
  replaceEnding(word, ['as', 'a'], ['o'], found, 3);
  replaceEnding(word, ['s'], [''], found, 3);
}

/**
 * English regular inflections, likeliest first: -ies/-ied to -y, -es after a sibilant, -s, -oes;
 * -ed and -ing with a doubled consonant undone (stopped: stop), bare, or with the -e restored.
 */
function english(word: string, found: Set<string>): void {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return;
  replaceEnding(word, ['ies', 'ied'], ['y'], found);
  if (/(ch|sh|ss|x|z)es$/.test(word)) found.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) found.add(word.slice(0, -1));
  // -oes after the bare -s (shoes: shoe first): dominoes, heroes.
  if (word.endsWith('oes')) found.add(word.slice(0, -2));
  for (const ending of ['ed', 'ing']) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) found.add(stem.slice(0, -1));
    found.add(stem);
    found.add(stem + 'e');
  }
}
