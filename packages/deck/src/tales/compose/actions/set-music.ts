import type { Action } from '../types.ts';
import { celloForest } from './cello-forest.ts';

/** Situations of their own compositions: music, sound and shadow play made into things (`freshActions`). */
export const musicActions: readonly Action[] = [celloForest];
