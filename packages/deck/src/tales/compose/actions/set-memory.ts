import type { Action } from '../types.ts';
import { coatWaltz } from './coat-waltz.ts';
import { photoThen } from './photo-then.ts';

/** Situations of their own compositions: loss, memory and time — a home that is whole again only in an old photograph held up before its ruin, a waltz with the empty coat of the one who is gone (`freshActions`). */
export const memoryActions: readonly Action[] = [photoThen, coatWaltz];
