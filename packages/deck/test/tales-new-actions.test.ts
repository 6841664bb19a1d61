import { describe, expect, it } from 'vitest';
import { drawTale, drawingFaults, type Recipe } from '../src/tales/card.ts';
import { actions } from '../src/tales/compose/compose.ts';
import { dreamlike } from '../src/tales/compose/dream.ts';
import { pickRecipe } from '../src/tales/compose/pick.ts';
import { newActions } from '../src/tales/compose/actions/new.ts';
import { languages } from '../src/types.ts';
import { visitorHidden } from '../src/tales/compose/actions/close.ts';
import { riderHidden } from '../src/tales/compose/actions/between.ts';
import { cast, pose, type Actor } from '../src/tales/compose/cast.ts';
import type { NounId } from '../src/tales/compose/nouns.ts';
import type { Staged } from '../src/tales/compose/types.ts';
import { circle } from '../src/tales/geom.ts';
import { fill, group, type Node } from '../src/tales/ir.ts';
import type { Figure } from '../src/tales/kit/figure.ts';
import { identity, nodeBox } from '../src/tales/looks/bounds.ts';
import { paletteById } from '../src/tales/palette.ts';
import { createRng } from '../src/random.ts';

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

describe('Tales: the new situations drawn as they read (issue 34, a look at each)', () => {
  const stageOf = (id: string, object: string, second: string | null, seed = 1): Staged => {
    const action = newActions.find((a) => a.id === id);
    if (action === undefined) throw new Error(`no action ${id}`);
    const p = paletteById('moonlight');
    const rng = createRng(`look#${id}#${String(seed)}`);
    return action.stage({
      rng,
      palette: p,
      who: cast('girl', rng.fork('cast'), p),
      feeling: 'wonder',
      object: object as NounId,
      second,
      ink: p.ink,
      framing: 'medium',
    });
  };

  it.each(['keyhole', 'cup-hands', 'mask-face'])(
    '%s is a close-up: framed near, the figure drawn taller than three quarters of the card',
    (id) => {
      // Framed head to waist they were drawn 220–390 px tall (and some medium or wide).
      for (const r of picks(id, 10)) {
        expect(r.framing, String(r.seed)).toBe('near');
        expect(drawTale(r).subjectHeight, String(r.seed)).toBeGreaterThan(440);
      }
    },
  );

  it('night-window: a close-up, the hand pressed from outside whole in the pane, not covered', () => {
    for (const r of picks('night-window', 20)) {
      expect(r.framing, String(r.seed)).toBe('near');
      expect(drawingFaults(r), String(r.seed)).not.toContain('the visitor hidden');
    }
    // The gate itself: a visitor over the child's head, or past the pane's side, is hidden.
    const p = paletteById('moonlight');
    const fig = pose(cast('girl', createRng('visitor'), p), 'wonder', { legs: 'stand' }, p.ink);
    const [hx, hy] = fig.skeleton.headCentre;
    const pane = [hx + 8, hy - 40, hx + 74, hy + 50] as const;
    const paw = (x: number, y: number): Node =>
      group([fill(circle(0, 0, 12), '#888', 'hair')], `translate(${String(x)} ${String(y)})`);
    expect(visitorHidden(paw(hx + 40, hy), pane, fig)).toBe(false);
    expect(visitorHidden(paw(hx, hy), pane, fig)).toBe(true);
    expect(visitorHidden(paw(hx + 12, hy), pane, fig)).toBe(true);
  });

  it.each(['moon', 'cloud', 'star', 'heart'])(
    'tug: the %s pulled is the big shape, about as wide as the gap between the pullers',
    (object) => {
      // Drawn first, alone: a moon 44 units wide over pullers 124 apart read as a small disc.
      const st = stageOf('tug', object, 'bear');
      const thing = st.actors[0];
      const box = thing === undefined ? null : nodeBox(thing, identity);
      if (box === null) throw new Error('no thing');
      expect(box[2] - box[0]).toBeGreaterThan(58);
    },
  );

  it('umbrella-rain: the canopy and its cloud over the sheltered head, whoever holds it', () => {
    // A child holding it over a fox brought the cloud down over the fox's face.
    for (const r of picks('umbrella-rain', 30)) {
      expect(drawingFaults(r), String(r.seed)).not.toContain('the cloud over a face');
    }
  });

  it('shoulders: the rider rises whole above the carrier, its face clear of the head', () => {
    for (const r of picks('shoulders', 20)) {
      expect(drawingFaults(r), String(r.seed)).not.toContain('the rider hidden');
    }
    // The gate itself: a rider's face level with the carrier's head is hidden behind it.
    const p = paletteById('moonlight');
    const fig = (who: 'girl' | 'man'): Figure =>
      pose(cast(who, createRng(`rider#${who}`), p), 'joy', { legs: 'stand' }, p.ink);
    const carrier: Actor = { fig: fig('man'), x: 0, facing: 1, scale: 1 };
    const girl = fig('girl');
    const rider = (y: number): Actor => ({ fig: girl, x: 0, y, facing: 1, scale: 0.8 });
    // The y that puts the rider's head level with the carrier's.
    const level = carrier.fig.skeleton.headCentre[1] - girl.skeleton.headCentre[1] * 0.8;
    expect(riderHidden(rider(level), carrier)).toBe(true);
    expect(riderHidden(rider(level - carrier.fig.headR * 2.4), carrier)).toBe(false);
  });
});
