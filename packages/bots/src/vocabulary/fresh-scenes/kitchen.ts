import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of cooking, serving and eating, done to the wrong thing (`set-kitchen.ts` in packages/deck). */
export const kitchenSceneClues: readonly SceneClues[] = [];
