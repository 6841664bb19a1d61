import type { Action } from '../types.ts';
import { cupHands, keyhole, maskFace, nightWindow } from './close.ts';
import { cutSky, houseBack, watchBack } from './odd.ts';
import { shadowLeaves, shoulders, tug, umbrellaRain } from './between.ts';

/**
 * The actions added after a blind review found the deck "visibly generated from templates": new
 * situations whose pictures look like no earlier card (real close-ups, two characters acting
 * together, impossible handling of the world). Listed apart so candidates can be drawn for them
 * alone (`pickRecipe(seed, newActions)`).
 */
export const newActions: readonly Action[] = [
  keyhole,
  cupHands,
  maskFace,
  houseBack,
  tug,
  umbrellaRain,
  shoulders,
  watchBack,
  cutSky,
  shadowLeaves,
  nightWindow,
];
