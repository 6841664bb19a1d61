import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of books, letters, maps and pictures one can step into (`set-books.ts` in packages/deck). */
export const booksSceneClues: readonly SceneClues[] = [];
