import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { drawingSvg, type Drawing } from '@fabula/protocol/drawing';

/**
 * How wide a drawn clue's picture is: large enough for the TV board (shown about 900 px wide
 * there), small enough that a typical drawing stays a few tens of kilobytes.
 */
export const drawingImageWidth = 960;

/**
 * A checked drawing (`parseDrawing`) as the picture the players see: its strokes' outlines
 * (perfect-freehand, the very function the pad draws with) as SVG, rendered by resvg to PNG,
 * then encoded by sharp as WebP. Never given anything but vector strokes: the client sends no
 * raster, so nothing a client sends is ever decoded as an image here.
 *
 * @example
 * const checked = parseDrawing(body);
 * if (checked.ok) await store.put(room, ref, await renderDrawing(checked.drawing));
 */
export async function renderDrawing(drawing: Drawing): Promise<Buffer> {
  const svg = drawingSvg(drawing, drawingImageWidth);
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: drawingImageWidth },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return sharp(png).webp({ quality: 80, effort: 4 }).toBuffer();
}
