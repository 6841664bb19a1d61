import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the attic, the stairwell and the library: old things in the house that remember (`set-attic.ts` in packages/deck). */
export const atticSceneClues: readonly SceneClues[] = [];
