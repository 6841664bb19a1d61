import type { Lang } from '../../types.ts';
import type { Noun } from './grammar.ts';
import { nouns } from './nouns.ts';
import type { Action } from './types.ts';

/**
 * How an action says itself in each language: one phrase per language, written around the
 * forms its object takes there (Russian cases, Finnish cases, Portuguese articles), and the
 * second element where the action has one.
 */
export type Phrasebook = {
  readonly [L in Lang]: (object: Noun, second: string | null) => string;
};

/** An action's `say` from its phrasebook: the object's forms looked up, the language's phrase applied. */
export function phrasebook(book: Phrasebook): Action['say'] {
  return (lang, object, second) => book[lang](nouns[object], second);
}
