import type { Action } from '../types.ts';
import { cloudFloss } from './cloud-floss.ts';
import { doughRoad } from './dough-road.ts';
import { frySun } from './fry-sun.ts';
import { milkWay } from './milk-way.ts';
import { saltTown } from './salt-town.ts';
import { sliceLoaf } from './slice-loaf.ts';
import { soupRaft } from './soup-raft.ts';
import { volcanoToast } from './volcano-toast.ts';
import { whiskWhirlpool } from './whisk-whirlpool.ts';

/** Situations of their own compositions: cooking, serving and eating, done to the wrong thing (`freshActions`). */
export const kitchenActions: readonly Action[] = [
  frySun,
  doughRoad,
  sliceLoaf,
  whiskWhirlpool,
  saltTown,
  milkWay,
  soupRaft,
  volcanoToast,
  cloudFloss,
];
