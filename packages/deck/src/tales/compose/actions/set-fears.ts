import type { Action } from '../types.ts';
import { cellarEyes } from './cellar-eyes.ts';
import { treeLanterns } from './tree-lanterns.ts';
import { underBed } from './under-bed.ts';

/** Situations of childhood fears and small courage: the monster under the bed afraid of the child, the eyes that wink back up the cellar stairs, the forest that lights the walker's way (`freshActions`). */
export const fearsActions: readonly Action[] = [underBed, cellarEyes, treeLanterns];
