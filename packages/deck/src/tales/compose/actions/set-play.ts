import type { Action } from '../types.ts';
import { clockworkMouse } from './clockwork-mouse.ts';
import { dollHouse } from './doll-house.ts';
import { blindBuff } from './blind-buff.ts';
import { dominoTown } from './domino-town.ts';
import { lighthouseSeek } from './lighthouse-seek.ts';
import { planeFlock } from './plane-flock.ts';
import { planetMarbles } from './planet-marbles.ts';
import { puddleDeep } from './puddle-deep.ts';
import { statueSteps } from './statue-steps.ts';
import { tideCastle } from './tide-castle.ts';
import { tinGuard } from './tin-guard.ts';

/** Situations of their own compositions: a child's playthings come alive at their own scale (`freshActions`). */
export const playActions: readonly Action[] = [
  tinGuard,
  clockworkMouse,
  tideCastle,
  dominoTown,
  dollHouse,
  statueSteps,
  lighthouseSeek,
  planeFlock,
  planetMarbles,
  puddleDeep,
  blindBuff,
];
