import type { Action } from '../types.ts';
import { dikeFinger } from './dike-finger.ts';
import { needleKnight } from './needle-knight.ts';
import { plantFuture } from './plant-future.ts';
import { plasterDragon } from './plaster-dragon.ts';

/** Situations of their own compositions: the small standing up to the big, and the big looked after by the small, and kindness to the ones to come (`freshActions`). */
export const courageActions: readonly Action[] = [
  needleKnight,
  plasterDragon,
  dikeFinger,
  plantFuture,
];
