import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of loss, memory and time (`set-memory.ts` in packages/deck). */
export const memorySceneClues: readonly SceneClues[] = [
  {
    // Someone holds an old photograph up before a roofless stone ruin; inside its white border
    // the same house is whole, its roof tiled, its windows lit, smoke rising from the chimney.
    shows: /\bholds up an old photograph before the ruin of a house\b/,
    clues: [
      'gone but not forgotten',
      'nothing lasts forever',
      'remember when…?',
      'no way back',
      'what the years took away|歳月が奪ったもの|что отняли годы|o que os anos levaram|mitä vuodet veivät|a|years loss taken change gone time',
      'where I grew up|私が育った場所|там, где я вырос|onde eu cresci|siellä missä kasvoin|a|childhood roots origin family belonging',
      'it was all so different then|あの頃はすべてが違っていた|тогда всё было по-другому|naquele tempo tudo era diferente|silloin kaikki oli toisin|a|before after change years passing',
    ],
  },
  {
    // An old one dances close with an empty coat under a street lamp: the coat's sleeves hold
    // on, its hat floats over the empty collar where a head would be.
    shows: /\bdances a slow waltz with an empty coat\b/,
    clues: [
      'till death do us part',
      'gone but not forgotten',
      'the last dance',
      'one more time, my love|もう一度だけ、愛しい人|ещё разок, любимый|só mais uma vez, meu amor|vielä kerran, rakkaani|f|love farewell longing partner again widow',
      'you are always with me|あなたはいつも一緒にいる|ты всегда со мной|estás sempre comigo|olet aina kanssani|a|presence absence departed love memory faithful',
    ],
  },
];
