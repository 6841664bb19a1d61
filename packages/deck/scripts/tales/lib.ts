import { join } from 'node:path';
import type { Recipe } from '../../src/tales/card.ts';

export const talesDir = join(import.meta.dirname, '..', '..', 'generated', 'tales');
export const candidatesFile = join(talesDir, 'candidates.json');

/** One candidate as recorded by candidates.ts. */
export interface TaleCandidate {
  readonly recipe: Recipe;
  readonly idea: string;
  readonly family: string;
  readonly hash: string;
  /** The main character's height on the card (of 600). */
  readonly height: number;
}
