import type { Action } from '../types.ts';
import { dandelion } from './dandelion.ts';
import { fallenStars } from './fallen-stars.ts';
import { lensGiant } from './lens-giant.ts';
import { mazeFinger } from './maze-finger.ts';

/** Situations of their own compositions: close-ups and views from above or below (`freshActions`). */
export const shotsActions: readonly Action[] = [lensGiant, fallenStars, mazeFinger, dandelion];
