import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of up in the clouds: the world above the weather (`set-sky.ts` in packages/deck). */
export const skySceneClues: readonly SceneClues[] = [
  {
    // Someone on a bank of cloud cutting paper snowflakes and dropping them through a hole in
    // the clouds onto a little town at dusk far below.
    shows: /\bcutting snowflakes out of paper and drops them through a hole onto the town below\b/,
    clues: [
      'let it snow!',
      'a white Christmas',
      'a labour of love',
      'behind the scenes',
      'no two are alike|ひとつとして同じものはない|двух одинаковых не бывает|não há dois iguais|ei kahta samanlaista|f|unique each one different individual handmade',
      'who makes the weather?|天気は誰が作るの？|кто делает погоду?|quem faz o tempo?|kuka tekee sään?|f|weather maker secret origin wonder childhood question',
    ],
  },
  {
    // A lamplighter on the clouds reaching a pole up to a lamp-post's lantern at nightfall, a V
    // of geese flying towards the light.
    shows: /\blights a street lamp above the clouds so that the geese find their way home\b/,
    clues: [
      'safe and sound',
      'the night watch',
      'the prodigal son',
      'waiting up|寝ずに帰りを待つ|ждать, не смыкая глаз|ficar acordado à espera|valvoa odottamassa|f|waiting night worry care return vigil',
    ],
  },
  {
    // A bowler on a cloud down on one knee in the follow-through, the ball just gone off the
    // cloud's edge into the gap, a bolt of lightning cracking under it, the pins untouched across.
    shows: /\bis bowling above the clouds and the ball has rolled off the edge\b/,
    clues: [
      'Rip Van Winkle',
      'butterfingers',
      'oops!',
      'the angels are bowling|雷様が太鼓をたたいている|Илья-пророк на колеснице катается|São Pedro está a arrastar os móveis|Ukko jyrisee|f|thunder folk tale explanation children storm noise sky',
    ],
  },
  {
    // Someone with a postbag on the clouds holding a letter out at arm's length, and a stork flying
    // past takes it in its beak without stopping.
    shows: /\bhands a letter to a stork flying past above the clouds\b/,
    clues: [
      'par avion|エアメールで|авиапочтой|por avião|lentopostina|f|airmail abroad far away flight post overseas',
      'see you next spring|また春に会おうね|до встречи весной|até à primavera|nähdään keväällä|f|farewell migration spring return parting seasons',
      'a long-distance love',
      'wish you were here',
      'special delivery',
    ],
  },
  {
    // Someone sunk to the waist in the clouds in a yellow duck swim ring, arms on the ring, eyes
    // closed or dreamy, as on a summer sea.
    shows: /\bfloats in a swim ring on a sea of clouds\b/,
    clues: [
      'cloud nine',
      'head in the clouds',
      'dolce far niente',
      'go with the flow',
      'living the dream',
      'summer holidays',
    ],
  },
];
