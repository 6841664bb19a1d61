import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of interiors and shots the deck lacks (`set-rooms.ts` in packages/deck). */
export const roomsSceneClues: readonly SceneClues[] = [];
