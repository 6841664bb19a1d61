import type { Action } from '../types.ts';
import { cloudFloat } from './cloud-float.ts';
import { skyLamp } from './sky-lamp.ts';
import { snowCutter } from './snow-cutter.ts';
import { storkPost } from './stork-post.ts';
import { thunderBowl } from './thunder-bowl.ts';

/** Situations of their own compositions: up in the clouds: the world above the weather (`freshActions`). */
export const skyActions: readonly Action[] = [
  snowCutter,
  skyLamp,
  thunderBowl,
  storkPost,
  cloudFloat,
];
