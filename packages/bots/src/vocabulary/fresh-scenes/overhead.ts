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
  {
    // Seen from above, a small one points a stick at a mark scratched across the ground, and a
    // bear twice its height halts mid-stride with its toes at it, paws thrown up.
    shows: /\ba bear twice its height pulls up with its toes right at it\b/,
    clues: [
      'they shall not pass',
      'size doesn’t matter',
      'a line in the sand|砂に引いた一線|черта на песке|uma linha traçada na areia|raja hiekkaan|f|boundary limit ultimatum firm stop',
      'this far and no further|ここから先へは一歩も通さない|дальше ни шагу|até aqui e não mais|tähän ja ei pidemmälle|f|limit boundary stop firm refuse',
      'enough is enough|もうたくさんだ|хватит так хватит|chega é chega|nyt riittää|a|limit stop patience end refuse',
      'not on my watch|わたしの目の黒いうちは許さない|только не при мне|não enquanto eu estiver de guarda|ei minun vahtivuorollani|f|protect guard refuse stop duty',
    ],
  },
  {
    // Seen from above, someone hops on one foot up a hopscotch drawn on the ground, and past its
    // last square it goes on and on, winding away to the horizon.
    shows: /\bup a hopscotch drawn on the ground that goes on past the last square\b/,
    clues: [
      'the road goes ever on',
      'the NeverEnding Story',
      'they grow up so fast',
      'are we there yet?|まだ着かないの？|мы уже приехали?|já chegámos?|joko ollaan perillä?|a|impatience travel far child destination waiting',
      'miles to go before I sleep|眠る前に、行くべき道のりがまだある|пройти ещё много миль, прежде чем уснуть|milhas a percorrer antes de dormir|maileja kuljettavana ennen unta|f|frost poem duty far distance promise',
    ],
  },
];
