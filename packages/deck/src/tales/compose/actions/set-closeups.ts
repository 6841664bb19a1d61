import type { Action } from '../types.ts';
import { beanPalm } from './bean-palm.ts';
import { keyHouse } from './key-house.ts';
import { tearBoat } from './tear-boat.ts';

/** Situations seen close: hands and faces holding a dream — a tear that carries a paper boat, magic beans already grown up to the clouds, a key to a house handed down (`freshActions`). */
export const closeupsActions: readonly Action[] = [tearBoat, beanPalm, keyHouse];
