import { languages, talesDeck, type Lang } from '@fabula/deck';
import { describe, expect, it } from 'vitest';
import { decide, personalities, profileOf, vocabulary, type VocabEntry } from '../src/index.ts';
import { entryFits } from '../src/meaning/space.ts';
import { understandEmoji } from '../src/meaning/emoji.ts';
import { emojiFit } from '../src/roles/emoji-clue.ts';
import { personFits } from '../src/roles/person.ts';
import { normalise } from '../src/vocabulary/index.ts';
import { card, deckIds, lookup, storytellerView } from './helpers.ts';

const entryOf = (text: string): VocabEntry => {
  const entry = vocabulary().find((e) => e.text.en === text);
  if (!entry) throw new Error(`no entry "${text}"`);
  return entry;
};

describe('a storyteller aims at what its card shows', () => {
  // Every card's tables, built on the way: seconds on a busy machine.
  it(
    'reads the figure’s feeling for less than a bot’s reading of the card’s words, what it shows for more',
    { timeout: 30_000 },
    () => {
      // Read blind, "meeting again" for a grieving man sewing up the night pointed at another card:
      // the feeling is a small drawn face, the night and the needle are the picture.
      const byText = new Map(vocabulary().map((e) => [e.text.en, e.index]));
      const smallHours = entryOf('the small hours').index;
      let feelings = 0;
      let nights = 0;
      for (const tale of talesDeck) {
        const profile = profileOf(tale);
        if (!profile) throw new Error(`no profile for ${tale.id}`);
        const person = personFits(profile, 'en');
        const words = entryFits(profile);
        const feeling = byText.get(tale.recipe.feeling);
        if (feeling !== undefined) {
          feelings++;
          expect(person[feeling] ?? 0, `${tale.recipe.feeling}: ${tale.idea}`).toBeLessThan(
            words[feeling] ?? 0,
          );
        }
        if (tale.recipe.object === 'night') {
          nights++;
          expect(person[smallHours] ?? 0, tale.idea).toBeGreaterThan(words[smallHours] ?? 0);
        }
      }
      expect(feelings).toBeGreaterThan(50);
      expect(nights).toBeGreaterThan(0);
    },
  );

  it(
    'never gives a clue that fits another card of its hand as well as its own, in any language or personality',
    { timeout: 90_000 },
    () => {
      const byText = new Map(
        vocabulary().flatMap((e) => languages.map((l) => [`${l}:${normalise(e.text[l])}`, e])),
      );
      let checked = 0;
      for (let i = 0; i < 60; i++) {
        const language: Lang = languages[i % languages.length] ?? 'en';
        const view = storytellerView(`hand-${i}`, 6);
        const move = decide(view, lookup, {
          level: (['easy', 'normal', 'hard'] as const)[i % 3] ?? 'normal',
          personality: personalities[i % personalities.length] ?? 'poetic',
          language,
          seed: `h${i}`,
          deck: deckIds,
        });
        if (move?.type !== 'clue' || move.card === undefined) throw new Error('no clue');
        const own = profileOf(card(move.card));
        const others = (view.hand ?? [])
          .filter((id) => id !== move.card)
          .map((id) => profileOf(card(id)));
        if (!own) throw new Error('no profile');
        const clue = move.clue as { kind: string; text: string };
        const why = `${clue.text} for ${move.card}`;
        if (clue.kind === 'emoji') {
          const read = understandEmoji(clue.text, language);
          if (!read.vector) throw new Error(`no meaning: ${why}`);
          const drawn = { text: clue.text, meaning: { vector: read.vector, parts: read.parts } };
          const mine = emojiFit(drawn, own, language);
          for (const other of others) {
            if (other) expect(emojiFit(drawn, other, language), why).toBeLessThan(mine);
          }
        } else {
          const entry = byText.get(`${language}:${normalise(clue.text)}`);
          if (!entry) throw new Error(`not an entry: ${why}`);
          const e = entry.index;
          for (const other of others) {
            if (!other) continue;
            expect(personFits(other, language)[e] ?? 0, why).toBeLessThan(
              personFits(own, language)[e] ?? 0,
            );
            expect(entryFits(other)[e] ?? 0, why).toBeLessThan(entryFits(own)[e] ?? 0);
          }
        }
        checked++;
      }
      expect(checked).toBe(60);
    },
  );
});
