import type { Action } from '../types.ts';
import { echoCanyon } from './echo-canyon.ts';
import { musicBox } from './music-box.ts';
import { celloForest } from './cello-forest.ts';
import { pianoStairs } from './piano-stairs.ts';
import { accordionDuet } from './accordion-duet.ts';
import { wireScore } from './wire-score.ts';
import { chimneyOrgan } from './chimney-organ.ts';
import { buskerSnow } from './busker-snow.ts';
import { pianoFireflies } from './piano-fireflies.ts';
import { rainHarp } from './rain-harp.ts';

/** Situations of their own compositions: music, sound and shadow play made into things (`freshActions`). */
export const musicActions: readonly Action[] = [
  celloForest,
  musicBox,
  echoCanyon,
  pianoStairs,
  accordionDuet,
  wireScore,
  chimneyOrgan,
  buskerSnow,
  pianoFireflies,
  rainHarp,
];
