import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of dogs and their people: waiting, fetching, guarding, walking (the kit's dog) (`set-dogs.ts` in packages/deck). */
export const dogsSceneClues: readonly SceneClues[] = [
  {
    // A dog waits on a snowy platform for its master; his ghost strokes its head, unseen.
    shows: /\bwaits on a snowy railway platform for a master who never comes\b/,
    clues: [
      'Hachiko|忠犬ハチ公|Хатико|Hachiko|Hachiko|f|faithful loyal waiting station master years',
      'faithful to the very end',
      'I’ll wait for you',
      'love is stronger than death|愛は死よりも強い|любовь сильнее смерти|o amor é mais forte do que a morte|rakkaus on kuolemaa vahvempi|f|love death beyond loss grief faithful',
      'so close, yet so far',
    ],
  },
  {
    // A guide dog leads a blind man across the clouds; he has no idea how high they walk.
    shows: /\bleads a blind man on his walk across the clouds\b/,
    clues: [
      'blind faith|盲目的な信頼|слепая вера|fé cega|sokea luottamus|f|trust believe follow unseen faith',
      'ignorance is bliss',
      'in good hands',
      'where you go, I go',
      'trust me',
    ],
  },
  {
    // A dog has put up posters of its missing person on every cactus of the desert.
    shows: /\bhas pinned a poster of its missing owner on every cactus in the desert\b/,
    clues: [
      'a needle in a haystack',
      'never give up|決してあきらめない|никогда не сдавайся|nunca desistas|älä koskaan luovuta|f|persist hope keep trying search',
      'leave no stone unturned|草の根を分けても探す|перевернуть всё вверх дном|revirar tudo|kääntää joka kivi|f|search everywhere thorough seek',
      'missing you|君が恋しい|скучаю по тебе|tenho saudades tuas|ikävä sinua|f|longing miss absence love',
      'lost and found',
    ],
  },
];
