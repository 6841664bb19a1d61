import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { atLuminance, luminance } from '../src/color.ts';
import { RenderPool } from '../src/render-pool.ts';
import { drawTale } from '../src/tales/card.ts';
import { talesDeck } from '../src/tales/deck.ts';
import { printInks } from '../src/tales/looks/print-inks.ts';
import { distance, grey } from '../src/tales/looks/tone.ts';
import { palettes } from '../src/tales/palette.ts';

const pool = new RenderPool(1);
afterAll(() => {
  pool.close();
});

describe('the woodcut prints in colour', () => {
  it('moves a colour to a luminance and keeps its hue', () => {
    for (const target of [0.13, 0.36, 0.5, 0.74]) {
      const c = atLuminance('#c45a3c', target);
      expect(luminance(c)).toBeCloseTo(target, 2);
      expect(distance(c, grey(target))).toBeGreaterThan(0.02);
    }
  });

  it('gives every palette blocks that stand apart from the paper, the key and each other', () => {
    for (const p of palettes) {
      for (const seed of [0, 8, 16, 24, 1001]) {
        const inks = printInks(p, seed);
        const l = (c: string): number => luminance(c);
        expect(l(inks.paper) - l(inks.block), p.id).toBeGreaterThan(0.25);
        expect(l(inks.block) - l(inks.deep), p.id).toBeGreaterThan(0.2);
        expect(l(inks.deep) - l(inks.key), p.id).toBeGreaterThan(0.03);
        // A figure's clothes stand off the sky behind them.
        expect(distance(inks.cloth, inks.block), `${p.id} ${String(seed)}`).toBeGreaterThan(0.25);
        // Printed in colour: no block is a grey, a storm's sky included.
        expect(distance(inks.block, grey(l(inks.block))), p.id).toBeGreaterThan(0.04);
      }
    }
  });

  it('dresses the prints of one palette in more than one cloth colour', () => {
    const storm = palettes.find((p) => p.id === 'storm');
    if (storm === undefined) throw new Error('no storm palette');
    const cloths = new Set([0, 1, 2, 3, 4, 5].map((seed) => printInks(storm, seed).cloth));
    expect(cloths.size).toBeGreaterThan(1);
  });

  it('leaves no woodcut card of the deck mostly black', { timeout: 120_000 }, async () => {
    const woodcuts = talesDeck.filter((c) => c.recipe.look === 'woodcut');
    // Eight cards since four blind reviews in a row read the woodcut as another game's doodle.
    expect(woodcuts.length).toBeGreaterThanOrEqual(6);
    for (const card of woodcuts.filter((_, i) => i % 2 === 0)) {
      const png = await pool.render(drawTale(card.recipe).svg, 64);
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let dark = 0;
      for (let i = 0; i < data.length; i += 3) {
        const y =
          (0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)) /
          255;
        if (y < 0.12) dark++;
      }
      // Under the black block a third to most of a card was near black.
      expect(dark / (data.length / 3), card.id).toBeLessThan(0.3);
    }
  });
});
