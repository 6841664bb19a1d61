import type { Scene } from '../scene.ts';
import { SvgWriter } from './writer.ts';

/**
 * Whether a card reads on a phone's board (160 px wide): its story must stand off the ground
 * around it in value, or it sinks into the setting as a muddy patch. Measured on a render at
 * `READ_WIDTH` against the story's own silhouette (`storyMask`).
 */
export const READ_WIDTH = 160;

/**
 * The least figure-ground separation a curated card should have (`figureGround`, 0 … 1): below
 * it the story and its surroundings are within a twentieth of the grey scale of each other, and
 * on a phone it is a muddy patch (a mouse hugging a brass clock on a brown suitcase, a grey
 * rabbit on a grey cloud). A story that is mostly one huge thing (a giant open book) scores low
 * while reading well: the score is a reason to look, the eye decides.
 */
export const MIN_FIGURE_GROUND = 0.05;

/** The story's silhouette (the characters and what they hold), white on black, card-sized. */
export function storyMask(scene: Scene): string {
  const w = new SvgWriter('m');
  const body = w.nodes(scene.subject, (s) => {
    if (s.opacity !== undefined && s.opacity < 0.5) return null;
    if (s.fill === undefined)
      return s.stroke
        ? ` fill="none" stroke="#fff" stroke-width="${String(s.stroke.width)}" stroke-linecap="round"`
        : null;
    return ' fill="#fff"';
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><rect width="400" height="600" fill="#000"/>${body}</svg>`;
}

/**
 * Figure against ground: the difference of the mean grey of the story (where `mask` is white)
 * and of the ring of ground just around it (`ring` pixels wide), 0 … 1. Both images are one
 * grey byte per pixel, `width` wide. A card with no story pixels scores 0.
 */
export function figureGround(
  grey: Uint8Array,
  mask: Uint8Array,
  width: number,
  ring = Math.max(2, Math.round(width / 32)),
): number {
  const height = Math.floor(mask.length / width);
  const inside = (i: number): boolean => (mask[i] ?? 0) >= 128;
  // The ring: pixels outside the story within `ring` of it (a square dilation, row then column).
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    let last = -1e9;
    for (let x = 0; x < width; x++) {
      if (inside(y * width + x)) last = x;
      if (x - last <= ring) rows[y * width + x] = 1;
    }
    last = 1e9;
    for (let x = width - 1; x >= 0; x--) {
      if (inside(y * width + x)) last = x;
      if (last - x <= ring) rows[y * width + x] = 1;
    }
  }
  const near = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    let last = -1e9;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x] === 1) last = y;
      if (y - last <= ring) near[y * width + x] = 1;
    }
    last = 1e9;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x] === 1) last = y;
      if (last - y <= ring) near[y * width + x] = 1;
    }
  }
  let storySum = 0;
  let storyCount = 0;
  let groundSum = 0;
  let groundCount = 0;
  for (let i = 0; i < mask.length; i++) {
    const v = grey[i] ?? 0;
    if (inside(i)) {
      storySum += v;
      storyCount++;
    } else if (near[i] === 1) {
      groundSum += v;
      groundCount++;
    }
  }
  if (storyCount === 0 || groundCount === 0) return 0;
  return Math.abs(storySum / storyCount - groundSum / groundCount) / 255;
}
