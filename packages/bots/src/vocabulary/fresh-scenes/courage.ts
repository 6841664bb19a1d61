import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the small standing up to the big (`set-courage.ts` in packages/deck). */
export const courageSceneClues: readonly SceneClues[] = [
  {
    // A tiny knight in a thimble helmet, a button for a shield, levels a sewing needle at a house
    // cat sitting over it as tall as a tower; the cat raises a paw to bat, amused.
    shows: /\bstands up to a cat as tall as a tower\b/,
    // 'David and Goliath' is told here by its need (saying-needs.ts), not listed: listed, it would
    // be told only in this group's scenes.
    clues: [
      'size doesn’t matter',
      'en garde!',
      'the brave little tailor|勇ましいちびの仕立て屋|храбрый портняжка|o alfaiate valente|urhea pikku räätäli|f|grimm tale brave small boast giants courage',
      'small but brave',
      'the heart of a lion',
      'the bigger they are, the harder they fall|大きい者ほど倒れる時は激しい|большой шкаф громко падает|quanto maior a altura, maior a queda|mitä isompi, sitä kovempi kolahdus|f|big fall defeat underdog pride giant',
    ],
  },
  {
    // A dragon sits weeping and rubbing an eye, one knee up and grazed, while someone kneeling
    // at its foot presses a sticking plaster on it, a first-aid tin open beside.
    shows: /\bsticks a plaster on the grazed knee of a big dragon\b/,
    clues: [
      'there, there',
      'a gentle giant',
      'don’t judge a book by its cover',
      'a friend in need is a friend indeed',
      'kiss it better|痛いの痛いの飛んでいけ|у кошки боли, у собаки боли|um beijinho e já passa|puhalletaan pipi pois|f|hurt comfort soothe heal child little pain',
      'everyone cries sometimes|だれにでも涙の日はある|все иногда плачут|todos choram às vezes|kaikki itkevät joskus|a|tears crying sadness vulnerable feelings strong',
    ],
  },
  {
    // At night a child holds back the sea with one finger in a leaking hole in a stone dike, the
    // sea standing higher than its head behind the wall and a boat sailing along its top.
    shows: /\bholds back the sea with one finger in a hole\b/,
    clues: [
      'the little Dutch boy|オランダの小さな英雄|маленький голландец|o pequeno herói holandês|pieni hollantilainen sankari|f|dutch boy legend hero night saved flood',
      'they shall not pass',
      'help is on the way',
      'against all odds',
      'hold the line|持ちこたえろ|держать оборону|aguentar firme|pitää pintansa|a|endure resist steadfast firm defend',
    ],
  },
  {
    // An old one and a child plant a sapling together, the great tree it will become standing
    // faintly over them, a swing on its branch.
    shows: /\bplants a sapling with a child\b/,
    clues: [
      'Rome wasn’t built in a day',
      'patience is a virtue',
      'great oaks from little acorns grow|大きな樫も小さなどんぐりから|из маленького жёлудя вырастает большой дуб|de uma pequena semente nasce uma grande árvore|pienestä terhosta kasvaa suuri tammi|f|small beginning growth patience oak acorn',
      'one day all this will be yours|いつかこれはみんなおまえのものだ|когда-нибудь всё это будет твоим|um dia tudo isto será teu|jonain päivänä tämä kaikki on sinun|f|inheritance legacy parent child promise heir',
      'a gift to those who come after|後に続く者への贈り物|подарок тем, кто придёт после|um presente para quem vem depois|lahja niille, jotka tulevat perässä|a|legacy gift heirs giving selfless',
    ],
  },
  {
    // King Canute: a crowned king (queen) on a throne set on the beach points a sceptre at the
    // sea to order it back, the wash round its feet and a breaker curling over it.
    shows: /\borders the tide back with a sceptre\b/,
    clues: [
      'pride comes before a fall',
      'a losing battle',
      'King Canute|クヌート王の教え|король Кнуд и прилив|o rei Canuto e as ondas|kuningas Knuut ja vuorovesi|f|king legend command sea vanity power limits',
      'delusions of grandeur',
      'you can’t fight nature|自然には逆らえない|против природы не попрёшь|não se pode lutar contra a natureza|luontoa vastaan ei voi taistella|a|nature power limits humble inevitable',
    ],
  },
];
