import type { Action } from '../types.ts';
import { criedWolf } from './cried-wolf.ts';
import { lionNet } from './lion-net.ts';
import { sourGrapes } from './sour-grapes.ts';

/** Situations of their own compositions: fables and fairy tales told in one picture — the fox a paw short of the grapes, the wolf behind the one who cried it, the mouse gnawing the lion free (`freshActions`). */
export const fablesActions: readonly Action[] = [sourGrapes, criedWolf, lionNet];
