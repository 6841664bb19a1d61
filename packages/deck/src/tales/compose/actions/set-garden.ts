import type { Action } from '../types.ts';
import { bloomBed } from './bloom-bed.ts';
import { carrotTug } from './carrot-tug.ts';
import { crowsFeed } from './crows-feed.ts';
import { hedgeWalk } from './hedge-walk.ts';
import { hedgehogApples } from './hedgehog-apples.ts';
import { hiveMoon } from './hive-moon.ts';
import { lampSprout } from './lamp-sprout.ts';
import { lastApple } from './last-apple.ts';
import { leavesReturn } from './leaves-return.ts';
import { mowGiant } from './mow-giant.ts';
import { scarfTree } from './scarf-tree.ts';
import { sproutHand } from './sprout-hand.ts';
import { sunflowerTurn } from './sunflower-turn.ts';

/** Situations of their own compositions: gardens, trees and seasons tended the wrong way (`freshActions`). */
export const gardenActions: readonly Action[] = [
  hedgeWalk,
  leavesReturn,
  crowsFeed,
  mowGiant,
  lastApple,
  sproutHand,
  scarfTree,
  bloomBed,
  sunflowerTurn,
  lampSprout,
  carrotTug,
  hedgehogApples,
  hiveMoon,
];
