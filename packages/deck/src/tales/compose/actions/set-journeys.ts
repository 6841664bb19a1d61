import type { Action } from '../types.ts';
import { suitcaseRoots } from './suitcase-roots.ts';
import { ticketSun } from './ticket-sun.ts';

/** Situations of their own compositions: journeys by train — the traveller whose suitcase has put down roots, the ticket whose punched hole lets the day in (`freshActions`). */
export const journeysActions: readonly Action[] = [suitcaseRoots, ticketSun];
