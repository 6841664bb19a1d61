import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the desert: caravans, mirages, oases and what the sand keeps (`set-desert.ts` in packages/deck). */
export const desertSceneClues: readonly SceneClues[] = [
  {
    // Pushing a great rug roll over the dunes, a strip of flowering meadow (of sea) laid out behind.
    shows: /\bunrolls (?:a flowering meadow|the sea) across the dunes like a carpet\b/,
    clues: [
      'hope springs eternal',
      'homesick',
      'life finds a way',
      'a labour of love',
      'no place like home',
      'heaven on earth',
      'a dream come true',
      'a little piece of home|ふるさとのかけら|кусочек дома|um pedacinho de casa|palanen kotia|f|home memory carry nostalgia far away',
    ],
  },
  {
    // A stairway cut in the sand goes down out of sight in the open desert; lamplight wells up from
    // below and the character kneels at the top step, peering down.
    shows: /\bpeers down a stairway that goes down into the sand\b/,
    clues: [
      'curiosity killed the cat',
      'down the rabbit hole',
      'what lies beneath',
      'is anybody there?',
      'open sesame',
      'a thousand and one nights',
      'a world beneath our feet|足もとの別世界|мир у нас под ногами|um mundo debaixo dos nossos pés|maailma jalkojemme alla|f|hidden below secret world beneath buried',
    ],
  },
  {
    // Two cacti in love lean towards each other, their arms raised to meet; someone has tied the
    // tips together with a red thread and stands below with the spool, looking up.
    shows: /\bties a red thread between two cacti in love\b/,
    clues: [
      'so close, yet so far',
      'a match made in heaven',
      'every rose has its thorn',
      'Romeo and Juliet',
      'a long-distance love',
      'the hedgehog’s dilemma|ヤマアラシのジレンマ|дилемма ежа|o dilema do porco-espinho|siilin dilemma|f|closeness hurt distance love intimacy wound',
      'love hurts|恋の痛み|любовь ранит|o amor dói|rakkaus sattuu|f|love pain heartache longing sorrow',
    ],
  },
  {
    // Someone leads a camel over the dunes at night with a lit lighthouse strapped on its hump,
    // the beams sweeping out over the sand.
    shows: /\bleads a camel across the dunes at night, a lit lighthouse\b/,
    clues: [
      'the ship of the desert|砂漠の船|корабль пустыни|o navio do deserto|aavikon laiva|f|desert sea sand journey crossing',
      'a light in the darkness',
      'the long way home',
      'lost at sea',
      'the dogs bark, but the caravan moves on|犬は吠えるがキャラバンは進む|собака лает — караван идёт|os cães ladram e a caravana passa|koirat haukkuvat, karavaani kulkee|f|persevere critics ignore onward resolve',
      'a guiding light|導きの光|путеводный свет|uma luz que guia|johdattava valo|f|guide hope way lost direction',
    ],
  },
  {
    // A giant's bare footprints run off over the dunes to the horizon; someone small stands in the
    // heel of the nearest one, looking up the trail after the one who is gone.
    shows: /\bstands in a giant's footprint, the giant's trail\b/,
    clues: [
      'one small step',
      'Gulliver',
      'Jack and the Beanstalk',
      'big shoes to fill|偉大な先人の後継ぎ|трудно будет заменить|um legado difícil de igualar|isot saappaat täytettäväksi|f|successor legacy replace predecessor heir',
      'to follow in someone’s footsteps|先人の歩んだ道をたどる|идти по чьим-то стопам|seguir as pisadas de alguém|kulkea jonkun jalanjäljissä|f|follow example legacy heir parent successor',
      'Bigfoot|ビッグフット|снежный человек|o Pé-Grande|isojalka|c|creature legend hairy mystery wild',
    ],
  },
  {
    // Someone rows a little boat over the dunes as over waves, the hull ploughing the sand, and a
    // fish made of sand leaps out of the dune beside it, grains streaming off its tail.
    shows: /\brows a boat across the dunes, and a fish made of sand\b/,
    clues: [
      'a fish out of water',
      'the old man and the sea',
      'where there’s a will, there’s a way',
      'mirage',
      'Sinbad the Sailor|船乗りシンドバッド|Синдбад-мореход|Simbá, o Marinheiro|Merenkulkija Sindbad|c|sailor voyage adventure arabian nights seven seas tale',
      'a sailor without a sea|海をなくした船乗り|моряк без моря|um marinheiro sem mar|merimies ilman merta|f|lost purpose nostalgia out of place homesick longing',
    ],
  },
  {
    // Snow falls on the desert under the sun, capping a saguaro; someone stands with arms spread
    // and head back, mouth open to catch a flake on the tongue.
    shows: /\bcatches snowflakes on the tongue as snow falls on the desert\b/,
    clues: [
      'once in a blue moon',
      'miracle',
      'manna from heaven',
      'carpe diem',
      'the world turned upside down',
      'a child at heart|童心に返る|в душе ребёнок|uma criança de coração|sydämeltään lapsi|f|childlike young at heart playful delight wonder',
      'the simple pleasures|ささやかな幸せ|простые радости|os pequenos prazeres|pienet ilot|f|joy small happiness simple childhood delight',
    ],
  },
];
