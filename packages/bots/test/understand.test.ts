import { beforeAll, describe, expect, it } from 'vitest';
import { understandClue } from '../src/index.ts';
import { dot, meanVector, wordVector } from '../src/meaning/embeddings.ts';
import { ideaWords } from '../src/meaning/idea.ts';
import { lemmaCandidates } from '../src/meaning/lemmas.ts';
import { stemOf, wordsOf } from '../src/meaning/words.ts';

const meaning = (text: string, lang: 'en' | 'ja' | 'ru' | 'pt' | 'fi' = 'en') =>
  understandClue(text, lang).vector;

function closeness(a: Float32Array | null, b: Float32Array | null): number {
  return a && b ? dot(a, b) : NaN;
}

// Loading the word vectors and WordNet takes a few seconds on a busy machine.
beforeAll(() => void understandClue('warm up', 'en'), 60_000);

describe('an unknown word in the room’s language', () => {
  it('is never read as another language’s word that starts alike', () => {
    // Each was once read through a Portuguese or Finnish entry sharing three letters.
    for (const [clue, notMeaning] of [
      ['Gatsby', 'cat'],
      ['qwzx vlorp', 'cat'],
    ] as const) {
      const u = understandClue(clue, 'en');
      const v = u.vector;
      if (v) expect(closeness(v, meaning(notMeaning)), clue).toBeLessThan(0.5);
      else expect(u.unknown.length).toBeGreaterThan(0);
    }
    expect(understandClue('the ferryman', 'en').known).not.toContain('feroz');
    expect(closeness(meaning('the ferryman'), meaning('boat river'))).toBeGreaterThan(
      closeness(meaning('the ferryman'), meaning('fierce')),
    );
    expect(understandClue('Sisyphus', 'en').known).not.toContain('sisu');
    expect(understandClue('Laputa', 'en').known).not.toContain('lapsi');
    // A Russian word the bots do not know stays unknown in a Russian room.
    const ru = understandClue('шмырдяк', 'ru');
    expect(ru.vector).toBeNull();
    expect(ru.unknown).toEqual(['шмырдяк']);
  });

  it('is never a word of its own language that a stemmer cut to the same stem', () => {
    // mão (hand) / mãe (mother), haavi (a net) / haave (a dream), the verb "on" / onni (luck),
    // スター (star) / す: each shares a stem or a syllable with a word it is not.
    expect(understandClue('não solte a minha mão', 'pt').known).not.toContain('mãe');
    expect(understandClue('sonhar não custa nada', 'pt').known).not.toContain('nadar');
    expect(understandClue('ideoita haaviin', 'fi').known).not.toContain('haaveissa');
    expect(understandClue('on aika lähteä', 'fi').known).not.toContain('onni');
    expect(understandClue('スター誕生', 'ja').known).not.toContain('す');
    // Inflected forms of one word still meet.
    expect(understandClue('маяка', 'ru').known).toEqual(['маяк']);
    expect(understandClue('sumussa', 'fi').known).toEqual(['sumu']);
    expect(understandClue('kuun', 'fi').known).toEqual(['kuu']);
  });

  it('reads a Finnish compound whose ending it does not know by its first part', () => {
    expect(understandClue('kruununperijä', 'fi').known).toEqual(['kruunu']);
    // A word is no compound of a short word at its start: silmukka (a stitch) is no silmä.
    expect(understandClue('silmukka', 'fi').known).toEqual([]);
  });
});

describe('references', () => {
  it('are read by what they show, in every language', () => {
    const balloons = meaning('balloons house flying');
    for (const [clue, lang] of [
      ['Up', 'en'],
      ['カールじいさんの空飛ぶ家', 'ja'],
      ['Вверх', 'ru'],
    ] as const) {
      expect(closeness(meaning(clue, lang), balloons), clue).toBeGreaterThan(0.7);
    }
    expect(closeness(meaning('Narnia'), meaning('wardrobe door another world'))).toBeGreaterThan(
      0.7,
    );
    expect(closeness(meaning('Харон', 'ru'), meaning('ferryman boat'))).toBeGreaterThan(0.6);
    expect(closeness(meaning('鯉のぼり', 'ja'), meaning('fish flying sky'))).toBeGreaterThan(0.7);
  });

  it('keep the picture their own words paint, faintly, in every language', () => {
    // Each is known whole as a saying; its fish, frog or night still points at a picture.
    for (const [clue, lang, thing] of [
      ['Kuin kala kuivalla maalla', 'fi', 'fish'],
      ['井の中の蛙', 'ja', 'frog'],
      ['Сон в летнюю ночь', 'ru', 'night'],
    ] as const) {
      const u = understandClue(clue, lang);
      expect(u.parts.length, clue).toBeGreaterThan(1);
      const literal = u.parts.filter((p) => p.weight < 1);
      expect(
        literal.some((p) => closeness(p.vector, meaning(thing)) > 0.8),
        clue,
      ).toBe(true);
    }
  });

  it('know a legend’s or a character’s name as a whole, by its story', () => {
    // WordNet's legends: "William Tell" is an archer and an apple, not a William who tells.
    for (const [clue, story] of [
      ['William Tell', 'archer'],
      ['Robin Hood', 'outlaw'],
    ] as const) {
      const u = understandClue(clue, 'en');
      expect(u.known, clue).toEqual([clue.toLowerCase()]);
      // Read word by word, the name is nearer to its words than to its story.
      const wordByWord = meanVector(
        clue
          .toLowerCase()
          .split(' ')
          .map((w) => ({ vector: wordVector(w) ?? new Float32Array(100), weight: 1 })),
      );
      expect(closeness(u.vector, meaning(story)), clue).toBeGreaterThan(
        closeness(wordByWord, meaning(story)) + 0.05,
      );
    }
  });

  it('keep "up" and other little words when they are all the clue says', () => {
    expect(understandClue('Up', 'en').vector).not.toBeNull();
    expect(understandClue('under the sea', 'en').known).toEqual(['under', 'sea']);
  });
});

describe('words in each language', () => {
  it('are stemmed by Snowball (ru, pt, fi) and segmented by Intl.Segmenter (ja)', () => {
    expect(stemOf('маяка', 'ru')).toBe(stemOf('маяки', 'ru'));
    expect(stemOf('sumussa', 'fi')).toBe('sumu');
    expect(stemOf('pássaros', 'pt')).toBe(stemOf('pássaro', 'pt'));
    expect(wordsOf('空を泳ぐクラゲ', 'ja')).toEqual(['空', 'を', '泳ぐ', 'くらげ']);
  });

  it('join case forms and diminutives a stemmer leaves apart, in the same language', () => {
    expect(closeness(meaning('kuun valo', 'fi'), meaning('moon light'))).toBeGreaterThan(0.8);
    expect(closeness(meaning('рыбка', 'ru'), meaning('fish'))).toBeGreaterThan(0.8);
    expect(closeness(meaning('кот', 'ru'), meaning('cat'))).toBeGreaterThan(0.8);
  });

  it('read the regular forms a stemmer leaves apart from their lemma, in the same language', () => {
    // Russian imperatives, perfectives and adjectives in another gender; Finnish gradation,
    // e-stems and plural stems.
    for (const [clue, lang, lemma] of [
      ['Спи', 'ru', 'спать'],
      ['улети', 'ru', 'улететь'],
      ['Тихая', 'ru', 'тихий'],
      ['Äidin', 'fi', 'äiti'],
      ['unten', 'fi', 'uni'],
    ] as const) {
      expect(understandClue(clue, lang).known, clue).toEqual([lemma]);
    }
    expect(lemmaCandidates('mailla', 'fi')).toContain('maa');
    expect(lemmaCandidates('kukan', 'fi')).toContain('kukka');
    // No ending, no gradation: kuka (who) is no kukka (a flower).
    expect(lemmaCandidates('kuka', 'fi')).not.toContain('kukka');
    expect(lemmaCandidates('custa', 'pt')).toContain('custar');
  });

  it('read an English word by its regular base form when only that has a vector', () => {
    // "mends" and "patching" are rarer than the 40k words with vectors: WordNet's lemma table
    // did not know them, and "patching" was read as patch + "ing".
    expect(lemmaCandidates('mends', 'en')).toEqual(['mend']);
    expect(lemmaCandidates('carried', 'en')[0]).toBe('carry');
    expect(lemmaCandidates('stopped', 'en')[0]).toBe('stop');
    expect(closeness(meaning('mends'), meaning('mend'))).toBeCloseTo(1, 5);
    expect(closeness(meaning('patching'), meaning('patch'))).toBeCloseTo(1, 5);
    expect(ideaWords('a wistful man mends a broken heart')).toContain('mend');
    // Plurals in -oes: "dominoes" (a card's thing) had no vector, "domino" has.
    expect(lemmaCandidates('dominoes', 'en')).toContain('domino');
    expect(lemmaCandidates('shoes', 'en')[0]).toBe('shoe');
    expect(closeness(meaning('dominoes'), meaning('domino'))).toBeCloseTo(1, 5);
  });

  it('read an English phrasal verb split by its object as the phrasal verb', () => {
    for (const clue of ['patching things up', 'cheer her up', 'let them down']) {
      expect(understandClue(clue, 'en').known, clue).toEqual([clue]);
    }
    expect(closeness(meaning('patching things up'), meaning('mend'))).toBeGreaterThan(
      closeness(meaning('patching things'), meaning('mend')),
    );
  });

  it('read Finnish compounds and Japanese words kept whole as their parts', () => {
    expect(understandClue('lumilinna', 'fi').known).toEqual(['lumi', 'linna']);
    expect(closeness(meaning('夜汽車', 'ja'), meaning('night steam train'))).toBeGreaterThan(0.8);
    expect(closeness(meaning('くじら', 'ja'), meaning('クジラ', 'ja'))).toBeCloseTo(1, 5);
  });

  it('understand English words typed in another room', () => {
    expect(closeness(meaning('Moby Dick', 'fi'), meaning('whale sea'))).toBeGreaterThan(0.6);
  });
});
