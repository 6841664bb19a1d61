import { languages, talesDeck, type Lang } from '@fabula/deck';
import { beforeAll, describe, expect, it } from 'vitest';
import { decide, profileOf, vocabulary, warmUp, wordPersonalities } from '../src/index.ts';
import { type CardProfile } from '../src/meaning/space.ts';
import { situationFits, touchedElements } from '../src/meaning/situations.ts';
import { englishWords, isKnownIn, normalise, type VocabEntry } from '../src/vocabulary/index.ts';
import { stopwords } from '../src/meaning/stopwords.ts';
import { card, deckIds, lookup, storytellerView, taleWhere } from './helpers.ts';

const entryOf = (text: string): VocabEntry => {
  const entry = vocabulary().find((e) => e.text.en === text);
  if (!entry) throw new Error(`no entry "${text}"`);
  return entry;
};

const profile = (id: string): CardProfile => {
  const found = profileOf(card(id));
  if (!found) throw new Error(`no profile for ${id}`);
  return found;
};

/** The first storyteller's text clue of a new game of five, people at the table. */
function firstClue(i: number, language: Lang) {
  const move = decide(storytellerView(`situation-${i}`), lookup, {
    level: 'normal',
    personality: wordPersonalities[i % wordPersonalities.length] ?? 'poetic',
    language,
    seed: `sit${i}`,
    deck: deckIds,
  });
  if (move?.type !== 'clue' || move.card === undefined) throw new Error('no clue');
  const clue = move.clue as { kind: string; text: string };
  return { card: move.card, text: clue.text };
}

describe('a storyteller tells of a situation its card shows', () => {
  beforeAll(() => {
    warmUp(talesDeck);
  }, 120_000);

  it('a title or saying touches two elements of the picture, one of its scene', () => {
    // "David and Goliath" for someone hiding behind a giant thing: the giant and the small one
    // (a boy; a bear hiding behind a giant book is no small one).
    const giant = taleWhere(
      'a boy hides behind a giant thing',
      (r) => r.action === 'hide' && r.who === 'boy',
    );
    const goliath = entryOf('David and Goliath').index;
    expect(situationFits(profile(giant.id))[goliath], giant.idea).toBe(1);
    const touched = touchedElements(goliath, profile(giant.id));
    expect(touched.length).toBeGreaterThanOrEqual(2);
    expect(touched.some((t) => t.scene)).toBe(true);
    // An idiom that fits nothing a card shows is never a situation: nothing is up a sleeve.
    const sleeve = entryOf('an ace up your sleeve').index;
    const sleeveless = talesDeck.filter((c) => situationFits(profile(c.id))[sleeve] === 1);
    expect(sleeveless.length).toBeLessThan(talesDeck.length / 20);
    // A bare title whose only link is one thing: "Ponyo" is a fish, and a fish alone is not a
    // situation (a card of a fish with nothing of the sea or a girl does not get it).
    const ponyo = entryOf('Ponyo').index;
    for (const tale of talesDeck) {
      const touchedByPonyo = touchedElements(ponyo, profile(tale.id));
      if (touchedByPonyo.length < 2)
        expect(situationFits(profile(tale.id))[ponyo], tale.id).toBe(0);
    }
  }, 60_000);

  it(
    'says a phrase, a title or a saying, known in the room’s language, that tells of its card’s situation',
    { timeout: 120_000 },
    () => {
      const byText = new Map(
        vocabulary().flatMap((e) => languages.map((l) => [`${l}:${normalise(e.text[l])}`, e])),
      );
      const said: string[] = [];
      let situations = 0;
      const rounds = 40;
      for (let i = 0; i < rounds; i++) {
        const language: Lang = languages[i % languages.length] ?? 'en';
        const { card: id, text } = firstClue(i, language);
        const entry = byText.get(`${language}:${normalise(text)}`);
        if (!entry) throw new Error(`not an entry: ${text}`);
        const why = `${text} (${entry.text.en}) for ${id}: ${card(id).alt.en}`;
        // Never one plain word for the one thing a card shows ("読書", "a cintilar").
        const words = englishWords(entry.text.en).filter((w) => !stopwords.has(w));
        expect(entry.style === 'figurative' || words.length >= 2, why).toBe(true);
        // Never a reference the room's players do not know ("Lukomorye" in an English room).
        expect(isKnownIn(entry, language), why).toBe(true);
        situations += situationFits(profile(id))[entry.index] ?? 0;
        said.push(entry.text.en);
      }
      // Every card has clues written for its scene (scenes.ts), so a storyteller always has a
      // situation to tell: no title or saying that fits nothing shown ("open sesame" where
      // nothing is opened, 早起きは三文の徳 for cats dancing at night), which it said when no card
      // of its hand had one left.
      expect(situations).toBe(rounds);
      // Different games, different clues: the same few that fit many cards do not come back.
      expect(new Set(said).size / said.length).toBeGreaterThanOrEqual(0.6);
    },
  );

  it('knows which references the players of a language know', () => {
    expect(isKnownIn(entryOf('Lukomorye'), 'en')).toBe(false);
    expect(isKnownIn(entryOf('Lukomorye'), 'ru')).toBe(true);
    expect(isKnownIn(entryOf('koinobori'), 'ja')).toBe(true);
    expect(isKnownIn(entryOf('koinobori'), 'fi')).toBe(false);
    expect(isKnownIn(entryOf('Mary Poppins'), 'pt')).toBe(true);
    // Said as people say it, still understood as it was once written.
    expect(entryOf('an ace up your sleeve').forms.en).toContain('an ace up the sleeve');
  });
});
