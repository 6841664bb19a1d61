import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of roles turned around: animals and people, big and small, swapped (`set-reversal.ts` in packages/deck). */
export const reversalSceneClues: readonly SceneClues[] = [];
