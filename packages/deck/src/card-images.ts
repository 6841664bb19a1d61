import { renderAsync } from '@resvg/resvg-js';
import { pngToWebp } from './raster.ts';
import { renderCardSvg } from './render.ts';
import type { CardRecipe } from './types.ts';

/** Widths for srcset; the largest is rendered, the others are downscaled from it. */
export const cardImageWidths = [960, 480, 240] as const;
export type CardImageWidth = (typeof cardImageWidths)[number];

/**
 * A card's WebP images at every width, as the build writes them and the server serves them.
 * Rasterising runs on libuv's thread pool (resvg's `renderAsync`, sharp), so a server that
 * renders a missing image on demand keeps answering moves meanwhile.
 *
 * @example const images = await renderCardImages(builtInDeck[0]); images.get(480) // WebP bytes
 */
export async function renderCardImages(
  card: CardRecipe,
): Promise<ReadonlyMap<CardImageWidth, Buffer>> {
  const [largest] = cardImageWidths;
  const rendered = await renderAsync(renderCardSvg(card), {
    fitTo: { mode: 'width', value: largest },
    font: { loadSystemFonts: false },
  });
  const png = rendered.asPng();
  const images = new Map<CardImageWidth, Buffer>();
  for (const width of cardImageWidths) {
    images.set(width, await pngToWebp(png, width === largest ? undefined : width));
  }
  return images;
}

/**
 * One WebP image of a card, drawn straight at `width` (about 0.1 s at 480 px): what the server
 * renders on demand for a card the build has not written. The build instead draws the largest
 * width once and downscales it (`renderCardImages`); the two differ only in anti-aliasing.
 */
export async function renderCardImage(card: CardRecipe, width: CardImageWidth): Promise<Buffer> {
  const rendered = await renderAsync(renderCardSvg(card), {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  });
  return pngToWebp(rendered.asPng());
}
