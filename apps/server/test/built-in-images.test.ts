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
  it('draws a missing image once, at the width asked, and serves the file after', async () => {
    const images = new BuiltInCardImages(dir);
    // Requests for one image at once share one drawing; other widths are drawn separately.
    const [first, again, small] = await Promise.all([
      images.path('fabula-002', 480),
      images.path('fabula-002', 480),
      images.path('fabula-002', 240),
    ]);
    expect(first).toBe(join(dir, '480', 'fabula-002.webp'));
    expect(again).toBe(first);
    expect(small).toBe(join(dir, '240', 'fabula-002.webp'));
    for (const [width, height] of [
      [480, 720],
      [240, 360],
    ] as const) {
      const meta = await sharp(
        readFileSync(join(dir, String(width), 'fabula-002.webp')),
      ).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const written = statSync(first ?? '').mtimeMs;
    expect(await new BuiltInCardImages(dir).path('fabula-002', 480)).toBe(first);
    expect(statSync(first ?? '').mtimeMs).toBe(written);
  });

  it('draws many cards at once without failing any', async () => {
    const images = new BuiltInCardImages(dir);
    const ids = Array.from({ length: 6 }, (_, i) => `fabula-${String(10 + i).padStart(3, '0')}`);
    const files = await Promise.all(ids.map((id) => images.path(id, 240)));
    expect(files.every((file) => file !== null && statSync(file).size > 1000)).toBe(true);
  });

  it('draws the Tales deck too (composed cards, rendered in a child process)', async () => {
    const file = await new BuiltInCardImages(dir).path('tale-007', 240);
    expect(file).toBe(join(dir, '240', 'tale-007.webp'));
    const meta = await sharp(readFileSync(file ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 360]);
  });

  it('knows only the built-in cards', async () => {
    const images = new BuiltInCardImages(dir);
    expect(await images.path('tale-000', 480)).toBeNull();
    expect(await images.path('fabula-000', 480)).toBeNull();
    expect(await images.path('fabula-337', 480)).toBeNull();
  });
});
