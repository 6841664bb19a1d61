import { fileTypeFromBuffer } from 'file-type';

/** What the first bytes of a file say it is, whatever its name claims. */
export type Sniffed =
  | { kind: 'image'; format: AcceptedFormat }
  | { kind: 'zip' }
  | { kind: 'svg' }
  | { kind: 'other-image'; mime: string }
  | { kind: 'other'; mime: string | null };

/** Formats we decode: JPEG, PNG, WebP, GIF (first frame) and AVIF (sharp's libheif reads it). */
export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const acceptedByMime: Readonly<Record<string, AcceptedFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * SVG is text, so magic bytes do not name it: look for an `<svg` element near the start (after
 * a BOM, an XML declaration, comments or a doctype). SVG is always refused: it can carry scripts
 * and links to other files, and it is not a picture until something renders it.
 */
export function looksLikeSvg(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 4096))
    .toString('latin1')
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  const trimmed = head.trimStart();
  if (!trimmed.startsWith('<')) return false;
  return /<svg[\s>/:]/i.test(head) || /<!DOCTYPE\s+svg/i.test(head);
}

export async function sniff(data: Uint8Array): Promise<Sniffed> {
  if (looksLikeSvg(data)) return { kind: 'svg' };
  const type = await fileTypeFromBuffer(data);
  if (type === undefined) return { kind: 'other', mime: null };
  if (type.mime === 'image/svg+xml') return { kind: 'svg' };
  if (type.ext === 'zip') return { kind: 'zip' };
  const format = acceptedByMime[type.mime];
  if (format !== undefined) return { kind: 'image', format };
  if (type.mime.startsWith('image/')) return { kind: 'other-image', mime: type.mime };
  return { kind: 'other', mime: type.mime };
}

/** Zip files start with a local file header ("PK\3\4"), or "PK\5\6" when empty. */
export function startsLikeZip(data: Uint8Array): boolean {
  return data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);
}
