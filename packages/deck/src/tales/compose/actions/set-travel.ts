import type { Action } from '../types.ts';

/** Situations of their own compositions: journeys: luggage, maps, tickets, vehicles and letters (`freshActions`). */
export const travelActions: readonly Action[] = [];
