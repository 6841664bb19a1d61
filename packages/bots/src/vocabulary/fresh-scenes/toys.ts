import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of toys and games played with the wrong thing, or played back (`set-toys.ts` in packages/deck). */
export const toysSceneClues: readonly SceneClues[] = [];
