import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of new ways to give, feed, carry or hold something up (`set-giving.ts` in packages/deck). */
export const givingSceneClues: readonly SceneClues[] = [];
