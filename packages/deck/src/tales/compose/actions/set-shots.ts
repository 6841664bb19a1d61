import type { Action } from '../types.ts';

/** Situations of their own compositions: close-ups and views from above or below (`freshActions`). */
export const shotsActions: readonly Action[] = [];
