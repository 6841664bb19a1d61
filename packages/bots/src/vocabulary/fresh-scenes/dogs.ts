import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of dogs and their people: waiting, fetching, guarding, walking (the kit's dog) (`set-dogs.ts` in packages/deck). */
export const dogsSceneClues: readonly SceneClues[] = [
  {
    // A dog waits on a snowy platform for its master; his ghost strokes its head, unseen.
    shows: /\bwaits on a snowy railway platform for a master who never comes\b/,
    clues: [
      'Hachiko|忠犬ハチ公|Хатико|Hachiko|Hachiko|f|faithful loyal waiting station master years',
      'faithful to the very end',
      'I’ll wait for you',
      'love is stronger than death|愛は死よりも強い|любовь сильнее смерти|o amor é mais forte do que a morte|rakkaus on kuolemaa vahvempi|f|love death beyond loss grief faithful',
      'so close, yet so far',
    ],
  },
  {
    // A guide dog leads a blind man across the clouds; he has no idea how high they walk.
    shows: /\bleads a blind man on his walk across the clouds\b/,
    clues: [
      'blind faith|盲目的な信頼|слепая вера|fé cega|sokea luottamus|f|trust believe follow unseen faith',
      'ignorance is bliss',
      'in good hands',
      'where you go, I go',
      'trust me',
    ],
  },
];
