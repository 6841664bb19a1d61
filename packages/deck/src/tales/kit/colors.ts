import { mix } from '../../color.ts';
import type { Color } from '../ir.ts';

export { mix };

export function darker(c: Color, t: number): Color {
  return mix(c, '#1a1420', t);
}
export function lighter(c: Color, t: number): Color {
  return mix(c, '#fffaf0', t);
}

/** Skin tones, light to dark. */
export const skins = ['#f6d9c4', '#efc6a4', '#dfa77f', '#c28358', '#98603c', '#6f432a'] as const;
/** Natural hair colours (the last two are grey and white for old people). */
export const hairs = ['#2a1c16', '#4a2f1e', '#7a4a26', '#b7702f', '#d9b26a', '#a8452a'] as const;
export const greyHairs = ['#cfcac2', '#e9e6df', '#a9a7a2'] as const;
