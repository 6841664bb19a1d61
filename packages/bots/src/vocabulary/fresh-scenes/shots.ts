import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of close-ups and views from above or below (`set-shots.ts` in packages/deck). */
export const shotsSceneClues: readonly SceneClues[] = [
  // Peering at a snail, a mushroom or a rose through a lens while a giant peers down through a bigger one.
  {
    shows: /\bstudies an? [a-z]+ through a magnifying glass\b/,
    clues: [
      'the tables have turned|立場が逆転した|роли поменялись|o feitiço virou contra o feiticeiro|osat vaihtuivat|f|reversal roles switch turned tables',
      'there is always a bigger fish|上には上がいる|всегда найдётся рыба покрупнее|há sempre um peixe maior|aina löytyy isompi kala|f|bigger stronger above humble hierarchy',
      'the watcher watched|見る者が見られている|наблюдатель под наблюдением|o observador observado|tarkkailija tarkkailtavana|a|watch observed surveillance reversal',
      'elementary, my dear Watson',
      "Gulliver's Travels",
      'curiosity killed the cat',
    ],
  },
];
