import type { Action } from '../types.ts';
import { haulSun } from './haul-sun.ts';
import { galePost } from './gale-post.ts';
import { iceKnock } from './ice-knock.ts';
import { jarLightning } from './jar-lightning.ts';
import { kiteLift } from './kite-lift.ts';
import { paintAutumn } from './paint-autumn.ts';
import { rainbowFold } from './rainbow-fold.ts';
import { shadeSnowman } from './shade-snowman.ts';
import { shovelSummer } from './shovel-summer.ts';
import { wringStorm } from './wring-storm.ts';

/** Situations of their own compositions: weather, seasons and water handled like things (`freshActions`). */
export const weatherActions: readonly Action[] = [
  shadeSnowman,
  iceKnock,
  rainbowFold,
  galePost,
  paintAutumn,
  shovelSummer,
  wringStorm,
  haulSun,
  kiteLift,
  jarLightning,
];
