import type { Action } from '../types.ts';
import { candyHouse } from './candy-house.ts';
import { frogKiss } from './frog-kiss.ts';
import { hutLegs } from './hut-legs.ts';
import { peaTower } from './pea-tower.ts';
import { pipeLure } from './pipe-lure.ts';
import { spinGold } from './spin-gold.ts';
import { swordStone } from './sword-stone.ts';
import { threeBears } from './three-bears.ts';
import { wolfBedtime } from './wolf-bedtime.ts';

/** Situations of their own compositions: folk tales and fables played the other way (`freshActions`). */
export const folkActions: readonly Action[] = [
  peaTower,
  hutLegs,
  frogKiss,
  pipeLure,
  spinGold,
  swordStone,
  candyHouse,
  threeBears,
  wolfBedtime,
];
