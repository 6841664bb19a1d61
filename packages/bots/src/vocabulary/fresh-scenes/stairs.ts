import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of stairwells, lifts and trains: the ways up, down and through a house and a town (`set-stairs.ts` in packages/deck). */
export const stairsSceneClues: readonly SceneClues[] = [];
