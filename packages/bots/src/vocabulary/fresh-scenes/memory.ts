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
];
