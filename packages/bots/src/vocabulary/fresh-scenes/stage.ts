import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the stage: music, puppets, magic and performance (`set-stage.ts` in packages/deck). */
export const stageSceneClues: readonly SceneClues[] = [];
