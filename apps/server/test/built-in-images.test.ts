import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BuiltInCardImages } from '../src/decks/built-in-images.ts';

const dir = mkdtempSync(join(tmpdir(), 'fabula-cards-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('built-in card images on demand', () => {
  it('renders a missing card once, at every width, and serves the files after', async () => {
    const images = new BuiltInCardImages(dir);
    // Two requests for one card at once share one render.
    const [first, second] = await Promise.all([
      images.path('fabula-002', 480),
      images.path('fabula-002', 240),
    ]);
    expect(first).toBe(join(dir, '480', 'fabula-002.webp'));
    expect(second).toBe(join(dir, '240', 'fabula-002.webp'));
    for (const [width, height] of [
      [960, 1440],
      [480, 720],
      [240, 360],
    ] as const) {
      const file = join(dir, String(width), 'fabula-002.webp');
      const meta = await sharp(readFileSync(file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const written = statSync(join(dir, '960', 'fabula-002.webp')).mtimeMs;
    expect(await new BuiltInCardImages(dir).path('fabula-002', 960)).not.toBeNull();
    expect(statSync(join(dir, '960', 'fabula-002.webp')).mtimeMs).toBe(written);
  });

  it('knows only the built-in cards', async () => {
    const images = new BuiltInCardImages(dir);
    expect(await images.path('fabula-000', 480)).toBeNull();
    expect(await images.path('fabula-337', 480)).toBeNull();
  });
});
