import type { Action } from '../types.ts';
import { bakeStar } from './bake-star.ts';
import { basketDown } from './basket-down.ts';
import { changeMoon } from './change-moon.ts';
import { cloudHaircut } from './cloud-haircut.ts';
import { postMoon } from './post-moon.ts';
import { procession } from './procession.ts';
import { proposeRing } from './propose-ring.ts';
import { serveStorm } from './serve-storm.ts';
import { spoonGiant } from './spoon-giant.ts';
import { wheelbarrow } from './wheelbarrow.ts';

/** Situations of their own compositions: new ways to give, feed, carry or hold something up (`freshActions`). */
export const givingActions: readonly Action[] = [
  postMoon,
  spoonGiant,
  serveStorm,
  basketDown,
  procession,
  changeMoon,
  bakeStar,
  cloudHaircut,
  wheelbarrow,
  proposeRing,
];
