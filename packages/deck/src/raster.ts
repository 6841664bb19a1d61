import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Render SVG markup to a PNG buffer `width` pixels wide (height follows the 2:3 card). */
export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

/** WebP settings shared by the build and the size test, so the test measures what ships. */
export const webpOptions = { quality: 86, effort: 4, smartSubsample: true } as const;

/**
 * Qualities tried in turn when a card is over its size budget: textured cards (woodcut hatching,
 * pastel grain) are the dear ones, and they lose least to a lower quality (black and white
 * hatching keeps its edges; the densest woodcut of the deck, tale-270, fits at 38, and 32 leaves
 * room under it).
 */
const fallbackQualities = [80, 74, 68, 62, 56, 50, 44, 38, 32] as const;

/**
 * A PNG as WebP, resized to `width` if given, at the shared quality, or at the first lower one
 * that fits in `maxBytes` (the lowest if none does).
 */
export async function pngToWebp(
  png: Buffer,
  width?: number,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Buffer> {
  const source =
    width === undefined
      ? png
      : await sharp(png).resize({ width, kernel: 'lanczos3' }).png().toBuffer();
  let webp = await sharp(source).webp(webpOptions).toBuffer();
  for (const quality of fallbackQualities) {
    if (webp.length <= maxBytes) break;
    webp = await sharp(source)
      .webp({ ...webpOptions, quality })
      .toBuffer();
  }
  return webp;
}

/**
 * Difference hash: 9×8 grayscale, one bit per horizontal neighbour comparison (64 bits) plus the
 * same vertically (another 64). Cards whose hashes differ in few bits look alike at a glance.
 */
export async function differenceHash(png: Buffer): Promise<string> {
  const horizontal = await sharp(png).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  const vertical = await sharp(png).grayscale().resize(8, 9, { fit: 'fill' }).raw().toBuffer();
  let bits = '';
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      bits += (horizontal[y * 9 + x] ?? 0) < (horizontal[y * 9 + x + 1] ?? 0) ? '1' : '0';
    }
  }
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      bits += (vertical[y * 8 + x] ?? 0) < (vertical[(y + 1) * 8 + x] ?? 0) ? '1' : '0';
    }
  }
  let hex = '';
  for (let i = 0; i < bits.length; i += 4)
    hex += Number.parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

const bits = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Hex digit value from its character code ('0'–'9', 'a'–'f'). */
function nibble(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

/** Bits that differ between two hex hashes (curation compares every pair: kept cheap). */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < a.length; i++)
    distance += bits[nibble(a.charCodeAt(i)) ^ nibble(b.charCodeAt(i))] ?? 0;
  return distance;
}

/**
 * Luminance RMS contrast of a card render: the standard deviation of its grey levels, 0 … 1.
 * Measured on the small render the hash uses, where paper grain averages out, so it scores
 * the picture's light and dark masses (a murky card, all mid-greys, scores low).
 */
export async function rmsContrast(png: Buffer): Promise<number> {
  const grey = await sharp(png).flatten({ background: '#808080' }).grayscale().raw().toBuffer();
  let sum = 0;
  let squares = 0;
  for (const v of grey) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / grey.length;
  return Math.sqrt(Math.max(0, squares / grey.length - mean * mean)) / 255;
}

/** Width of the small render the perceptual hash is computed from (scripts and tests share it). */
export const HASH_RENDER_WIDTH = 64;

/** The perceptual hash of a card's SVG. */
export async function cardHash(svg: string): Promise<string> {
  return differenceHash(renderPng(svg, HASH_RENDER_WIDTH));
}
