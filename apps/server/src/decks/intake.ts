import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DeckError, megabytes } from './errors.ts';
import { deckLimits, type CardWidth } from './limits.ts';
import { sniff, type AcceptedFormat } from './sniff.ts';

/** One accepted picture: the card at each width, as WebP with no metadata at all. */
export interface CardImages {
  readonly webp: ReadonlyMap<CardWidth, Buffer>;
  /** What was uploaded (for logs and tests; never stored). */
  readonly source: {
    readonly format: AcceptedFormat;
    readonly width: number;
    readonly height: number;
  };
}

/**
 * The built-in deck's WebP quality and effort (packages/deck/src/raster.ts) without its
 * `smartSubsample`, which makes the 960 px encode four times slower (≈ 0.5 s instead of 0.12 s
 * on the dev box) for a gain visible only on the built-in art's saturated edges.
 */
const webpOptions = { quality: 86, effort: 4 } as const;

/** sharp's format names for what file-type sniffed (AVIF is read by libheif). */
const sharpFormat: Readonly<Record<AcceptedFormat, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const largestWidth = Math.max(...deckLimits.widths);

function heightFor(width: number): number {
  return Math.round((width * deckLimits.aspect.height) / deckLimits.aspect.width);
}

function readable(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks one uploaded file and turns it into a card, or throws a `DeckError`:
 * 1. size ≤ 15 MB; 2. the real type from its first bytes (SVG refused, even renamed; only JPEG,
 * PNG, WebP, GIF, AVIF); 3. dimensions from the header alone, before any decoding (decompression
 * bombs: ≤ 8000 px a side, ≤ 40 megapixels); 4. a full decode (truncated or corrupt files fail
 * here), EXIF orientation applied, converted to sRGB, transparency flattened, cropped to 2:3
 * around the centre, and written as WebP at 960, 480 and 240 px. Nothing of the original file is
 * kept: sharp writes no EXIF, XMP, IPTC or ICC data unless asked to, and we never ask.
 */
export async function intakeImage(data: Uint8Array): Promise<CardImages> {
  if (data.length > deckLimits.maxImageBytes) {
    throw new DeckError(
      'too_large',
      `The file is ${megabytes(data.length)}; an image may be at most ${megabytes(deckLimits.maxImageBytes)}.`,
    );
  }
  if (data.length === 0) throw new DeckError('not_an_image', 'The file is empty.');
  const sniffed = await sniff(data);
  switch (sniffed.kind) {
    case 'svg':
      throw new DeckError(
        'svg_refused',
        'SVG files are not accepted (they can carry scripts); export the picture as PNG or JPEG.',
      );
    case 'zip':
      throw new DeckError(
        'not_an_image',
        'A zip inside a zip is not read; put the images in one zip.',
      );
    case 'other-image':
      throw new DeckError(
        'unsupported_format',
        `Images of type ${sniffed.mime} are not accepted; use JPEG, PNG, WebP, GIF or AVIF.`,
      );
    case 'other':
      throw new DeckError(
        'not_an_image',
        sniffed.mime === null
          ? 'This is not an image (JPEG, PNG, WebP, GIF or AVIF).'
          : `This is not an image but ${sniffed.mime}.`,
      );
    case 'image':
      break;
  }
  const format = sniffed.format;

  // The header only: no pixel is decoded here, so a 50,000 × 50,000 bomb costs nothing.
  let header: Metadata;
  try {
    header = await sharp(data, { limitInputPixels: false, pages: 1 }).metadata();
  } catch (error) {
    throw new DeckError('image_unreadable', `The image cannot be read: ${readable(error)}.`);
  }
  if (header.format !== sharpFormat[format]) {
    throw new DeckError('image_unreadable', `The file starts like ${format} but is not one.`);
  }
  const width = header.width;
  const height = header.pageHeight ?? header.height;
  if (width > deckLimits.maxSide || height > deckLimits.maxSide) {
    throw new DeckError(
      'too_many_pixels',
      `The image is ${String(width)} × ${String(height)} px; a side may be at most ${String(deckLimits.maxSide)} px.`,
    );
  }
  if (width * height > deckLimits.maxPixels) {
    throw new DeckError(
      'too_many_pixels',
      `The image has ${((width * height) / 1e6).toFixed(1)} megapixels; at most ${String(deckLimits.maxPixels / 1e6)} are accepted.`,
    );
  }
  if (Math.min(width, height) < deckLimits.minSide) {
    throw new DeckError(
      'too_small',
      `The image is ${String(width)} × ${String(height)} px; each side needs at least ${String(deckLimits.minSide)} px.`,
    );
  }

  // Decode once to the largest card, then scale that down for the smaller widths.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(data, {
      limitInputPixels: deckLimits.maxPixels,
      failOn: 'error',
      pages: 1,
      animated: false,
    })
      .timeout({ seconds: deckLimits.imageTimeoutSeconds })
      .rotate()
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .resize(largestWidth, heightFor(largestWidth), { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new DeckError(
      'image_unreadable',
      `The image is damaged or truncated and cannot be decoded: ${readable(error)}.`,
    );
  }
  const raw = {
    raw: {
      width: master.info.width,
      height: master.info.height,
      channels: master.info.channels,
    },
  };
  const webp = new Map<CardWidth, Buffer>();
  for (const cardWidth of deckLimits.widths) {
    const image = sharp(master.data, raw);
    if (cardWidth !== master.info.width) {
      image.resize(cardWidth, heightFor(cardWidth), { fit: 'fill', kernel: 'lanczos3' });
    }
    webp.set(cardWidth, await image.webp(webpOptions).toBuffer());
  }
  return { webp, source: { format, width, height } };
}
