import type { Action } from '../types.ts';
import { toothFairy } from './tooth-fairy.ts';
import { noseNest } from './nose-nest.ts';

/** Situations of their own compositions: close-ups and odd corners: hands, faces, a place the situation draws itself (`freshActions`). */
export const extraActions: readonly Action[] = [toothFairy, noseNest];
