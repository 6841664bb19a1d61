import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's fables and fairy tales told in one picture (`set-fables.ts` in packages/deck). */
export const fablesSceneClues: readonly SceneClues[] = [
  {
    // The fox and the grapes: a vine has climbed a street lamp and hangs a bunch of grapes from
    // its arm by the lantern; a fox leaps for it with both paws up, a paw's breadth short.
    shows: /\bleaps for a bunch of grapes hanging from a street lamp\b/,
    clues: [
      'so close, yet so far',
      'never give up',
      'I didn’t want it anyway|どうせ欲しくなかったし|не очень-то и хотелось|nem queria mesmo|enpä edes halunnut|f|excuse denial pride failure consolation pretend',
      'the higher the shelf, the sweeter the jam|高い棚のジャムほど甘い|чем выше полка, тем слаще варенье|quanto mais alta a prateleira, mais doce a compota|mitä korkeammalla hylly, sitä makeampi hillo|f|desire unattainable want temptation longing',
    ],
  },
];
