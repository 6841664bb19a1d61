import type { Action } from '../types.ts';
import { bookDoor } from './book-door.ts';
import { puddleCity } from './puddle-city.ts';
import { umbrellaShop } from './umbrella-shop.ts';

/** Situations of their own compositions: everyday marvels in a town — a shop's umbrellas going off into the rain by themselves, a puddle that is a way down into a town upside down, a book on a library shelf that opens like a door on a lit room (`freshActions`). */
export const marvelsActions: readonly Action[] = [umbrellaShop, puddleCity, bookDoor];
