import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of music, sound and shadow play made into things (`set-music.ts` in packages/deck). */
export const musicSceneClues: readonly SceneClues[] = [];
