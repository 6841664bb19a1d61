import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of everyday chores done to the wrong thing (`set-chores.ts` in packages/deck). */
export const choresSceneClues: readonly SceneClues[] = [
  {
    // A big heart or the globe wound up with a huge key in its side like a toy.
    shows: /\bwinds up (?:a big heart|the globe) like a clockwork toy\b/,
    clues: [
      'the show must go on',
      'a second wind',
      'Groundhog Day',
      'Sisyphus',
      'Pinocchio',
      'a fresh start',
      'who keeps it all running?|誰がこれを動かしているの？|кто заводит этот мир?|quem põe tudo a andar?|kuka tämän kaiken pitää käynnissä?|f|running behind scenes secret keeper mechanism world going',
    ],
  },
  {
    shows: /\bwinds up a big heart like a clockwork toy\b/,
    clues: [
      'The Wizard of Oz',
      'back to life|よみがえる鼓動|вернуть к жизни|de volta à vida|henkiin herätetty|a|revive life again heart beating restart',
    ],
  },
  {
    shows: /\bwinds up the globe like a clockwork toy\b/,
    clues: [
      'and yet it moves|それでも地球は回っている|а всё-таки она вертится|e, no entanto, move-se|ja kuitenkin se liikkuu|f|earth turning world spinning galileo defiance',
    ],
  },
  {
    // The globe or a clock peeled like an orange, one long strip of skin coiling down.
    shows: /\bpeels (?:the globe|a clock) like an orange\b/,
    clues: [
      'the tip of the iceberg',
      'behind the scenes',
      'it’s what’s inside that counts|大事なのは中身|главное — что внутри|o que importa é o que está por dentro|sisältö ratkaisee|f|inner beauty within heart core true self',
      'a midnight snack|夜食|ночной перекус|um lanche da meia-noite|iltapala|a|night hungry eating kitchen secret treat',
      'slow and steady',
    ],
  },
  {
    shows: /\bpeels the globe like an orange\b/,
    clues: ['the world is your oyster', 'Alice in Wonderland'],
  },
  {
    shows: /\bpeels a clock like an orange\b/,
    clues: ['killing time', 'time flies', 'Cinderella', 'Alice in Wonderland'],
  },
  {
    // A waterfall (the starry night, a storm's rain) falling from a cloud, combed like long hair.
    shows: /\bcombs (?:a waterfall|the night|the rain of a storm cloud) like long hair\b/,
    clues: [
      'Rapunzel',
      'go with the flow',
      'mirror, mirror on the wall',
      'beauty is pain|おしゃれは我慢|красота требует жертв|a beleza exige sacrifícios|kauneus vaatii uhrauksia|f|beauty vanity effort sacrifice grooming',
      'Mother Nature|母なる自然|мать-природа|a Mãe Natureza|luontoäiti|f|nature mother care earth tenderness',
      'a bad hair day|髪型が決まらない日|неудачный день для причёски|um dia de cabelo rebelde|huono hiuspäivä|f|messy tangled bad day grumpy mirror',
      'the little mermaid',
      'brushing it a hundred strokes a night|毎晩百回とかす|сто раз провести гребнем перед сном|cem escovadelas antes de dormir|sata vetoa harjalla joka ilta|a|ritual bedtime care patience grooming tenderness',
    ],
  },
  {
    shows: /\bcombs the night like long hair\b/,
    clues: ['The Starry Night'],
  },
  {
    shows: /\bcombs the rain of a storm cloud like long hair\b/,
    clues: ['a silver lining', 'singing in the rain', 'the calm after the storm'],
  },
  {
    // A painting of a storm (the sea, winter) hung on the wall spills its weather into the room.
    shows: /\bhangs a painting of (?:a storm|the sea|winter) on the wall\b/,
    clues: [
      'Mary Poppins',
      'Narnia',
      'home sweet home',
      'life imitates art|人生は芸術を模倣する|жизнь подражает искусству|a vida imita a arte|elämä jäljittelee taidetta|f|art life real imitation wilde',
      'The Picture of Dorian Gray|ドリアン・グレイの肖像|Портрет Дориана Грея|O Retrato de Dorian Gray|Dorian Grayn muotokuva|f|painting alive secret portrait wilde',
      'a room with a view|眺めのいい部屋|комната с видом|um quarto com vista|huone näköalalla|f|view window travel longing room',
    ],
  },
  {
    shows: /\bhangs a painting of winter on the wall\b/,
    clues: [
      'let it snow!|雪よ降れ|пусть идёт снег!|deixa nevar!|antaa lumen sataa!|a|snow winter christmas cosy song',
    ],
  },
];
