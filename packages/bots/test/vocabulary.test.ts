import { languages, type Lang } from '@fabula/deck';
import { describe, expect, it } from 'vitest';
import { understandClue, vocabulary } from '../src/index.ts';
import { entryVectors } from '../src/meaning/space.ts';
import { dot } from '../src/meaning/embeddings.ts';
import { baseForms } from '../src/meaning/wordnet.ts';
import { normalise, parseVocabLine } from '../src/vocabulary/index.ts';

describe('the clue vocabulary', () => {
  const entries = vocabulary();

  it('has every entry a bot says in all five languages, and every entry a known anchor', () => {
    expect(entries.filter((e) => e.sayable).length).toBeGreaterThanOrEqual(1400);
    const vectors = entryVectors();
    for (const entry of entries) {
      if (entry.sayable) {
        for (const lang of languages) expect(normalise(entry.text[lang]).length).toBeGreaterThan(0);
      }
      expect(vectors[entry.index], entry.text.en).not.toBeNull();
    }
  });

  it('never has one written form for two entries in a language', () => {
    const seen = new Map<string, string>();
    for (const entry of entries) {
      for (const lang of languages) {
        for (const form of entry.forms[lang]) {
          const key = `${lang}:${normalise(form)}`;
          if (key.endsWith(':')) continue; // "—": no such plain word in this language
          expect(seen.get(key) ?? entry.text.en, `${key} (${entry.text.en})`).toBe(entry.text.en);
          seen.set(key, entry.text.en);
        }
      }
    }
  });

  it('has no English text twice', () => {
    const seen = new Set<string>();
    for (const entry of entries) {
      expect(seen.has(entry.text.en), entry.text.en).toBe(false);
      seen.add(entry.text.en);
    }
  });

  it('refuses a malformed line', () => {
    expect(() => parseVocabLine('moon|月|луна', 0)).toThrow(/Malformed/);
    expect(() => parseVocabLine('moon|月|луна|lua|kuu|x', 0)).toThrow(/Malformed/);
  });
});

describe('understanding clues', () => {
  const similarity = (a: string, b: string) => {
    const x = understandClue(a, 'en').vector;
    const y = understandClue(b, 'en').vector;
    return x && y ? dot(x, y) : NaN;
  };

  it('reads English idioms by their meaning (WordNet and vocabulary)', () => {
    expect(similarity('swan song', 'farewell')).toBeGreaterThan(similarity('swan song', 'fish'));
    expect(similarity('Castles in the air!', 'daydream')).toBeGreaterThan(
      similarity('castles', 'daydream') + 0.2,
    );
    expect(similarity('he kicked the bucket', 'death')).toBeGreaterThan(
      similarity('bucket', 'death'),
    );
  });

  it('lemmatises English words', () => {
    const known = understandClue('the dreaming wolves', 'en').known;
    expect(known).toEqual(['dreaming', 'wolves']);
    expect(baseForms('wolves')).toEqual(['wolf']);
    expect(baseForms('dreaming')).toContain('dream');
  });

  it('understands the other languages through the vocabulary, inflections included', () => {
    const en = understandClue('lighthouse keeper', 'en').vector;
    const pairs: [string, 'ja' | 'ru' | 'pt' | 'fi', string][] = [
      ['灯台守', 'ja', 'lighthouse keeper'],
      ['Смотритель маяка', 'ru', 'lighthouse keeper'],
      ['faroleiro', 'pt', 'lighthouse keeper'],
      ['Majakanvartija.', 'fi', 'lighthouse keeper'],
      ['в тихом омуте', 'ru', 'still waters run deep'],
      ['tuulentupa', 'fi', 'castle in the air'],
      ['Lumessa ja sumussa', 'fi', 'snow fog'],
      ['воздушные замки', 'ru', 'castle in the air'],
      ['夜明けの鏡', 'ja', 'dawn mirror'],
    ];
    expect(en).not.toBeNull();
    for (const [clue, lang, meaning] of pairs) {
      const got = understandClue(clue, lang).vector;
      const want = understandClue(meaning, 'en').vector;
      expect(got, clue).not.toBeNull();
      if (got && want) expect(dot(got, want), clue).toBeGreaterThan(0.8);
    }
  });

  it('says when it did not understand (the bot then guesses at random)', () => {
    const u = understandClue('qwzx vlorp', 'fi');
    expect(u.vector).toBeNull();
    expect(u.unknown).toEqual(['qwzx', 'vlorp']);
  });
});

describe('a clue a bot says', () => {
  /** Dictionary headwords: an infinitive, a bare gerund, a -minen noun, a こと nominalisation. */
  const headword: Readonly<Partial<Record<Lang, RegExp>>> = {
    en: /^[a-z]+ing$/u,
    ja: /こと$/u,
    ru: /^[а-яё]+(?:ть|ться|чь)$/u,
    pt: /^[a-zçãéêíóú]+(?:ar|er|ir)(?:-se)?$/u,
    fi: /minen$/u,
  };

  it('is a phrase a person says, not a dictionary headword: no action says one, in any language', () => {
    for (const entry of vocabulary()) {
      if (!entry.sayable) continue;
      for (const lang of languages) {
        const text = entry.text[lang];
        // Japanese: never a こと nominalisation, whatever the entry; elsewhere, an action
        // ("take a deep breath") is where headwords were said.
        if (lang !== 'ja' && entry.kind !== 'action') continue;
        expect(headword[lang]?.test(text), `${lang}: ${text} (${entry.text.en})`).toBe(false);
      }
    }
  });

  it('never says the headwords people found in the wrong register, but still understands them', () => {
    // From the blind review of 2026-11-27: a player says «respira fundo», また会えたね.
    const cases: readonly [Lang, string][] = [
      ['en', 'breathing'],
      ['pt', 'respirar'],
      ['ja', '再び会う'],
      ['ja', 'よじ登る'],
      ['pt', 'tremer'],
      ['fi', 'hengitys'],
      ['ru', 'карабкаться'],
    ];
    for (const [lang, text] of cases) {
      const said = vocabulary().filter((e) => e.sayable && e.text[lang] === text);
      expect(
        said.map((e) => e.text.en),
        `${lang}: ${text}`,
      ).toEqual([]);
      expect(understandClue(text, lang).known.length, `${lang}: ${text}`).toBeGreaterThan(0);
    }
  });
});
