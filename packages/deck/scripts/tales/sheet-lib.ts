import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Render SVG markup to PNG at a width (scratch sheets while building the kit). */
export function png(svg: string, width: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}

export async function grid(
  tiles: readonly Buffer[],
  columns: number,
  file: string,
  background = '#333',
): Promise<void> {
  const metas = await Promise.all(tiles.map((t) => sharp(t).metadata()));
  const w = Math.max(...metas.map((m) => m.width));
  const h = Math.max(...metas.map((m) => m.height));
  const gap = 6;
  const rows = Math.ceil(tiles.length / columns);
  const composites = tiles.map((input, i) => ({
    input,
    left: gap + (i % columns) * (w + gap),
    top: gap + Math.floor(i / columns) * (h + gap),
  }));
  await sharp({
    create: {
      width: columns * (w + gap) + gap,
      height: rows * (h + gap) + gap,
      channels: 3,
      background,
    },
  })
    .composite(composites)
    .png()
    .toFile(file);
}
