import { cardById } from '@fabula/deck';
import type { CardLookup } from './mind.ts';

/** The words of any built-in card by id (the lookup `bots:eval` and the simulation use). */
export const builtInCards: CardLookup = (id) => cardById(id);
