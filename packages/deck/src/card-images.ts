import type { BuiltInCard } from './deck.ts';
import { pngToWebp } from './raster.ts';
import { MAX_CARD_BYTES_480 } from './rules.ts';
import { renderCardSvg } from './render.ts';
import { RenderPool } from './render-pool.ts';
import type { CardRecipe } from './types.ts';

/**
 * Cards are rasterised in child processes, two at a time (resvg can abort its process on a bad
 * input; the server must not go down with it). Made on first use.
 */
let pool: RenderPool | null = null;
function renderer(): RenderPool {
  pool ??= new RenderPool(2);
  return pool;
}

/** Widths for srcset; the largest is rendered, the others are downscaled from it. */
export const cardImageWidths = [960, 480, 240] as const;
export type CardImageWidth = (typeof cardImageWidths)[number];

/** The size budget of a width: 80 KB at 480 px (what a phone loads for a hand), none at 960. */
function budget(width: CardImageWidth): number {
  return width <= 480 ? MAX_CARD_BYTES_480 : Number.POSITIVE_INFINITY;
}

/**
 * A card's WebP images at every width, as the build writes them and the server serves them.
 * Rasterising runs in child processes (resvg) and on libuv's thread pool (sharp), so a server that
 * renders a missing image on demand keeps answering moves meanwhile.
 *
 * @example const images = await renderCardImages(builtInDeck[0]); images.get(480) // WebP bytes
 */
export async function renderCardImages(
  card: BuiltInCard | CardRecipe,
): Promise<ReadonlyMap<CardImageWidth, Buffer>> {
  const [largest] = cardImageWidths;
  const png = await renderer().render(renderCardSvg(card), largest);
  const images = new Map<CardImageWidth, Buffer>();
  for (const width of cardImageWidths) {
    images.set(width, await pngToWebp(png, width === largest ? undefined : width, budget(width)));
  }
  return images;
}

/**
 * One WebP image of a card, drawn straight at `width`: what the server
 * renders on demand for a card the build has not written. The build instead draws the largest
 * width once and downscales it (`renderCardImages`); the two differ only in anti-aliasing.
 */
export async function renderCardImage(
  card: BuiltInCard | CardRecipe,
  width: CardImageWidth,
): Promise<Buffer> {
  return pngToWebp(await renderer().render(renderCardSvg(card), width), undefined, budget(width));
}

/** Stops the render workers (scripts call it when done; a server leaves them to exit with it). */
export function closeRenderers(): void {
  pool?.close();
  pool = null;
}
