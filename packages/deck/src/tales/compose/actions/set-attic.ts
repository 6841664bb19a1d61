import type { Action } from '../types.ts';

/** Situations of their own compositions: the attic, the stairwell and the library: old things in the house that remember (`freshActions`). */
export const atticActions: readonly Action[] = [];
