import type { Action } from '../types.ts';
import { seesaw } from './seesaw.ts';
import { skyHand } from './sky-hand.ts';
import { teaSelf } from './tea-self.ts';
import { skyStairs } from './sky-stairs.ts';
import { washingLine } from './washing-line.ts';
import { houseBalloon } from './house-balloon.ts';
import { zipSky } from './zip-sky.ts';
import { ironSea } from './iron-sea.ts';

/**
 * More new situations after the first eleven (`new.ts`), each a composition no card had: a
 * seesaw tipped by a feather, a giant hand reaching down out of the clouds, tea with oneself, a
 * staircase that stops in mid-air, the sky pegged out on a washing line, a house held on a string
 * like a balloon, the sky unzipped like a tent, the sea ironed flat. Listed apart so candidates
 * can be drawn for them alone (`pickRecipe(seed, moreActions)`).
 */
export const moreActions: readonly Action[] = [
  seesaw,
  skyHand,
  teaSelf,
  skyStairs,
  washingLine,
  houseBalloon,
  zipSky,
  ironSea,
];
