import type { Action } from '../types.ts';
import { needleKnight } from './needle-knight.ts';

/** Situations of their own compositions: the small standing up to the big (`freshActions`). */
export const courageActions: readonly Action[] = [needleKnight];
