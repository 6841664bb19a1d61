import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations seen from above on open ground (`set-overhead.ts` in packages/deck). */
export const overheadSceneClues: readonly SceneClues[] = [
  {
    // Seen from above, someone walks with a hand held out open at their side, and two lines of
    // prints come side by side from the horizon: their shoes, and bare feet of no one, the
    // newest pressed in under the hand.
    shows: /\ba second line of bare footprints keeps pace\b/,
    clues: [
      'gone but not forgotten',
      'watching over',
      'a kindred spirit',
      'what is essential is invisible to the eye',
      'I am with you always|いつもあなたと共にいる|я с тобой всегда|estou sempre contigo|minä olen teidän kanssanne joka päivä|f|presence faith comfort promise unseen company',
      'it was then that I carried you|そのとき、わたしがあなたを背負っていた|тогда я нёс тебя на руках|foi então que eu te carreguei|silloin minä kannoin sinua|f|poem faith hard times carried support god',
      'still by my side|今もそばにいる|всё ещё рядом со мной|ainda ao meu lado|yhä rinnallani|a|presence loss grief departed near company',
    ],
  },
];
