import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of life inside things: a pocket, a piano, a snow globe, a shell, a lantern, a coat (`set-inside.ts` in packages/deck). */
export const insideSceneClues: readonly SceneClues[] = [];
