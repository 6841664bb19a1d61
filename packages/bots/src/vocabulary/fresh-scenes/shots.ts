import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of close-ups and views from above or below (`set-shots.ts` in packages/deck). */
export const shotsSceneClues: readonly SceneClues[] = [];
