import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of music, sound and shadow play made into things (`set-music.ts` in packages/deck). */
export const musicSceneClues: readonly SceneClues[] = [
  {
    // A lone cellist on a stump in a wood, the trees bowing their crowns in over it to listen.
    shows:
      /\bplays the cello alone in (?:a snowy|an autumn) wood, and the (?:fir )?trees bow down to listen\b/,
    clues: [
      'all ears',
      'a song for no one|誰にも届かない歌|песня в пустоту|uma canção para ninguém|laulu ei kenellekään|f|alone music solitude unheard melancholy',
      'the hush before applause|拍手の前の静けさ|тишина перед аплодисментами|o silêncio antes dos aplausos|hiljaisuus ennen aplodeja|f|hush audience wonder performance attention',
      'a private concert|貸し切りの演奏会|концерт для избранных|um concerto privado|yksityiskonsertti|f|performance intimate audience exclusive music',
    ],
  },
  {
    // A face leaning over an open music box, the tiny dancer on the roof of the house inside waving up.
    shows: /\bopens a music box, and the tiny dancer on the roof of the little house inside\b/,
    clues: [
      'small is beautiful',
      'thumbelina',
      'the smallest stage in the world|世界一小さな舞台|самая маленькая сцена в мире|o palco mais pequeno do mundo|maailman pienin näyttämö|f|stage tiny performance theatre small',
      'hello up there!|おーい、上の人！|эй, там, наверху!|olá, aí em cima!|hei, siellä ylhäällä!|f|greeting giant tiny wave small big',
    ],
  },
  {
    // Shouting across a canyon, and the echo stepping out of the rock opposite as a small copy.
    shows: /\bshouts across a canyon, and the echo steps out of the rock opposite\b/,
    clues: [
      'is anybody there?',
      'you reap what you sow',
      'copycat!|まねっこ！|повторюшка!|copião!|matkija!|f|imitation copy mimic tease',
      'the last word|最後の一言|последнее слово|a última palavra|viimeinen sana|f|argument reply final',
    ],
  },
  {
    // A piano's keys running on out of it as a stair down into the sea, a figure walking down them.
    shows: /\bwalks down a piano's keys, which run on like a stair into the sea\b/,
    clues: [
      'the point of no return',
      'step by step',
      'the sunken cathedral|沈める寺|затонувший собор|a catedral submersa|uponnut katedraali|c|debussy prelude drowned sea legend bells',
      'the call of the deep|深みからの呼び声|зов глубины|o chamamento do fundo|syvyyksien kutsu|f|calling sea depths lure descent',
      'the little mermaid',
      'no way back|もう戻れない|назад дороги нет|não há volta|ei paluuta|f|irreversible leaving descent farewell',
    ],
  },
  {
    // One accordion played by two: the bass end held in the street, the keyboard end at a window
    // above, the bellows stretched up the house front between them.
    shows: /\bplays one accordion from the street with someone at a window above\b/,
    clues: [
      'Romeo and Juliet',
      'on the same wavelength',
      'love is in the air',
      'serenade',
      'meet me halfway|歩み寄ろう|давай пойдём навстречу друг другу|vamos encontrar-nos a meio caminho|tullaan puolitiehen vastaan|f|compromise meet middle reconciliation effort',
    ],
  },
  {
    // Swallows on the telegraph wires like notes on a stave, and a flute's notes flying up to sit
    // among them.
    shows: /\bplays the flute, and the notes fly up to perch among the swallows\b/,
    clues: [
      'improvisation',
      'playing by ear|耳コピ|играть на слух|tocar de ouvido|soittaa korvakuulolta|f|music listen tune instinct learn',
      'summer is over',
      'join in!|一緒に歌おう|подпевайте!|juntem-se a nós!|mukaan vaan!|f|sing along together invitation chorus',
      'written in the sky|空に書かれた歌|написано на небесах|escrito no céu|taivaalle kirjoitettu|f|sky fate score written music',
    ],
  },
  {
    // A keyboard on the roof playing the row of chimneys like organ pipes, each puffing its note.
    shows: /\bplays the chimneys like organ pipes from a keyboard on the roof\b/,
    clues: [
      'home sweet home',
      'pull out all the stops|全力を尽くす|выложиться на полную|dar tudo por tudo|panna kaikki peliin|f|effort everything maximum all out',
      'the whole town can hear it|町じゅうに聞こえる|весь город слышит|a cidade inteira ouve|koko kaupunki kuulee|f|loud music town public announce',
      'a winter’s evening|冬の宵|зимний вечер|um serão de inverno|talvi-ilta|f|winter evening cosy home dusk',
      'Christmas',
    ],
  },
  {
    // A lone busker in the snow, and the flakes falling into the open case turning to gold coins.
    shows: /\bplays the violin in the falling snow, and the flakes that land in the open case\b/,
    clues: [
      'manna from heaven',
      'the Little Match Girl',
      'the show must go on',
      'a song for no one',
      'money doesn’t grow on trees',
    ],
  },
  {
    // A small one tiptoeing across the piano's keys while its player sleeps in the armchair, the
    // notes flying up out of it as fireflies.
    shows: /\btiptoes across the keys of a piano while its player sleeps\b/,
    clues: [
      'when the cat’s away',
      'let sleeping dogs lie',
      'sweet dreams',
      'our little secret|ふたりだけの秘密|наш маленький секрет|o nosso segredinho|meidän pikku salaisuutemme|f|secret shared hidden mischief',
      'a midnight concert|真夜中の演奏会|полуночный концерт|um concerto à meia-noite|keskiyön konsertti|f|midnight performance hidden magic night',
    ],
  },
  {
    // Someone beside a low rain cloud plucks the falling rain like a harp's strings, the two
    // plucked threads glowing and notes floating up from them.
    shows: /\bplays the falling rain like the strings of a harp\b/,
    clues: [
      'a silver lining',
      'singing in the rain',
      'music of the spheres',
      'pitter-patter|ぽつぽつ|кап-кап|pingo a pingo|tip-tap|c|drops patter rhythm sound gentle tapping',
      'a heavenly sound|天上の調べ|райские звуки|um som celestial|taivaallinen sointi|a|heaven angelic beautiful sound celestial',
      'make the best of it|楽しんだもの勝ち|не унывать ни при какой погоде|tirar o melhor partido|ottaa tilanteesta kaikki irti|a|optimism cheer adapt attitude positive',
    ],
  },
];
