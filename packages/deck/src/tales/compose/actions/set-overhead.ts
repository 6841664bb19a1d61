import type { Action } from '../types.ts';
import { secondSteps } from './second-steps.ts';

/** Situations seen from above on open ground, told by what the ground keeps: a second line of footprints beside one walker (`freshActions`). */
export const overheadActions: readonly Action[] = [secondSteps];
