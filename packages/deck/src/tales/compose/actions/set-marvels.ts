import type { Action } from '../types.ts';
import { puddleCity } from './puddle-city.ts';
import { umbrellaShop } from './umbrella-shop.ts';

/** Situations of their own compositions: everyday marvels in a town — a shop's umbrellas going off into the rain by themselves, a puddle that is a way down into a town upside down (`freshActions`). */
export const marvelsActions: readonly Action[] = [umbrellaShop, puddleCity];
