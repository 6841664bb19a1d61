import type { Action } from '../types.ts';
import { combFalls } from './comb-falls.ts';
import { hangPicture } from './hang-picture.ts';
import { peelGlobe } from './peel-globe.ts';
import { windKey } from './wind-key.ts';

/** Situations of their own compositions: everyday chores done to the wrong thing (`freshActions`). */
export const choresActions: readonly Action[] = [windKey, peelGlobe, combFalls, hangPicture];
