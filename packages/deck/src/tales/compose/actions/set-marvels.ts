import type { Action } from '../types.ts';
import { umbrellaShop } from './umbrella-shop.ts';

/** Situations of their own compositions: everyday marvels in a town — a shop's umbrellas going off into the rain by themselves (`freshActions`). */
export const marvelsActions: readonly Action[] = [umbrellaShop];
