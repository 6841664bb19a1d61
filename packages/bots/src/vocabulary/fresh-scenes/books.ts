import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of books, letters, maps and pictures one can step into (`set-books.ts` in packages/deck). */
export const booksSceneClues: readonly SceneClues[] = [
  // Sitting on the bottom bar of a portrait's frame, ready to run away, while the guard dozes.
  {
    shows: /\bclimbs out of a painting\b/,
    clues: [
      'when the cat’s away',
      'the great escape',
      'life imitates art',
      'wanderlust',
      'a night at the museum|ナイト ミュージアム|ночь в музее|uma noite no museu|yö museossa|f|museum night exhibits come alive film',
      'tired of posing|ポーズをとるのはもう飽きた|надоело позировать|cansado de posar|kyllästynyt poseeraamaan|a|portrait pose boredom still leave',
    ],
  },
];
