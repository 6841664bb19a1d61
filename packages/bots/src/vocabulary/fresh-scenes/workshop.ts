import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of makers at work: crafts and trades practised on the wrong thing (`set-workshop.ts` in packages/deck). */
export const workshopSceneClues: readonly SceneClues[] = [];
