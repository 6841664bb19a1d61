import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of under the sea: the deep, its creatures and what sinks (`set-deep.ts` in packages/deck). */
export const deepSceneClues: readonly SceneClues[] = [
  {
    // A diver in a brass helmet walks a goldfish as big as a dog on a lead across the sea floor.
    shows: /\bwalks a goldfish as big as a dog on a lead\b/,
    clues: [
      'who’s walking whom?',
      'an unlikely pair',
      'a breath of fresh air',
      'a Sunday stroll|日曜日のお散歩|воскресная прогулка|um passeio de domingo|sunnuntaikävely|f|stroll leisure weekend calm outing',
      'the world is your oyster',
    ],
  },
];
