import type { Action } from '../types.ts';
import { cloudSnowball } from './cloud-snowball.ts';
import { tracksFly } from './tracks-fly.ts';
import { iglooSleepover } from './igloo-sleepover.ts';
import { snowAngels } from './snow-angels.ts';
import { skateSwan } from './skate-swan.ts';
import { snowmanHug } from './snowman-hug.ts';
import { floeJigsaw } from './floe-jigsaw.ts';

/** Situations of their own compositions: winter tales on snowfields and ice: sleds, skaters, the long cold night (`freshActions`). */
export const snowActions: readonly Action[] = [
  tracksFly,
  cloudSnowball,
  iglooSleepover,
  snowAngels,
  skateSwan,
  snowmanHug,
  floeJigsaw,
];
