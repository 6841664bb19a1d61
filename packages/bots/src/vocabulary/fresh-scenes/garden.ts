import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of gardens, trees and seasons tended the wrong way (`set-garden.ts` in packages/deck). */
export const gardenSceneClues: readonly SceneClues[] = [];
