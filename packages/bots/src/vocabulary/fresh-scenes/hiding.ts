import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of new ways to hide, seek, hug or sleep on something (`set-hiding.ts` in packages/deck). */
export const hidingSceneClues: readonly SceneClues[] = [];
