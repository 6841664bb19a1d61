import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of dogs and their people: waiting, fetching, guarding, walking (the kit's dog) (`set-dogs.ts` in packages/deck). */
export const dogsSceneClues: readonly SceneClues[] = [];
