import type { Action } from '../types.ts';
import { guideSky } from './guide-sky.ts';
import { hachikoWait } from './hachiko-wait.ts';
import { missingPoster } from './missing-poster.ts';

/** Situations of their own compositions: dogs and their people: waiting, fetching, guarding, walking (the kit's dog) (`freshActions`). */
export const dogsActions: readonly Action[] = [hachikoWait, guideSky, missingPoster];
