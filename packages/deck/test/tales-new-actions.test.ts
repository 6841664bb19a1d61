import { describe, expect, it } from 'vitest';
import { drawTale, drawingFaults, type Recipe } from '../src/tales/card.ts';
import { actions } from '../src/tales/compose/compose.ts';
import { dreamlike } from '../src/tales/compose/dream.ts';
import { pickRecipe } from '../src/tales/compose/pick.ts';
import { newActions } from '../src/tales/compose/actions/new.ts';
import { languages } from '../src/types.ts';

/** The first `count` candidates the picker draws for one action alone. */
const picks = (id: string, count: number): Recipe[] => {
  const action = newActions.find((a) => a.id === id);
  if (action === undefined) throw new Error(`no action ${id}`);
  return Array.from({ length: count }, (_, i) => pickRecipe(i + 1, [action]));
};

const scripts: Readonly<Record<string, RegExp>> = {
  en: /^[a-z]/i,
  ja: /[\u3040-\u30ff\u4e00-\u9faf]/,
  ru: /[а-яё]/i,
  pt: /[a-z]/i,
  fi: /[a-zäö]/i,
};

describe('Tales: the new situations (compose/actions/new.ts)', () => {
  it('are listed with the composer, each once, under a new id', () => {
    expect(newActions.length).toBeGreaterThanOrEqual(9);
    const ids = actions.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of newActions) expect(ids.filter((id) => id === a.id)).toEqual([a.id]);
  });

  describe.each(newActions.map((a) => [a.id]))('%s', (id) => {
    const recipes = picks(id, 10);

    it('composes, says its idea in every language in its own script, with 8–15 concepts', () => {
      for (const r of recipes) {
        expect(r.action).toBe(id);
        const { meta } = drawTale(r);
        for (const lang of languages) {
          const alt = meta.alt[lang];
          expect(alt, `${lang} ${String(r.seed)}`).toMatch(scripts[lang] ?? /./);
          expect(alt).not.toMatch(/undefined|null|NaN/);
        }
        // A person is not "it": no "on its back" for a girl carrying a house.
        expect(meta.idea).not.toMatch(/undefined|null|\bits (back|shoulders|face)\b/);
        expect(meta.concepts.length).toBeGreaterThanOrEqual(8);
        expect(meta.concepts.length).toBeLessThanOrEqual(15);
      }
    });

    it('says a different idea for each object', () => {
      const action = newActions.find((a) => a.id === id);
      const objects = action?.objects ?? [];
      const seconds = action?.seconds;
      const said = new Set(
        objects.map((o) => {
          const s = seconds ? (seconds(o)[0] ?? null) : null;
          return action?.say('en', o, s);
        }),
      );
      expect(said.size).toBe(objects.length);
    });

    it('has something impossible on every card: a dreamlike idea or a twist', () => {
      for (const r of picks(id, 40)) {
        expect(r.twist !== null || dreamlike(r.action, r.object), String(r.seed)).toBe(true);
      }
    });

    it('passes the drawing-fault gates on most seeds, the story whole on the card', () => {
      const clean = recipes.filter((r) => drawingFaults(r).length === 0 && drawTale(r).inside);
      expect(clean.length, clean.map((r) => r.seed).join(' ')).toBeGreaterThanOrEqual(6);
    });

    it('draws the same picture twice from the same recipe, and another from another seed', () => {
      const [a, b] = recipes;
      if (a === undefined || b === undefined) throw new Error('no recipes');
      expect(drawTale(a).svg).toBe(drawTale(a).svg);
      expect(drawTale(a).svg).not.toBe(drawTale(b).svg);
      expect(pickRecipe(a.seed, newActions)).toEqual(pickRecipe(a.seed, newActions));
    });
  });
});
