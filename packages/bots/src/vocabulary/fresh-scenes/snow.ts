import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of winter tales on snowfields and ice: sleds, skaters, the long cold night (`set-snow.ts` in packages/deck). */
export const snowSceneClues: readonly SceneClues[] = [
  {
    // Shoe prints in the snow turn into a bird's and stop at a feather: someone flew away.
    shows: /\bwhere a line of footprints in the snow turns into bird tracks\b/,
    clues: [
      'flying the nest',
      'spread your wings',
      'the one that got away',
      'vanished into thin air|忽然と消えた|как в воду канул|evaporou-se|kuin maa olisi niellyt|f|gone vanish disappear missing trace left',
      'The Wild Swans|白鳥の王子|Дикие лебеди|Os Cisnes Selvagens|Villijoutsenet|f|fairy tale brothers spell transform Andersen',
    ],
  },
  {
    // A snowball fight with a low snow cloud that throws back, an arm of cloud wound up.
    shows: /\bhas a snowball fight with a cloud hanging low over the snowfield\b/,
    clues: [
      'an eye for an eye',
      'neither will give in',
      'tit for tat|売り言葉に買い言葉|как аукнется, так и откликнется|quem com ferro fere, com ferro será ferido|samalla mitalla takaisin|f|retaliation answer back exchange even',
      'game on!|受けて立つ！|игра началась!|que comece o jogo!|peli on alkanut!|f|challenge dare accept start fight',
      'a worthy opponent',
    ],
  },
  {
    // A big animal in a nightcap, a pillow under one arm, kneels to knock at an igloo's tiny
    // door at night; a small face looks out of the igloo's lit window.
    shows: /\bknocks at the tiny door of an igloo\b/,
    clues: [
      'the more the merrier',
      'an uninvited guest',
      'Goldilocks',
      'left out in the cold|蚊帳の外|остаться за бортом|ficar de fora|jäädä ulkopuolelle|f|excluded outside alone ignored rejected',
    ],
  },
  {
    // Someone lying in the snow making one more angel while the angels already made get up out
    // of their hollows and walk away in single file over the field.
    shows: /\bmaking one more snow angel while the ones already made\b/,
    clues: [
      'they grow up so fast',
      'a mind of its own',
      'flying the nest',
      'the great escape',
      'the sorcerer’s apprentice',
    ],
  },
  {
    // A skater glides out of the outline of a swan its blades carved into a frozen lake, and the
    // carved swan rises off the ice on white wings.
    shows: /\bskates the outline of a swan into a frozen lake\b/,
    clues: [
      'Pygmalion',
      'a flight of fancy',
      'spread your wings',
      'a dream come true',
      'poetry in motion|流れるような美しさ|поэзия в движении|poesia em movimento|liikkeen runoutta|f|graceful beauty movement elegant flowing',
    ],
  },
  {
    // A snowman just finished throws its twig arms round the one who built it, eyes shut in bliss.
    shows: /\band the snowman throws its twig arms round its maker\b/,
    clues: [
      'Pinocchio',
      'a labour of love',
      'it’s alive!',
      'Pygmalion',
      'the spark of life',
      'cold hands, warm heart|手の冷たい人は心が温かい|холодные руки — горячее сердце|mãos frias, coração quente|kylmät kädet, lämmin sydän|f|kind warm heart tender love hidden',
      'a love returned|報われた愛|ответная любовь|um amor correspondido|vastattu rakkaus|f|love answer returned mutual reward affection',
    ],
  },
  {
    // Crossing open water on floes that lock together like a jigsaw, the missing one held up.
    shows: /\bon ice floes that fit together like jigsaw pieces\b/,
    clues: [
      'slow and steady',
      'step by step',
      'where there’s a will, there’s a way',
      'one small step',
      'the journey is the destination',
      'Rome wasn’t built in a day',
      'everything falls into place|すべてがぴたりと収まる|всё встаёт на свои места|tudo se encaixa|kaikki loksahtaa paikoilleen|f|fit solve complete order sense',
      'we’ll cross that bridge when we come to it|その時はその時|будем решать проблемы по мере их поступления|quando chegarmos à ponte, logo se vê|ylitetään se silta sitten kun sinne tullaan|f|later worry future patience problem',
    ],
  },
];
