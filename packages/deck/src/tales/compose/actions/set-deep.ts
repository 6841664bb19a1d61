import type { Action } from '../types.ts';
import { anglerLamps } from './angler-lamps.ts';
import { bottleUp } from './bottle-up.ts';
import { goldfishWalk } from './goldfish-walk.ts';
import { sunbatheDeep } from './sunbathe-deep.ts';
import { wreckHelm } from './wreck-helm.ts';

/** Situations of their own compositions: under the sea: the deep, its creatures and what sinks (`freshActions`). */
export const deepActions: readonly Action[] = [
  goldfishWalk,
  wreckHelm,
  bottleUp,
  anglerLamps,
  sunbatheDeep,
];
