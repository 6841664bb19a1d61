import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of gardens, trees and seasons tended the wrong way (`set-garden.ts` in packages/deck). */
export const gardenSceneClues: readonly SceneClues[] = [
  {
    // A hedge just clipped into an animal pulls up its roots and walks off the lawn.
    shows: /\bhas clipped a hedge into an? (?:elephant|turtle)\b/,
    clues: [
      'Pinocchio',
      'Frankenstein',
      'a mind of its own',
      'flying the nest',
      'the grass is always greener',
      'the sorcerer’s apprentice',
      'Edward Scissorhands|シザーハンズ|Эдвард Руки-ножницы|Eduardo Mãos de Tesoura|Saksikäsi Edward|f|topiary gardener artist lonely creation film tim burton',
      'pulling up roots|住み慣れた土地を離れる|сняться с насиженного места|arrancar raízes|repiä juurensa irti|f|leaving home move away departure settled roots uproot',
    ],
  },
  {
    shows: /\bhas clipped a hedge into an elephant\b/,
    clues: [
      'an elephant never forgets|象は決して忘れない|слоны ничего не забывают|um elefante nunca esquece|norsu ei unohda koskaan|f|memory remember never forget loyal',
      'wanderlust',
    ],
  },
  {
    shows: /\bhas clipped a hedge into a turtle\b/,
    clues: ['the tortoise and the hare', 'slow and steady'],
  },
  {
    // Leaves swept into a heap swirl up behind the sweeper's back onto the bare tree again.
    shows: /\bsweeps up the fallen leaves without noticing\b/,
    clues: [
      'Sisyphus',
      'Groundhog Day',
      'turn back time',
      'Mother Nature',
      'déjà vu',
      'back to square one|振り出しに戻る|всё начинай сначала|voltar à estaca zero|takaisin lähtöruutuun|f|start over again futile reset beginning undone',
      'ignorance is bliss|知らぬが仏|меньше знаешь — крепче спишь|o que os olhos não veem, o coração não sente|tietämättömyys on autuutta|f|unaware not knowing happy blind behind back',
    ],
  },
  {
    // The character hangs as a scarecrow, and the crows it should frighten bring it food.
    shows: /\bis the scarecrow of a wheat field, and the crows bring it\b/,
    clues: [
      'The Wizard of Oz',
      'the tables have turned',
      'no man is an island',
      'warming a lonely heart',
      'love your enemies|汝の敵を愛せ|возлюби врага своего|amai os vossos inimigos|rakastakaa vihollisianne|f|enemy kindness forgiveness gospel mercy reconcile',
      'the kindness of strangers|見知らぬ人の親切|доброта незнакомцев|a bondade de estranhos|vieraiden ystävällisyys|f|unexpected help kindness stranger care charity',
    ],
  },
  {
    shows: /\bis the scarecrow of a wheat field, and the crows bring it bread\b/,
    clues: [
      'give us this day our daily bread|日ごとの糧を今日も与えたまえ|хлеб наш насущный даждь нам днесь|o pão nosso de cada dia nos dai hoje|anna meille tänä päivänä jokapäiväinen leipämme|f|prayer need hunger providence care daily',
    ],
  },
  {
    shows: /\bis the scarecrow of a wheat field, and the crows bring it a rose\b/,
    clues: ['a secret admirer'],
  },
  {
    // Mowing a green hill whose face (a sleeping giant's) has opened one eye.
    shows: /\bmows the grass of a hill that is the face of a sleeping giant\b/,
    clues: [
      'let sleeping dogs lie',
      'Gulliver',
      'the calm before the storm',
      'the tip of the iceberg',
      'Mother Nature',
      'awakening',
      'the big picture|全体像|общая картина|a visão de conjunto|kokonaiskuva|f|scale perspective overview whole unaware small',
    ],
  },
  {
    // An old tree bows its trunk down to hand the character the last apple of autumn.
    shows: /\bis handed the last apple of autumn by an old tree\b/,
    clues: [
      'the end of an era',
      'generosity',
      'Mother Nature',
      'a parting gift|別れの贈り物|прощальный подарок|um presente de despedida|läksiäislahja|f|farewell gift goodbye remember keepsake',
    ],
  },
  {
    // Kneeling to plant a seed, a green hand comes up out of the soil to meet one's own.
    shows: /\bkneels to plant a seed, and a little green hand reaches up\b/,
    clues: [
      'The Creation of Adam',
      'E.T. phone home',
      'Mother Nature',
      'Jack and the Beanstalk',
      'life finds a way|生命は道を見つける|жизнь найдёт выход|a vida encontra um caminho|elämä löytää aina tien|f|life persists nature resilience growth jurassic park',
      'the spark of life|命の火花|искра жизни|a centelha da vida|elämän kipinä|f|life beginning creation spark alive birth',
    ],
  },
  {
    // Knitting a long striped scarf for a bare tree that hugs itself, shivering in the snow.
    shows: /\bknits a long scarf for a bare tree\b/,
    clues: [
      'a labour of love',
      'it’s the thought that counts',
      'winter is coming',
      'a friend in need is a friend indeed',
      'The Giving Tree|おおきな木|Щедрое дерево|A Árvore Generosa|Antelias puu|f|tree gift friendship selfless shel silverstein book',
      'tree hugger|ツリーハガー|защитник деревьев|abraça-árvores|puunhalaaja|f|nature lover ecology activist trees care green',
    ],
  },
  {
    // Sitting up in bed after the winter, the quilt grown into a flower bed with sunflowers.
    shows:
      /\bsits up in bed after the long winter and finds its quilt grown into a bed of flowers\b/,
    clues: [
      'sleeping beauty',
      'a bed of roses',
      'rise and shine',
      'hibernation',
      'a hundred years of sleep',
      'a late bloomer',
      'a fresh start',
      'every ending is a new beginning',
      'Rip Van Winkle|リップ・ヴァン・ウィンクル|Рип ван Винкль|Rip Van Winkle|Rip van Winkle|f|sleep years wake changed world story overslept',
    ],
  },
  {
    // A field of sunflowers all turned from the sun to look at one small figure.
    shows: /\bstands in a field of sunflowers that have all turned away from the sun\b/,
    clues: [
      'the prima donna',
      'the centre of attention|注目の的|в центре внимания|o centro das atenções|huomion keskipiste|f|attention fame spotlight all eyes admired crowd',
      'you are my sunshine|ユー・アー・マイ・サンシャイン|ты моё солнышко|tu és o meu sol|olet minun aurinkoni|f|love adoration sunshine song devotion',
      'a place in the sun|日の当たる場所|место под солнцем|um lugar ao sol|paikka auringossa|f|success recognition status ambition',
      'fifteen minutes of fame|15分間の名声|пятнадцать минут славы|quinze minutos de fama|viidentoista minuutin julkisuus|f|fame brief celebrity warhol attention',
      'Van Gogh|ゴッホ|Ван Гог|Van Gogh|Van Gogh|f|painter art yellow genius provence',
    ],
  },
  {
    // Kneeling at a fresh mound under the street lamp that came up from the seed, lit at dusk.
    shows: /\bplanted a seed, and a street lamp has grown from it\b/,
    clues: [
      'Narnia',
      'you reap what you sow',
      'let there be light',
      'green fingers',
      'a bright idea',
      'Jack and the Beanstalk',
      'a light in the darkness',
      'a ray of hope',
      'hope springs eternal',
      'good things come to those who wait',
    ],
  },
  {
    // Pulling at a carrot's leaves while, in a cut through the soil, a rabbit pulls its tip down.
    shows: /\bpulls at a carrot, and under the ground a rabbit\b/,
    clues: [
      'the enormous turnip',
      'the tip of the iceberg',
      'beneath the surface',
      'finders keepers',
      'down the rabbit hole',
      'Peter Rabbit|ピーターラビット|Кролик Питер|Peter Rabbit|Petteri Kaniini|f|beatrix potter garden mcgregor vegetables mischief',
    ],
  },
  {
    // A giant hedgehog, its spines stuck full of apples, is offered one more.
    shows: /\bholds out one more apple to a giant hedgehog\b/,
    clues: [
      'the last straw',
      'for a rainy day',
      'don’t judge a book by its cover',
      'every little helps|塵も積もれば山となる|с миру по нитке|de grão em grão a galinha enche o papo|pienistä puroista syntyy suuri joki|f|little small add gather save bit by bit',
      'a soft heart under a prickly coat|トゲの下にやさしい心|колючий снаружи, добрый внутри|espinhos por fora, coração mole por dentro|piikikäs pinta, pehmeä sydän|f|kind gentle tough outside tender inside heart',
    ],
  },
  {
    // Beehives stacked into a wobbling pile, someone on top on tiptoe reaching for a gold moon.
    shows: /\bhas stacked beehives one on another and reaches up\b/,
    clues: [
      'Winnie-the-Pooh',
      'pride comes before a fall',
      'reach for the sky',
      'the Tower of Babel',
      'nothing ventured, nothing gained|虎穴に入らずんば虎子を得ず|кто не рискует, тот не пьёт шампанского|quem não arrisca não petisca|joka ei yritä, ei voita|f|risk dare try bold chance venture',
      'just out of reach|あと少しで届かない|близок локоть, да не укусишь|quase ao alcance da mão|melkein ulottuvilla|f|almost close grasp longing want nearly',
    ],
  },
];
