import type { Action } from '../types.ts';

/** Situations of their own compositions: dogs and their people: waiting, fetching, guarding, walking (the kit's dog) (`freshActions`). */
export const dogsActions: readonly Action[] = [];
