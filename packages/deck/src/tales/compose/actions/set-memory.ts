import type { Action } from '../types.ts';
import { photoThen } from './photo-then.ts';

/** Situations of their own compositions: loss, memory and time — a home that is whole again only in an old photograph held up before its ruin (`freshActions`). */
export const memoryActions: readonly Action[] = [photoThen];
