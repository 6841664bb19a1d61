import { describe, expect, it } from 'vitest';
import { drawTale, drawingFaults, type Recipe } from '../src/tales/card.ts';
import { actions } from '../src/tales/compose/compose.ts';
import { dreamlike } from '../src/tales/compose/dream.ts';
import { pickRecipe } from '../src/tales/compose/pick.ts';
import { freshActions } from '../src/tales/compose/actions/fresh.ts';
import { moreActions } from '../src/tales/compose/actions/more.ts';
import { newActions } from '../src/tales/compose/actions/new.ts';
import { minHeightOf } from '../src/tales/rules.ts';
import type { NounId } from '../src/tales/compose/nouns.ts';
import { languages } from '../src/types.ts';
import { plainConcept } from './plain-concept.ts';

/** The situations drawn after the first eleven: `moreActions`, then `freshActions`. */
const situations = [...moreActions, ...freshActions];

/** The first `count` candidates the picker draws for one action alone. */
const picks = (id: string, count: number): Recipe[] => {
  const action = situations.find((a) => a.id === id);
  if (action === undefined) throw new Error(`no action ${id}`);
  return Array.from({ length: count }, (_, i) => pickRecipe(i + 1, [action]));
};

/** Whether the main character is as tall on the card as the curation asks for its framing. */
const tallEnough = (r: Recipe, height: number): boolean => height >= minHeightOf(r);

describe('Tales: more new situations (compose/actions/more.ts, fresh.ts)', () => {
  it('are listed with the composer, each once, apart from the first new ones', () => {
    expect(moreActions.length).toBeGreaterThanOrEqual(1);
    const ids = actions.map((a) => a.id);
    for (const a of situations) {
      expect(ids.filter((id) => id === a.id)).toEqual([a.id]);
      expect(newActions.map((b) => b.id)).not.toContain(a.id);
    }
  });

  describe.each(situations.map((a) => [a.id]))('%s', (id) => {
    const recipes = picks(id, 10);

    it('says its idea in every language, something impossible on every card, 8–15 concepts', () => {
      for (const r of recipes) {
        expect(r.action).toBe(id);
        const { meta } = drawTale(r);
        for (const lang of languages) expect(meta.alt[lang]).not.toMatch(/undefined|null|NaN/);
        expect(meta.alt.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
        expect(meta.alt.ru).toMatch(/[а-яё]/i);
        expect(meta.idea).not.toMatch(/\bits (back|shoulders|face)\b/);
        expect(meta.concepts.length).toBeGreaterThanOrEqual(8);
        expect(meta.concepts.length).toBeLessThanOrEqual(15);
        for (const c of meta.concepts) expect(c).toMatch(plainConcept);
      }
      for (const r of picks(id, 40))
        expect(r.twist !== null || dreamlike(r.action, r.object), String(r.seed)).toBe(true);
    });

    it('says a different idea for each object and counts each object in its own family', () => {
      const action = situations.find((a) => a.id === id);
      const objects = action?.objects ?? [];
      const second = (o: NounId): string | null => action?.seconds?.(o)[0] ?? null;
      const said = new Set(objects.map((o) => action?.say('en', o, second(o))));
      const families = new Set(objects.map((o) => action?.family(o, second(o))));
      expect(said.size).toBe(objects.length);
      expect(families.size).toBe(objects.length);
    });

    it('draws most candidates whole, free of drawing faults and tall enough to read', () => {
      const good = recipes.filter((r) => {
        const t = drawTale(r);
        return drawingFaults(r).length === 0 && t.inside && tallEnough(r, t.subjectHeight);
      });
      expect(good.length, good.map((r) => r.seed).join(' ')).toBeGreaterThanOrEqual(6);
    });

    it('draws the same picture twice from the same recipe, and another from another seed', () => {
      const [a, b] = recipes;
      if (a === undefined || b === undefined) throw new Error('no recipes');
      expect(drawTale(a).svg).toBe(drawTale(a).svg);
      expect(drawTale(a).svg).not.toBe(drawTale(b).svg);
      expect(pickRecipe(a.seed, situations)).toEqual(pickRecipe(a.seed, situations));
    });
  });
});
