import type { Action } from '../types.ts';
import { cellarEyes } from './cellar-eyes.ts';
import { underBed } from './under-bed.ts';

/** Situations of childhood fears and small courage: the monster under the bed afraid of the child, the eyes that wink back up the cellar stairs (`freshActions`). */
export const fearsActions: readonly Action[] = [underBed, cellarEyes];
