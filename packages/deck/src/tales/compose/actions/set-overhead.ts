import type { Action } from '../types.ts';
import { hopscotchRoad } from './hopscotch-road.ts';
import { lineSand } from './line-sand.ts';
import { secondSteps } from './second-steps.ts';

/** Situations seen from above on open ground, told by what the ground keeps: a second line of footprints beside one walker, a mark scratched across it that a bear stops at, a hopscotch that runs on to the horizon (`freshActions`). */
export const overheadActions: readonly Action[] = [secondSteps, lineSand, hopscotchRoad];
