import type { Action } from '../types.ts';

/** Situations of their own compositions: new ways to follow, chase, catch or dance (`freshActions`). */
export const movingActions: readonly Action[] = [];
