import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of two characters and what passes between them (`set-pairs.ts` in packages/deck). */
export const pairsSceneClues: readonly SceneClues[] = [
  {
    // Two old friends sit still on a bench while their shadows on the wall play as children.
    shows:
      /\bsits still on a bench beside an old friend, while on the wall behind them their shadows\b/,
    clues: [
      'young at heart',
      'time flies',
      'remember when…?|ねえ、覚えてる？|а помнишь…?|lembras-te de quando…?|muistatko kun…?|f|remember past recall reminisce together then',
      'the heart stays twenty|心はいつまでも二十歳|в душе всё ещё двадцать|o coração ainda tem vinte anos|sydän on yhä kaksikymppinen|f|heart young inside feel spirit age',
      'kindred spirits|気の合う仲間|родственные души|almas gémeas|sielunkumppanit|f|friendship bond close understanding together',
      'forever young|いつまでも若く|вечно молодой|para sempre jovem|ikuisesti nuori|f|youth never grow up heart spirit song',
    ],
  },
];
