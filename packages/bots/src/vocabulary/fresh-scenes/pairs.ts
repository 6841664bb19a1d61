import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of two characters and what passes between them (`set-pairs.ts` in packages/deck). */
export const pairsSceneClues: readonly SceneClues[] = [];
