import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of close-ups and odd corners: hands, faces, a place the situation draws itself (`set-extra.ts` in packages/deck). */
export const extraSceneClues: readonly SceneClues[] = [];
