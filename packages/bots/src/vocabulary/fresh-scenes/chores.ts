import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of everyday chores done to the wrong thing (`set-chores.ts` in packages/deck). */
export const choresSceneClues: readonly SceneClues[] = [];
