import type { Action } from '../types.ts';
import { bikeLesson } from './bike-lesson.ts';
import { crabScissors } from './crab-scissors.ts';
import { flamePass } from './flame-pass.ts';
import { flockFarewell } from './flock-farewell.ts';
import { flyLesson } from './fly-lesson.ts';
import { hunterUmbrella } from './hunter-umbrella.ts';
import { ghostWrestle } from './ghost-wrestle.ts';
import { rockingJoust } from './rocking-joust.ts';
import { riftHold } from './rift-hold.ts';
import { serenade } from './serenade.ts';
import { shadowYouth } from './shadow-youth.ts';
import { thawHug } from './thaw-hug.ts';
import { thermosTruce } from './thermos-truce.ts';
import { wallApart } from './wall-apart.ts';
import { webRescue } from './web-rescue.ts';

/** Situations of their own compositions: two characters and what passes between them (`freshActions`). */
export const pairsActions: readonly Action[] = [
  shadowYouth,
  wallApart,
  serenade,
  riftHold,
  flyLesson,
  flamePass,
  webRescue,
  ghostWrestle,
  thawHug,
  flockFarewell,
  thermosTruce,
  crabScissors,
  hunterUmbrella,
  bikeLesson,
  rockingJoust,
];
