import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of new ways to follow, chase, catch or dance (`set-moving.ts` in packages/deck). */
export const movingSceneClues: readonly SceneClues[] = [];
