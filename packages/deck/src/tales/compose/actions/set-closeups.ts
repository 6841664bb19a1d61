import type { Action } from '../types.ts';
import { tearBoat } from './tear-boat.ts';

/** Situations seen close: hands and faces holding a dream — a tear that carries a paper boat (`freshActions`). */
export const closeupsActions: readonly Action[] = [tearBoat];
