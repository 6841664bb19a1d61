import type { Action } from '../types.ts';
import { banisterBall } from './banister-ball.ts';
import { houseTrain } from './house-train.ts';
import { moonCellar } from './moon-cellar.ts';
import { parlourTrain } from './parlour-train.ts';
import { seaLift } from './sea-lift.ts';
import { seasonStairs } from './season-stairs.ts';
import { stairRiver } from './stair-river.ts';
import { trainDream } from './train-dream.ts';

/** Situations of their own compositions: stairwells, lifts and trains: the ways up, down and through a house and a town (`freshActions`). */
export const stairsActions: readonly Action[] = [
  parlourTrain,
  seaLift,
  trainDream,
  stairRiver,
  seasonStairs,
  houseTrain,
  banisterBall,
  moonCellar,
];
