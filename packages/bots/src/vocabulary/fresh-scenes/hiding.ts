import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of new ways to hide, seek, hug or sleep on something (`set-hiding.ts` in packages/deck). */
export const hidingSceneClues: readonly SceneClues[] = [
  {
    // Tucking the moon, a star or a cloud into bed: the night's watchman gets its own bedtime.
    shows: /\btucks (?:the moon|a little star|a cloud) into bed\b/,
    clues: [
      'sweet dreams',
      'rock-a-bye baby',
      'once upon a time',
      'tender loving care|心を込めて|с любовью и заботой|com todo o carinho|hellä huolenpito|f|care tender love nurture gentle kindness',
      'the night shift|夜勤明け|после ночной смены|depois do turno da noite|yövuoron jälkeen|f|night work shift tired rest duty',
      'the tables have turned',
      'lights out|消灯の時間|отбой|hora de apagar as luzes|valot sammuvat|f|bedtime curfew dark end of day',
      'a well-earned rest|ひと仕事終えて|заслуженный отдых|um descanso merecido|ansaittu lepo|a|rest earned tired work done break',
    ],
  },
  {
    // Counting at a tree while a big bear "hides" behind something far too small.
    shows: /\bcounts with eyes shut against a tree while a bear hides behind\b/,
    clues: [
      'ready or not, here I come',
      'peekaboo!',
      'no peeking!|のぞいちゃだめ！|чур, не подглядывать!|nada de espreitar!|ei saa kurkkia!|f|peek cheat eyes shut count game',
      'fooling no one|バレバレ|шито белыми нитками|não engana ninguém|ei hämää ketään|f|obvious disguise fool transparent',
      'hiding in plain sight|堂々と隠れている|у всех на виду|escondido à vista de todos|piilossa kaikkien nähtävillä|f|hidden obvious visible unnoticed',
    ],
  },
  {
    // Palms meeting through a train window, the train bound for clouds, the sea or the stars.
    shows: /\btouches hands goodbye through the window of a train\b/,
    clues: [
      'parting is such sweet sorrow|別れはつらく、甘いもの|расставание — такая сладкая печаль|partir é uma doce tristeza|ero on niin suloista surua|f|farewell parting sorrow romeo juliet',
      'until we meet again|また会う日まで|до новой встречи|até um dia|kunnes taas tavataan|f|farewell reunion hope promise',
      'a one-way ticket|片道切符|билет в один конец|um bilhete só de ida|menolippu|f|departure no return journey leave',
      'a long-distance love',
      'the end of the line|終着駅|конечная станция|fim da linha|päätepysäkki|f|last stop end journey final',
    ],
  },
  {
    // Hiding inside a giant teacup, boot or top hat, only eyes and hands over the rim.
    shows:
      /\bpeeks out (?:over the rim of a giant teacup|over the top of a giant boot|of a giant top hat)\b/,
    clues: [
      'is the coast clear?|もう大丈夫？|путь свободен?|a costa está livre?|onko reitti selvä?|f|safe check peek danger hide wait',
      'a safe haven',
      'thumbelina',
      'curiosity killed the cat',
      'a little world of my own|自分だけの小さな世界|свой маленький мир|um pequeno mundo só meu|oma pieni maailma|f|private small world refuge alone cosy',
      'who goes there?|誰だ？|кто идёт?|quem vem lá?|kuka siellä?|f|peek watch stranger guard wary',
    ],
  },
  {
    shows: /\bpeeks out over the rim of a giant teacup\b/,
    clues: ['Alice in Wonderland'],
  },
  {
    // A torch from a blanket fort throwing on the wall the shadow of a whale, a spider or a bird.
    shows: /\bshines a torch out of a blanket fort\b/,
    clues: [
      'monsters under the bed|ベッドの下のおばけ|монстры под кроватью|monstros debaixo da cama|mörköjä sängyn alla|f|fear night child imagination monster bedtime',
      'a vivid imagination|想像力たくましく|богатое воображение|uma imaginação fértil|vilkas mielikuvitus|a|imagination fantasy child dream invent',
      'Plato’s cave|プラトンの洞窟|пещера Платона|a caverna de Platão|Platonin luola|f|shadow reality illusion philosophy wall',
      'after lights out|消灯のあとで|после отбоя|depois de apagar as luzes|valojen sammuttua|f|night secret bedtime children awake',
      'afraid of the dark|暗闇がこわい|боится темноты|medo do escuro|pimeän pelko|a|fear dark night child',
    ],
  },
  {
    // Standing stiff in a row of snowmen, lamps or clocks in a disguise that fools no one.
    shows: /\bstands stock-still in a row of\b/,
    clues: [
      'the odd one out|仲間はずれ|белая ворона|o intruso|joukosta erottuva|f|different stand out odd one row',
      'nothing to see here|なにもありませんよ|тут не на что смотреть|não há nada para ver aqui|ei täällä mitään nähtävää|f|innocent pretend hide obvious',
      'hiding in plain sight',
      'fooling no one',
      'musical statues|だるまさんがころんだ|морская фигура, замри!|jogo das estátuas|patsasleikki|f|freeze game still statue',
      'a wolf in sheep’s clothing',
    ],
  },
  {
    // Whispering into a jar beside a shelf of jars of secrets kept before.
    shows: /\bwhispers a secret into a jar\b/,
    clues: [
      'mum’s the word',
      'bottled up',
      'a skeleton in the closet',
      'Pandora’s box',
      'dear diary|日記帳へ|дорогой дневник|querido diário|rakas päiväkirja|f|confide diary private confession',
    ],
  },
  {
    // An ear to the wall, and on its other side the deep sea, the starry night or the birds.
    shows: /\bpresses an ear to the wall, and on the other side is\b/,
    clues: [
      'walls have ears',
      'eavesdropping',
      'the grass is always greener',
      'curiosity killed the cat',
      'nosy neighbours|隣人の詮索|любопытные соседи|vizinhos coscuvilheiros|uteliaat naapurit|f|curious neighbour snoop gossip listen',
      'what’s going on in there?|いったい何ごと？|что там происходит?|o que se passa ali dentro?|mitä siellä oikein tapahtuu?|f|curious listen wonder mystery',
      'the sound of silence',
    ],
  },
  {
    // Hands over the eyes, one eye peeking through at a spider or a snake before its nose.
    shows: /\bpeeks through its fingers at\b/,
    clues: [
      'I can’t look!|直視できない！|не могу на это смотреть!|não consigo ver!|en voi katsoa!|f|fear horror look away scared',
      'see no evil, hear no evil',
      'a chill down the spine',
      'don’t make me look|見せないで|не заставляй меня смотреть|não me obrigues a olhar|älä pakota katsomaan|f|dread unwilling avert eyes plead',
      'a horror movie night|ホラー映画の夜|вечер ужастиков|noite de filmes de terror|kauhuelokuvailta|f|horror film fear watch night scared',
      'face your fears|恐怖に立ち向かえ|посмотри страху в глаза|enfrenta os teus medos|kohtaa pelkosi|f|fear courage confront brave',
    ],
  },
];
