import { describe, expect, it } from 'vitest';
import hashes from '../src/data/hashes.json' with { type: 'json' };
import { skiesDeck as builtInDeck } from '../src/deck.ts';
import { cardHash, hammingDistance, pngToWebp, renderPng } from '../src/raster.ts';
import { renderCardSvg } from '../src/render.ts';
import { MAX_CARD_BYTES_480, MIN_HASH_DISTANCE } from '../src/rules.ts';

const committed = hashes as Record<string, string>;
/** Every fourth card: a quarter of the deck keeps the run well under a minute on two cores. */
const sample = builtInDeck.filter((_, i) => i % 4 === 0);

describe('card images', () => {
  it('keeps the 480 px WebP of sampled cards within 80 KB', { timeout: 120_000 }, async () => {
    for (const card of sample) {
      const webp = await pngToWebp(renderPng(renderCardSvg(card), 480));
      expect(webp.length, card.id).toBeLessThanOrEqual(MAX_CARD_BYTES_480);
    }
  });

  it('has no near-duplicates among the committed perceptual hashes', () => {
    const entries = Object.entries(committed);
    expect(entries).toHaveLength(builtInDeck.length);
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const [a, ha] = entries[i] ?? ['', ''];
        const [b, hb] = entries[j] ?? ['', ''];
        expect(hammingDistance(ha, hb), `${a} vs ${b}`).toBeGreaterThanOrEqual(MIN_HASH_DISTANCE);
      }
    }
  });

  it('recomputes the same perceptual hash for sampled cards', { timeout: 60_000 }, async () => {
    for (const card of builtInDeck.filter((_, i) => i % 6 === 0)) {
      expect(await cardHash(renderCardSvg(card)), card.id).toBe(committed[card.id]);
    }
  });
});
