import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of under the sea: the deep, its creatures and what sinks (`set-deep.ts` in packages/deck). */
export const deepSceneClues: readonly SceneClues[] = [];
