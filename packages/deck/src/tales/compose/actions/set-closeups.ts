import type { Action } from '../types.ts';
import { beanPalm } from './bean-palm.ts';
import { tearBoat } from './tear-boat.ts';

/** Situations seen close: hands and faces holding a dream — a tear that carries a paper boat, magic beans already grown up to the clouds (`freshActions`). */
export const closeupsActions: readonly Action[] = [tearBoat, beanPalm];
