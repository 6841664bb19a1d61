import type { Action } from '../types.ts';
import { dikeFinger } from './dike-finger.ts';
import { needleKnight } from './needle-knight.ts';
import { plantFuture } from './plant-future.ts';
import { plasterDragon } from './plaster-dragon.ts';
import { tideKing } from './tide-king.ts';

/** Situations of their own compositions: courage and kindness — the small standing up to the big, the big looked after by the small, a tree planted for the ones to come; and the pride that orders the tide back (`freshActions`). */
export const courageActions: readonly Action[] = [
  needleKnight,
  plasterDragon,
  dikeFinger,
  plantFuture,
  tideKing,
];
