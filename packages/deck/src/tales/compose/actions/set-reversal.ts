import type { Action } from '../types.ts';
import { fishRescue } from './fish-rescue.ts';
import { bowlSwim } from './bowl-swim.ts';
import { cradleRock } from './cradle-rock.ts';
import { finishCarry } from './finish-carry.ts';
import { hatTrick } from './hat-trick.ts';
import { matchboxStory } from './matchbox-story.ts';
import { stoolFright } from './stool-fright.ts';
import { treeRescue } from './tree-rescue.ts';
import { walkPerson } from './walk-person.ts';
import { zooFeed } from './zoo-feed.ts';

/** Situations of their own compositions: roles turned around: animals and people, big and small, swapped (`freshActions`). */
export const reversalActions: readonly Action[] = [
  stoolFright,
  zooFeed,
  walkPerson,
  matchboxStory,
  cradleRock,
  finishCarry,
  bowlSwim,
  hatTrick,
  treeRescue,
  fishRescue,
];
