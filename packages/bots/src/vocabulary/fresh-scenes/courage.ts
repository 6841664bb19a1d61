import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the small standing up to the big (`set-courage.ts` in packages/deck). */
export const courageSceneClues: readonly SceneClues[] = [
  {
    // A tiny knight in a thimble helmet, a button for a shield, levels a sewing needle at a house
    // cat sitting over it as tall as a tower; the cat raises a paw to bat, amused.
    shows: /\bstands up to a cat as tall as a tower\b/,
    clues: [
      'David and Goliath',
      'size doesn’t matter',
      'en garde!|いざ、勝負！|к барьеру!|em guarda!|en garde!|a|duel challenge fight ready defiance',
      'the brave little tailor|勇ましいちびの仕立て屋|храбрый портняжка|o alfaiate valente|urhea pikku räätäli|f|grimm tale brave small boast giants courage',
      'small but brave',
      'the heart of a lion',
      'the bigger they are, the harder they fall|大きい者ほど倒れる時は激しい|большой шкаф громко падает|quanto maior a altura, maior a queda|mitä isompi, sitä kovempi kolahdus|f|big fall defeat underdog pride giant',
    ],
  },
];
