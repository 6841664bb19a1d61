import type { Action } from '../types.ts';
import { ceilingDance } from './ceiling-dance.ts';
import { cloudHop } from './cloud-hop.ts';
import { playCatch } from './play-catch.ts';
import { rainbowSlide } from './rainbow-slide.ts';
import { skySwing } from './sky-swing.ts';
import { puddleDance } from './puddle-dance.ts';
import { rainbowRope } from './rainbow-rope.ts';
import { skyTightrope } from './sky-tightrope.ts';
import { snailRace } from './snail-race.ts';
import { wheelRun } from './wheel-run.ts';

/** Situations of their own compositions: new ways to follow, chase, catch or dance (`freshActions`). */
export const movingActions: readonly Action[] = [
  skySwing,
  puddleDance,
  rainbowRope,
  ceilingDance,
  skyTightrope,
  wheelRun,
  cloudHop,
  playCatch,
  rainbowSlide,
  snailRace,
];
