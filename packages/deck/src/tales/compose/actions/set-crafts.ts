import type { Action } from '../types.ts';
import { daisyTape } from './daisy-tape.ts';

/** Situations of their own compositions: making and mending what cannot be made or mended — a daisy's plucked petals taped back on (`freshActions`). */
export const craftsActions: readonly Action[] = [daisyTape];
