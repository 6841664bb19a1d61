import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of a child's playthings come alive at their own scale (`set-play.ts` in packages/deck). */
export const playSceneClues: readonly SceneClues[] = [];
