import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of close-ups and views from above or below (`set-shots.ts` in packages/deck). */
export const shotsSceneClues: readonly SceneClues[] = [
  // Peering at a snail, a mushroom or a rose through a lens while a giant peers down through a bigger one.
  {
    shows: /\bstudies an? [a-z]+ through a magnifying glass\b/,
    clues: [
      'the tables have turned',
      'there is always a bigger fish|上には上がいる|всегда найдётся рыба покрупнее|há sempre um peixe maior|aina löytyy isompi kala|f|bigger stronger above humble hierarchy',
      'the watcher watched|見る者が見られている|наблюдатель под наблюдением|o observador observado|tarkkailija tarkkailtavana|a|watch observed surveillance reversal',
      'elementary, my dear Watson',
      "Gulliver's Travels",
      'curiosity killed the cat',
    ],
  },
  // Lying head to head with a friend in the grass, seen from above, among stars fallen into it.
  {
    shows: /\blies head to head with a friend among stars\b/,
    clues: [
      'make a wish|願いごとをしよう|загадай желание|faz um pedido|toivo jotakin|a|wish hope dream shooting falling',
      'heaven on earth|地上の楽園|рай на земле|o paraíso na terra|taivas maan päällä|f|paradise bliss perfect happiness earth',
      'a kindred spirit',
      'a penny for your thoughts',
      'lost in thought',
      'the dreamers|夢見る人たち|мечтатели|os sonhadores|haaveilijat|a|dream dreamy hope youth wonder',
      'a summer night to remember|忘れられない夏の夜|незабываемая летняя ночь|uma noite de verão inesquecível|unohtumaton kesäyö|a|summer night memory nostalgia youth',
    ],
  },
  // Lost in a hedge maze seen from above, a giant's finger tracing the path out in light.
  {
    shows: /\bis lost in a hedge maze\b/,
    clues: [
      'Ariadne’s thread',
      'a helping hand|救いの手|рука помощи|uma mão amiga|auttava käsi|f|help aid support rescue kindness',
      'the hand of fate|運命の手|рука судьбы|a mão do destino|kohtalon käsi|f|fate destiny guided control above',
      'deus ex machina|デウス・エクス・マキナ|бог из машины|deus ex machina|deus ex machina|f|rescue sudden above divine solution',
      'minotaur',
    ],
  },
  // Blowing a dandelion clock whose seeds fly off as little birds or butterflies.
  {
    shows: /\bblows on a dandelion clock\b/,
    clues: [
      'carpe diem',
      'metamorphosis',
      'the sky is the limit',
      'flying the nest|巣立ち|вылететь из гнезда|sair do ninho|lentää pesästä|f|grow up leave home independence',
      'spread your wings|翼を広げて|расправь крылья|abre as asas|levitä siipesi|f|freedom courage leave home grow',
    ],
  },
];
