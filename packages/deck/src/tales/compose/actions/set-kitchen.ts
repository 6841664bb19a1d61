import type { Action } from '../types.ts';

/** Situations of their own compositions: cooking, serving and eating, done to the wrong thing (`freshActions`). */
export const kitchenActions: readonly Action[] = [];
