import sharp, { type OverlayOptions } from 'sharp';

export interface Tile {
  readonly png: Buffer;
  readonly label: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (ch) => (ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&amp;'));
}

/**
 * Tile card thumbnails into one contact sheet, each with a small caption underneath. Writes PNG
 * or JPEG depending on the file extension.
 */
export async function tileSheet(
  tiles: readonly Tile[],
  options: { columns: number; tileWidth: number; file: string; captions?: boolean },
): Promise<void> {
  const captions = options.captions ?? true;
  const w = options.tileWidth;
  const h = Math.round((w * 3) / 2);
  const gap = 6;
  const caption = captions ? 16 : 0;
  const rows = Math.ceil(tiles.length / options.columns);
  const width = options.columns * (w + gap) + gap;
  const height = rows * (h + caption + gap) + gap;
  const composites: OverlayOptions[] = [];
  tiles.forEach((tile, i) => {
    const left = gap + (i % options.columns) * (w + gap);
    const top = gap + Math.floor(i / options.columns) * (h + caption + gap);
    composites.push({ input: tile.png, left, top });
    if (captions) {
      const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(caption)}"><text x="2" y="12" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#ddd">${escapeXml(tile.label)}</text></svg>`;
      composites.push({ input: Buffer.from(label), left, top: top + h });
    }
  });
  const sheet = sharp({ create: { width, height, channels: 3, background: '#1a1a1a' } }).composite(
    composites,
  );
  if (options.file.endsWith('.jpg')) await sheet.jpeg({ quality: 80 }).toFile(options.file);
  else await sheet.png().toFile(options.file);
}
