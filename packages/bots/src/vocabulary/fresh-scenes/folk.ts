import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of folk tales and fables played the other way (`set-folk.ts` in packages/deck). */
export const folkSceneClues: readonly SceneClues[] = [];
