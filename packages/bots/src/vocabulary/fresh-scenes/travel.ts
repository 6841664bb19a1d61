import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of journeys: luggage, maps, tickets, vehicles and letters (`set-travel.ts` in packages/deck). */
export const travelSceneClues: readonly SceneClues[] = [];
