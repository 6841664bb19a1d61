import { describe, expect, it } from 'vitest';
import { talesDeck } from '../src/deck.ts';
import type { Node } from '../src/tales/ir.ts';
import { composeScene } from '../src/tales/compose/compose.ts';
import { reshoots } from '../src/tales/compose/pick.ts';

/**
 * The three shots drawn for themselves (compose/shots.ts), checked on the deck's cards that use
 * them: a blind review saw no view from above, none from below and no tiny figure in a huge
 * place, and the framings the build counted did not read as any of those.
 */
const tags = (nodes: readonly Node[]): string[] =>
  nodes.flatMap((n) =>
    n.type === 'group' ? tags(n.children) : n.tag === undefined ? [] : [n.tag],
  );
const clipped = (nodes: readonly Node[]): boolean =>
  nodes.some((n) => n.type === 'group' && (n.clip !== undefined || clipped(n.children)));

const shot = (framing: string) => talesDeck.filter((c) => c.recipe.framing === framing);

describe('Tales shots: from above, from below, vast', () => {
  // Each shot is one composition drawn for itself, so many cards in it read as one card redrawn:
  // a blind review counted the well seen from below 17 times, and the sun-and-footprints vast 12.
  // The look-alike review of 2026-11-27 read two of them as the same picture as another card:
  // those were redrawn as situations of their own, and the review of 2026-11-28 one more of the
  // shot from below: a shot may keep 2 (two looking up a well read as one picture already). Review
  // -t of 2026-11-28 threw out a view from above (a tiny figure among scattered clocks, unreadable
  // at phone size) and it was swapped: a shot keeps at least one card. Review -w of 2026-11-28
  // threw out the last vast shot too (a tiny whale before the sun, "far too small at phone size"):
  // the vast shot may go, the views from above and below stay.
  it('keeps every re-shot card in the deck, on its framing, with 1 to 6 cards of each shot', () => {
    for (const card of talesDeck) {
      const wanted = reshoots[card.recipe.seed];
      if (wanted !== undefined) expect(card.recipe.framing, card.id).toBe(wanted);
    }
    for (const framing of ['above', 'below', 'vast']) {
      expect(shot(framing).length, framing).toBeGreaterThanOrEqual(framing === 'vast' ? 0 : 1);
      expect(shot(framing).length, framing).toBeLessThanOrEqual(6);
    }
  });

  it('draws a view from above with no sky: the ground fills the card', () => {
    for (const card of shot('above')) {
      const scene = composeScene(card.recipe);
      expect(tags(scene.back), card.id).not.toContain('sky');
      const first = scene.back[0];
      expect(first?.type === 'shape' && first.d.startsWith('M0 0h400v600'), card.id).toBe(true);
    }
  });

  it('draws a view from below as an opening of sky the characters peer down through', () => {
    for (const card of shot('below')) {
      const scene = composeScene(card.recipe);
      expect(tags(scene.back), card.id).toContain('sky');
      // The characters' bodies are hidden behind the rim: they are clipped to the opening.
      expect(clipped(scene.subject), card.id).toBe(true);
    }
  });

  it('draws the vast shot with a figure under a tenth of the card', () => {
    for (const card of shot('vast')) {
      const scene = composeScene(card.recipe);
      expect(scene.subjectHeight, card.id).toBeLessThan(60);
      expect(scene.storyBox[3], card.id).toBeLessThanOrEqual(600);
    }
  });
});
