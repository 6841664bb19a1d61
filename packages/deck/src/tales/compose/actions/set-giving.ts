import type { Action } from '../types.ts';
import { bakeMoon } from './bake-moon.ts';
import { barrowMoon } from './barrow-moon.ts';
import { basketDown } from './basket-down.ts';
import { changeMoon } from './change-moon.ts';
import { cloudHaircut } from './cloud-haircut.ts';
import { postMoon } from './post-moon.ts';
import { procession } from './procession.ts';
import { proposeMoon } from './propose-moon.ts';
import { serveStorm } from './serve-storm.ts';
import { spoonMoon } from './spoon-moon.ts';
import { tuckMoon } from './tuck-moon.ts';

/** Situations of their own compositions: new ways to give, feed, carry or hold something up (`freshActions`). */
export const givingActions: readonly Action[] = [
  postMoon,
  spoonMoon,
  serveStorm,
  basketDown,
  procession,
  changeMoon,
  tuckMoon,
  bakeMoon,
  cloudHaircut,
  barrowMoon,
  proposeMoon,
];
