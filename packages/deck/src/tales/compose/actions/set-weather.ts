import type { Action } from '../types.ts';

/** Situations of their own compositions: weather, seasons and water handled like things (`freshActions`). */
export const weatherActions: readonly Action[] = [];
