import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of up in the clouds: the world above the weather (`set-sky.ts` in packages/deck). */
export const skySceneClues: readonly SceneClues[] = [];
