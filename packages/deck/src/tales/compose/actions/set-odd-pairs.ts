import type { Action } from '../types.ts';
import { catMourner } from './cat-mourner.ts';
import { shoulderScope } from './shoulder-scope.ts';
import { wolfLed } from './wolf-led.ts';

/** Situations of their own compositions: two unlike characters bound by one moment — the hunter at its prey's graveside, the prey on the hunter's head at a telescope, the wolf led through the dark by its prey (`freshActions`). */
export const oddPairsActions: readonly Action[] = [catMourner, shoulderScope, wolfLed];
