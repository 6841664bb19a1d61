import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of winter tales on snowfields and ice: sleds, skaters, the long cold night (`set-snow.ts` in packages/deck). */
export const snowSceneClues: readonly SceneClues[] = [];
