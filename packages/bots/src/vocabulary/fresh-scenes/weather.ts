import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of weather, seasons and water handled like things (`set-weather.ts` in packages/deck). */
export const weatherSceneClues: readonly SceneClues[] = [];
