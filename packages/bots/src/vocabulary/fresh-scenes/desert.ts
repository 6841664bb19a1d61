import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the desert: caravans, mirages, oases and what the sand keeps (`set-desert.ts` in packages/deck). */
export const desertSceneClues: readonly SceneClues[] = [];
