import type { Action } from '../types.ts';
import { washNight } from './wash-night.ts';
import { roadLine } from './road-line.ts';
import { lampReads } from './lamp-reads.ts';
import { houseCall } from './house-call.ts';
import { statueCards } from './statue-cards.ts';
import { nightTram } from './night-tram.ts';
import { wakeSun } from './wake-sun.ts';
import { moonSpoon } from './moon-spoon.ts';
import { countSheep } from './count-sheep.ts';

/** Situations of their own compositions: the town's night jobs done for dreams (`freshActions`). */
export const nightActions: readonly Action[] = [
  washNight,
  wakeSun,
  nightTram,
  statueCards,
  houseCall,
  roadLine,
  lampReads,
  moonSpoon,
  countSheep,
];
