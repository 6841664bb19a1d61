import { describe, expect, it } from 'vitest';
import { drawTale, drawingFaults, type Recipe } from '../src/tales/card.ts';
import { pickRecipe } from '../src/tales/compose/pick.ts';
import { actionOf } from '../src/tales/compose/compose.ts';
import { motifsOf } from '../src/tales/motifs.ts';

/**
 * The drawing gates a twist or a framing needs, each tested on the card of the deck a blind
 * review (2026-11-27, second) threw out, as it was drawn then.
 */
const seen = {
  // tale-284: a frog fishes a crown out of a well in a bedroom; a floating teacup cut by the side.
  floating: {
    seed: 51514,
    action: 'fish',
    object: 'crown',
    second: 'well',
    who: 'frog',
    feeling: 'calm',
    place: 'bedroom',
    framing: 'wide',
    light: 'window',
    palette: 'autumn',
    look: 'ink',
    twist: 'floating',
  },
  // tale-155: the mirror beside an old man in the snow was halved by the card's side.
  mirror: {
    seed: 4905,
    action: 'follow',
    object: 'candle',
    second: 'girl',
    who: 'old-man',
    feeling: 'resolve',
    place: 'snowfield',
    framing: 'wide',
    light: 'candle',
    palette: 'ember',
    look: 'woodcut',
    twist: 'mirror:fox',
  },
  // tale-243: the sunken library's water laid over the wolf too: the card washed out.
  sunken: {
    seed: 36372,
    action: 'listen',
    object: 'egg',
    second: null,
    who: 'wolf',
    feeling: 'surprise',
    place: 'library',
    framing: 'medium',
    light: 'window',
    palette: 'noon',
    look: 'collage',
    twist: 'sunken',
  },
  // tale-084: a dragon's shadow across a street's houses and its night sky.
  shadow: {
    seed: 22491,
    action: 'chase',
    object: 'crown',
    second: null,
    who: 'old-man',
    feeling: 'joy',
    place: 'street',
    framing: 'low',
    light: 'lamp',
    palette: 'lamplight',
    look: 'pastel',
    twist: 'shadow:dragon',
  },
  // tale-083: a boy's silhouette merged with a giant teapot's (one blob on a teapot).
  silhouette: {
    seed: 45683,
    action: 'hold-up',
    object: 'clock',
    second: null,
    who: 'boy',
    feeling: 'longing',
    place: 'snowfield',
    framing: 'medium',
    light: 'sun',
    palette: 'winter',
    look: 'silhouette',
    twist: 'giant:teapot',
  },
  // tale-080: a chase's wind ribbons drawn through a giant birdcage's bars.
  cage: {
    seed: 16187,
    action: 'chase',
    object: 'paperBoat',
    second: null,
    who: 'wolf',
    feeling: 'mischief',
    place: 'forest',
    framing: 'low',
    light: 'sun',
    palette: 'spring',
    look: 'collage',
    twist: 'giant:birdcage',
  },
  // tale-238: a bear on a ladder standing free in the middle of an attic.
  ladder: {
    seed: 32531,
    action: 'climb',
    object: 'clock',
    second: null,
    who: 'bear',
    feeling: 'longing',
    place: 'attic',
    framing: 'medium',
    light: 'lamp',
    palette: 'moonlight',
    look: 'gouache',
    twist: null,
  },
} as const satisfies Record<string, Recipe>;

describe('Tales twist and framing gates', () => {
  it("rejects a twist's thing cut by the card's edge", () => {
    expect(drawingFaults(seen.floating)).toContain("a twist's thing cut at the edge");
    expect(drawingFaults({ ...seen.floating, twist: null })).not.toContain(
      "a twist's thing cut at the edge",
    );
  });

  it("draws a mirror whole on the card, away from the card's side", () => {
    expect(drawingFaults(seen.mirror)).toEqual([]);
  });

  it('rejects a veil of water over the figure, and keeps the glass of a bottle', () => {
    expect(drawingFaults(seen.sunken)).toContain('a veil over the figure');
    expect(drawingFaults({ ...seen.sunken, twist: 'bottle' })).not.toContain(
      'a veil over the figure',
    );
  });

  it('rejects a shadow cast on the sky, and keeps one on a wall', () => {
    expect(drawingFaults(seen.shadow)).toContain('a shadow cast on the sky');
    expect(drawingFaults({ ...seen.shadow, place: 'bedroom' })).not.toContain(
      'a shadow cast on the sky',
    );
  });

  it('rejects a silhouette merged with a giant or floating thing (tale-083, 091, 013)', () => {
    expect(drawingFaults(seen.silhouette)).toContain('a silhouette merged with a thing');
    expect(drawingFaults({ ...seen.silhouette, look: 'gouache' })).not.toContain(
      'a silhouette merged with a thing',
    );
  });

  it('rejects wind ribbons through a giant birdcage', () => {
    expect(drawingFaults(seen.cage)).toEqual(['wind through the cage bars']);
    expect(drawingFaults({ ...seen.cage, twist: 'giant:teapot' })).toEqual([]);
  });

  it('rejects a ladder standing free in a room, and keeps one in the open', () => {
    expect(drawingFaults(seen.ladder)).toEqual(['a ladder standing free in a room']);
    expect(drawingFaults({ ...seen.ladder, place: 'meadow' })).not.toContain(
      'a ladder standing free in a room',
    );
  });

  it('frames a near shot on the head and hands, bigger than the close shot', () => {
    const near = drawTale({ ...seen.ladder, place: 'meadow', framing: 'near' });
    const close = drawTale({ ...seen.ladder, place: 'meadow', framing: 'close' });
    expect(near.subjectHeight).toBeGreaterThan(close.subjectHeight * 1.2);
    expect(near.faults).not.toContain('cut at the edge');
  });

  it('counts what an action always draws as a prop: a watering can, a cauldron, a door', () => {
    const base = { object: 'star', second: null, place: 'meadow', light: 'sun', twist: null };
    expect(motifsOf({ ...base, action: 'water-pot' }).sort()).toEqual(['star', 'watering can']);
    expect(motifsOf({ ...base, action: 'cook', object: 'stars' }).sort()).toEqual([
      'cauldron',
      'star',
    ]);
    expect(motifsOf({ ...base, action: 'open-door', object: 'sea' }).sort()).toEqual([
      'door',
      'sea',
    ]);
    // A teapot worn as a hat and a tower of books on a finger are one gag: a thing on the head.
    expect(motifsOf({ ...base, action: 'wear', object: 'teapot' }).sort()).toEqual([
      'on the head',
      'teapot',
    ]);
    expect(motifsOf({ ...base, action: 'balance', object: 'books' })).toContain('on the head');
  });

  it('picks close-ups as near shots, and no silhouette against a giant or floating thing', () => {
    const picks = Array.from({ length: 3000 }, (_, i) => pickRecipe(i + 1));
    // But for a situation staged for the close shot itself (a ticket held to the eye, its
    // daylight across the face): the old close-up, read as one more medium shot, is drawn near.
    const stagedClose = (r: (typeof picks)[number]) =>
      actionOf(r.action).fixedFramings === true && actionOf(r.action).framings.includes('close');
    expect(picks.filter((r) => r.framing === 'close' && !stagedClose(r))).toEqual([]);
    expect(picks.some((r) => r.framing === 'near')).toBe(true);
    expect(
      picks.filter((r) => r.look === 'silhouette' && /^(giant|floating)/.test(r.twist ?? '')),
    ).toEqual([]);
  });
});
