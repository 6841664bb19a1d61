import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the town's night jobs done for dreams (`set-night.ts` in packages/deck). */
export const nightSceneClues: readonly SceneClues[] = [];
