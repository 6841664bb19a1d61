import type { Action } from '../types.ts';
import { blanketDragon } from './blanket-dragon.ts';
import { booksHome } from './books-home.ts';
import { bookmarkAbseil } from './bookmark-abseil.ts';
import { frameEscape } from './frame-escape.ts';
import { ladderRail } from './ladder-rail.ts';
import { lionShush } from './lion-shush.ts';
import { mapRoad } from './map-road.ts';

/** Situations of their own compositions: books, letters, maps and pictures one can step into (`freshActions`). */
export const booksActions: readonly Action[] = [
  frameEscape,
  bookmarkAbseil,
  mapRoad,
  blanketDragon,
  ladderRail,
  lionShush,
  booksHome,
];
