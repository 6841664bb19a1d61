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
  /** Luminance RMS contrast at 64 px (`rmsContrast`), 0 … 1. */
  readonly contrast: number;
  /** The share of the card the staged story covers, 0 … 1. */
  readonly area: number;
  /** Whether the characters and what they hold are drawn whole on the card (`storyInside`). */
  readonly inside: boolean;
}

/** Contrast as stored in the deck's JSON: three decimals. */
export function roundContrast(c: number): number {
  return Math.round(c * 1000) / 1000;
}
