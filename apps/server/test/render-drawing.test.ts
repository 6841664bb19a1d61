import { clueLimits } from '@fabula/rules';
import { parseDrawing, type Drawing } from '@fabula/protocol/drawing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawingImageWidth, renderDrawing } from '../src/clues/render-drawing.ts';
import { typicalDrawing } from './support/drawings.ts';

describe('a drawn clue becomes a WebP picture (resvg, sharp)', () => {
  it('renders a typical drawing to a WebP of the canvas shape, a few tens of kilobytes', async () => {
    const drawing = typicalDrawing();
    expect(parseDrawing(drawing).ok).toBe(true);
    const webp = await renderDrawing(drawing);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(drawingImageWidth);
    expect(meta.height).toBe(
      (drawingImageWidth * clueLimits.drawingHeight) / clueLimits.drawingWidth,
    );
    const json = Buffer.byteLength(JSON.stringify(drawing));
    // The figures docs/clues.md gives (printed, so a run shows them).
    console.log(
      `typical drawing: ${drawing.strokes.length} strokes, ${json} bytes of JSON, ${webp.length} bytes of WebP`,
    );
    expect(json).toBeLessThan(clueLimits.drawingBytes);
    expect(webp.length).toBeLessThan(60_000);
  });

  it('draws the strokes in their colours on the paper', async () => {
    const red: Drawing = { strokes: [{ colour: 1, size: 2, points: [0, 300, 800, 300] }] };
    const { data, info } = await sharp(await renderDrawing(red))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    };
    const [r, g] = at(info.width / 2, info.height / 2);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(90);
    // the paper, far from the stroke
    expect(at(10, 10).every((c) => c > 230)).toBe(true);
  });
});
