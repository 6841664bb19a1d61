import { cardById, cardHeight, cardWidth } from '@fabula/deck';
import { renderCardImage } from '@fabula/deck/images';
import sharp, { type OverlayOptions } from 'sharp';
import type { ReviewBoard } from './boards.ts';

/** Sizes of a board on a sheet, in pixels. */
export interface SheetLayout {
  /** Width of a card on the sheet (its height follows the deck's 2:3). */
  readonly cardWidth: number;
}

const columns = 3;
const gap = 20;
const header = 150;
const numberBand = 56;
const background = '#20242b';

function cardHeightFor(layout: SheetLayout): number {
  return Math.round((layout.cardWidth * cardHeight) / cardWidth);
}

/** The size of one board: the clue over two rows of three numbered cards. */
export function boardSize(layout: SheetLayout): { width: number; height: number } {
  const rows = 2;
  return {
    width: columns * layout.cardWidth + (columns + 1) * gap,
    height: header + rows * (cardHeightFor(layout) + numberBand + gap),
  };
}

/**
 * Where the card numbered `n` (1–6) of the `index`-th board on a sheet lies: numbered left to
 * right, top to bottom (the test reads the sheet back through this).
 */
export function cardBox(
  layout: SheetLayout,
  index: number,
  n: number,
): { left: number; top: number; width: number; height: number } {
  const slot = n - 1;
  const height = cardHeightFor(layout);
  return {
    left: gap + (slot % columns) * (layout.cardWidth + gap),
    top:
      index * boardSize(layout).height +
      header +
      Math.floor(slot / columns) * (height + numberBand + gap),
    width: layout.cardWidth,
    height,
  };
}

function markup(text: string): string {
  return text.replace(/[<>&]/g, (ch) => (ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&amp;'));
}

/** A line of text as an RGBA image (pango: fallback fonts for every script, colour emoji). */
async function textImage(
  text: string,
  options: { size: number; color: string; width: number; bold?: boolean },
): Promise<Buffer> {
  const weight = options.bold ? 'bold' : 'normal';
  return sharp({
    text: {
      text: `<span foreground="${options.color}" weight="${weight}">${markup(text)}</span>`,
      font: `DejaVu Sans ${String(options.size)}`,
      width: options.width,
      align: 'center',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
}

async function centred(
  image: Buffer,
  box: { left: number; top: number; width: number; height: number },
): Promise<OverlayOptions> {
  const { width, height } = await sharp(image).metadata();
  return {
    input: image,
    left: box.left + Math.max(0, Math.round((box.width - width) / 2)),
    top: box.top + Math.max(0, Math.round((box.height - height) / 2)),
  };
}

/**
 * A card as players see it: the deck's own renderer at 480 px (the hand's size on a phone),
 * scaled to the sheet.
 */
async function cardPicture(id: string, width: number): Promise<Buffer> {
  const card = cardById(id);
  if (!card) throw new Error(`unknown card ${id}`);
  return sharp(await renderCardImage(card, 480))
    .resize({ width })
    .png()
    .toBuffer();
}

/**
 * Draws boards one under another into a PNG: each shows its number and the clue in large type,
 * then its six cards numbered 1–6. Nothing on it tells which card is the storyteller's.
 */
export async function renderSheet(
  boards: readonly Pick<ReviewBoard, 'number' | 'cards' | 'clue'>[],
  layout: SheetLayout,
  file: string,
): Promise<void> {
  const size = boardSize(layout);
  const composites: OverlayOptions[] = [];
  for (const [index, board] of boards.entries()) {
    const top = index * size.height;
    const textWidth = size.width - 2 * gap;
    composites.push(
      await centred(
        await textImage(`Board ${String(board.number)}`, {
          size: 24,
          color: '#9aa4b2',
          width: textWidth,
        }),
        { left: gap, top: top + 8, width: textWidth, height: 34 },
      ),
      await centred(
        await textImage(`“${board.clue.text}”`, {
          size: board.clue.kind === 'emoji' ? 64 : 48,
          color: '#ffffff',
          width: textWidth,
          bold: true,
        }),
        { left: gap, top: top + 44, width: textWidth, height: header - 52 },
      ),
    );
    for (const [slot, id] of board.cards.entries()) {
      const box = cardBox(layout, index, slot + 1);
      composites.push({
        input: await cardPicture(id, layout.cardWidth),
        left: box.left,
        top: box.top,
      });
      composites.push(
        await centred(
          await textImage(String(slot + 1), { size: 36, color: '#ffd166', width: 80, bold: true }),
          {
            left: box.left,
            top: box.top + box.height,
            width: box.width,
            height: numberBand,
          },
        ),
      );
    }
  }
  await sharp({
    create: {
      width: size.width,
      height: size.height * boards.length,
      channels: 3,
      background,
    },
  })
    .composite(composites)
    .png()
    .toFile(file);
}
