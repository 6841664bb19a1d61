import { describe, expect, it } from 'vitest';
import { countBy } from '../src/count.ts';
import { skiesDeck as builtInDeck } from '../src/deck.ts';
import { drawCard } from '../src/draw.ts';
import { describeCard } from '../src/meta.ts';
import { palettes } from '../src/palettes.ts';
import { DECK_SIZE, TEMPLATE_CAP } from '../src/rules.ts';
import { templates } from '../src/templates/index.ts';
import { languages } from '../src/types.ts';

const plainWord = /^[a-z]+( [a-z]+)?$/;

describe('built-in deck metadata', () => {
  it('has 336 cards with ids fabula-001 … fabula-336', () => {
    expect(builtInDeck).toHaveLength(DECK_SIZE);
    builtInDeck.forEach((card, i) => {
      expect(card.id).toBe(`fabula-${String(i + 1).padStart(3, '0')}`);
    });
  });

  it('has at least 25 templates and none above 8% of the deck', () => {
    expect(templates.length).toBeGreaterThanOrEqual(25);
    const perTemplate = countBy(builtInDeck, (card) => card.template);
    for (const count of perTemplate.values()) expect(count).toBeLessThanOrEqual(TEMPLATE_CAP);
    expect(perTemplate.size).toBeGreaterThanOrEqual(25);
  });

  it('uses every palette, none for more than a tenth of the deck', () => {
    const perPalette = countBy(builtInDeck, (card) => card.palette);
    expect(perPalette.size).toBe(palettes.length);
    for (const count of perPalette.values()) expect(count).toBeLessThanOrEqual(DECK_SIZE / 10);
  });

  it('gives every card objects, setting, mood, 3–6 concepts in plain English', () => {
    for (const card of builtInDeck) {
      expect(card.objects.length).toBeGreaterThan(0);
      expect(card.objects[0]?.weight).toBe(1);
      for (const o of card.objects) expect(o.name).toMatch(plainWord);
      expect(card.setting).toMatch(plainWord);
      expect(card.mood).toMatch(plainWord);
      expect(card.concepts.length).toBeGreaterThanOrEqual(3);
      expect(card.concepts.length).toBeLessThanOrEqual(6);
      for (const word of card.concepts) expect(word).toMatch(plainWord);
    }
  });

  it('gives every card alt text in all five languages', () => {
    for (const card of builtInDeck) {
      for (const lang of languages) {
        expect(card.alt[lang].length, `${card.id} ${lang}`).toBeGreaterThan(30);
      }
      // Not left in English by mistake.
      expect(card.alt.fi).not.toBe(card.alt.en);
      expect(card.alt.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(card.alt.ru).toMatch(/[а-яё]/i);
    }
  });

  it('matches what the generator says about each card today', () => {
    for (const card of builtInDeck) {
      const { id, ...stored } = card;
      const fresh = describeCard(card, drawCard(card).facts);
      expect(stored, id).toEqual(fresh);
    }
  });
});
