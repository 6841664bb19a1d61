import type { Action } from '../types.ts';

/** Situations of their own compositions: two characters and what passes between them (`freshActions`). */
export const pairsActions: readonly Action[] = [];
