import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of under the sea: the deep, its creatures and what sinks (`set-deep.ts` in packages/deck). */
export const deepSceneClues: readonly SceneClues[] = [
  {
    // A diver in a brass helmet walks a goldfish as big as a dog on a lead across the sea floor.
    shows: /\bwalks a goldfish as big as a dog on a lead\b/,
    clues: [
      'an unlikely pair',
      'a faithful companion|忠実な相棒|верный спутник|um companheiro fiel|uskollinen kumppani|f|loyal companion friend pet faithful devoted',
      'a breath of fresh air',
      'a Sunday stroll|日曜日のお散歩|воскресная прогулка|um passeio de domingo|sunnuntaikävely|f|stroll leisure weekend calm outing',
      'the world is your oyster',
    ],
  },
  {
    // An old captain in a peaked cap still steers the wheel of a sunken ship; a shoal swims ahead of the bow.
    shows: /\bstands at the wheel of a sunken ship and steers a shoal of fish\b/,
    clues: [
      'the Flying Dutchman',
      'the show must go on',
      'stay the course|初志貫徹|держать курс|manter o rumo|pitää kurssi|f|persevere direction steady continue aim',
      'faithful to the very end|最後まで忠実に|верен до самого конца|fiel até ao fim|uskollinen loppuun asti|f|duty loyal end faithful devotion',
      'old habits die hard|習い性となる|привычка — вторая натура|velhos hábitos custam a morrer|vanhasta tavasta on vaikea päästä|f|habit routine past stubborn custom',
      'one last voyage|最後の航海|последнее плавание|uma última viagem|viimeinen matka|f|end journey farewell final departure',
    ],
  },
  {
    // Someone with a mermaid's tail holds a message in a bottle up through the surface to a sailor on a raft.
    shows: /\bhands a message in a bottle to a sailor on a raft\b/,
    clues: [
      'so close, yet so far',
      'Romeo and Juliet',
      'pen pals|文通相手|друзья по переписке|amigos por correspondência|kirjeenvaihtokaverit|f|letters friends distance write far friendship',
    ],
  },
  {
    // A lamplighter on the sea floor lights the lure of an anglerfish with a pole; a lit one glows behind.
    shows: /\blighting the anglerfish like street lamps\b/,
    clues: [
      'a ray of hope',
      'day in, day out|来る日も来る日も|изо дня в день|dia após dia|päivästä toiseen|f|routine ritual repeat habit faithful job',
      'someone has to do it',
    ],
  },
  {
    // Reclined in a striped deckchair on the sea floor, hands behind the head, under a jellyfish glowing like the sun.
    shows: /\bsunbathes in a deckchair under a jellyfish that glows like the sun\b/,
    clues: [
      'get away from it all',
      'a well-earned rest',
      'do not disturb|起こさないでください|не беспокоить|não incomodar|älä häiritse|f|rest privacy peace alone quiet',
      'dolce far niente|甘美な無為|сладкое ничегонеделание|o doce fazer nada|suloista joutilaisuutta|f|idle rest pleasure sweet nothing lazy',
      'living the dream|夢のような暮らし|жизнь мечты|a viver o sonho|unelmaelämää|f|happy lucky ideal life content',
    ],
  },
];
