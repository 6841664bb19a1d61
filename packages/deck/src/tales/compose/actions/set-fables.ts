import type { Action } from '../types.ts';
import { sourGrapes } from './sour-grapes.ts';

/** Situations of their own compositions: fables and fairy tales told in one picture — the fox a paw short of the grapes (`freshActions`). */
export const fablesActions: readonly Action[] = [sourGrapes];
