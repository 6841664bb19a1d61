import type { Action } from '../types.ts';
import { catMourner } from './cat-mourner.ts';

/** Situations of their own compositions: two unlike characters bound by one moment — the hunter at its prey's graveside (`freshActions`). */
export const oddPairsActions: readonly Action[] = [catMourner];
