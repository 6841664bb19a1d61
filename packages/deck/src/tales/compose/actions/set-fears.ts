import type { Action } from '../types.ts';
import { underBed } from './under-bed.ts';

/** Situations of childhood fears and small courage: the monster under the bed afraid of the child (`freshActions`). */
export const fearsActions: readonly Action[] = [underBed];
