import type { Action } from '../types.ts';
import { blowHouse } from './blow-house.ts';
import { carveEachOther } from './carve-each-other.ts';
import { clayAlive } from './clay-alive.ts';
import { forgeBolt } from './forge-bolt.ts';
import { lockTree } from './lock-tree.ts';
import { measureLighthouse } from './measure-lighthouse.ts';
import { mendLadybird } from './mend-ladybird.ts';
import { planeRainbow } from './plane-rainbow.ts';
import { shoeCentipede } from './shoe-centipede.ts';

/** Situations of their own compositions: makers at work: crafts and trades practised on the wrong thing (`freshActions`). */
export const workshopActions: readonly Action[] = [
  planeRainbow,
  shoeCentipede,
  forgeBolt,
  blowHouse,
  clayAlive,
  measureLighthouse,
  mendLadybird,
  lockTree,
  carveEachOther,
];
