import { describe, expect, it } from 'vitest';
import { Curation, lookAlikeIn, withSceneFamily } from '../scripts/tales/curation.ts';
import type { TaleCandidate } from '../scripts/tales/lib.ts';
import { talesDeck, type TaleCard } from '../src/deck.ts';
import { hammingDistance } from '../src/raster.ts';
import { drawTale } from '../src/tales/card.ts';
import { moreActions } from '../src/tales/compose/actions/more.ts';
import { pickRecipe } from '../src/tales/compose/pick.ts';
import { curationRules } from '../src/tales/rules.ts';

/** A deck card as the curation sees a candidate (drawn tall enough, whole on the card). */
const asCandidate = (card: TaleCard): TaleCandidate => ({
  ...withSceneFamily(card),
  height: 400,
  area: 0.5,
  inside: true,
});

/** Two cards of the deck that are one scene (`family`), the first pair found. */
function sceneTwins(): [TaleCard, TaleCard] {
  for (const [i, a] of talesDeck.entries())
    for (const b of talesDeck.slice(i + 1))
      if (withSceneFamily(a).family === withSceneFamily(b).family) return [a, b];
  throw new Error('no two cards of one scene');
}

describe('Tales curation rules (scripts/tales/curation.ts, shared by curate.ts and swap.ts)', () => {
  it('names the rule a card already in the deck breaks', () => {
    const card = talesDeck[0] as TaleCard;
    const deck = new Curation({});
    for (const other of talesDeck) deck.take(withSceneFamily(other));
    expect(deck.breaks(asCandidate(card), 2)).toBe('idea taken');
    expect(deck.drawingBreaks(asCandidate(card))).toBe('hash too close');
  });

  it('keeps a second card of a scene out under one card per scene, and a card rejected by eye', () => {
    const [a, b] = sceneTwins();
    const deck = new Curation({ [`${b.idea} | ${b.recipe.look}`]: 'a test rejection' });
    deck.take(withSceneFamily(a));
    expect(deck.recipeBreaks(withSceneFamily(b), 1)).toBe('rejected by eye');
    const open = new Curation({});
    open.take(withSceneFamily(a));
    expect(open.recipeBreaks(withSceneFamily(b), 1)).toBe('scene cap');
  });

  it('reads the same action on the same thing as a look-alike, whatever the look or the place', () => {
    const pair = [...talesDeck.entries()].flatMap(([i, x]) =>
      talesDeck
        .slice(i + 1)
        .filter(
          (y) =>
            y.recipe.action === x.recipe.action &&
            y.recipe.object === x.recipe.object &&
            y.recipe.look !== x.recipe.look,
        )
        .map((y) => [x, y] as const),
    )[0];
    if (pair === undefined) throw new Error('no pair to test');
    const [a, b] = pair;
    expect(lookAlikeIn(b, [a])?.idea).toBe(a.idea);
    const stranger = talesDeck.find(
      (c) =>
        c.recipe.action !== a.recipe.action &&
        hammingDistance(c.hash, a.hash) >= curationRules.minHashDistance,
    );
    if (stranger === undefined) throw new Error('no card of another action far by hash');
    expect(lookAlikeIn(stranger, [a])).toBeUndefined();
  });

  it('lets a giant hand out of the clouds dwarf its figure, and no other medium shot', () => {
    const deck = new Curation({});
    const small = { height: 130, area: 0.5, inside: true, hash: '0'.repeat(32), contrast: 0.2 };
    const seed = Array.from({ length: 400 }, (_, i) => i + 1).find((s) => {
      const r = pickRecipe(s, moreActions);
      return r.action === 'sky-hand' && r.framing === 'medium';
    });
    if (seed === undefined) throw new Error('no sky-hand drawn medium');
    const hand = pickRecipe(seed, moreActions);
    const { idea, family } = drawTale(hand).meta;
    expect(deck.drawingBreaks({ ...small, recipe: hand, idea, family })).not.toBe(
      'main character too small',
    );
    const other = talesDeck.find((c) => c.recipe.framing === 'medium') as TaleCard;
    expect(deck.drawingBreaks({ ...withSceneFamily(other), ...small })).toBe(
      'main character too small',
    );
  });

  it('computes the collision chance with one more card of a scene', () => {
    const deck = new Curation({});
    for (const card of talesDeck) deck.take(withSceneFamily(card));
    const single = [...deck.families.entries()].find(([, k]) => k === 1)?.[0] ?? '';
    expect(deck.collisionWith(single)).toBeGreaterThan(deck.collisionWith());
    expect(deck.collisionWith('a scene no card tells')).toBeLessThan(deck.collisionWith());
  });
});
