import type { Action } from '../types.ts';

/** Situations of their own compositions: everyday chores done to the wrong thing (`freshActions`). */
export const choresActions: readonly Action[] = [];
