import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of interiors and shots the deck lacks (`set-rooms.ts` in packages/deck). */
export const roomsSceneClues: readonly SceneClues[] = [
  {
    shows: /\bis locked in a birdcage while\b/,
    clues: [
      'the tables have turned|立場逆転|роли поменялись|o feitiço virou contra o feiticeiro|osat ovat vaihtuneet|f|reversal turn tables revenge swap roles',
      'you reap what you sow',
      'the price of freedom|自由の代償|цена свободы|o preço da liberdade|vapauden hinta|a|freedom price captive liberty longing',
      'who is watching whom?|見ているのはどっち？|кто за кем наблюдает?|quem observa quem?|kuka tässä katselee ketä?|f|watch zoo observe captive spectator reversal',
      'house arrest|自宅軟禁|домашний арест|prisão domiciliar|kotiaresti|f|arrest confined punishment detained indoors',
      'let me out!|ここから出して！|выпустите меня!|tirem-me daqui!|päästäkää minut ulos!|a|trapped plea escape help confined',
      'The Count of Monte Cristo|モンテ・クリスト伯|Граф Монте-Кристо|O Conde de Monte Cristo|Monte-Criston kreivi|f|prisoner escape revenge island dungeon',
      'a prisoner of one’s own home|家の中の囚われ人|узник в собственном доме|prisioneiro na própria casa|vanki omassa kodissaan|f|prisoner home trapped confined indoors',
    ],
  },
  {
    shows: /\blies in a bath where\b/,
    clues: [
      'a world of its own',
      "Gulliver's Travels",
      'playing God|神さま気分|почувствовать себя богом|brincar de Deus|leikkiä jumalaa|f|god power control creator giant',
      'time for oneself|自分だけの時間|время для себя|um tempo só para si|omaa aikaa|a|relax self care alone rest unwind',
      'one’s wildest dreams|途方もない夢|самые смелые мечты|os sonhos mais loucos|hurjimmat unelmat|f|dream imagination fantasy wish adventure',
      'adventure at home|おうちで大冒険|приключение не выходя из дома|aventura sem sair de casa|seikkailu omassa kodissa|f|adventure home imagination journey indoors',
    ],
  },
  {
    shows: /\bplays chess while\b/,
    clues: [
      'checkmate',
      'the devil on your shoulder|悪魔のささやき|бес попутал|o diabinho no ombro|paholainen olalla|f|temptation devil whisper conscience bad advice',
      'a traitor in the ranks|身内の裏切り者|предатель в своих рядах|um traidor entre os nossos|petturi omissa riveissä|f|traitor betrayal spy enemy inside treachery',
      'think three moves ahead|三手先を読む|думать на три хода вперёд|pensar três jogadas à frente|ajatella kolme siirtoa eteenpäin|f|strategy planning foresight clever cunning',
      'playing dirty|汚い手を使う|играть нечестно|jogar sujo|pelata likaisesti|f|cheat unfair trick dirty foul play',
    ],
  },
  {
    shows: /\bsits up in a bed adrift on the night sea\b/,
    clues: [
      'a sleepless night|眠れない夜|бессонная ночь|uma noite em claro|uneton yö|f|insomnia awake night restless sleepless',
      'drifting off',
      'the land of nod',
      'where dreams take you|夢の行き先|куда уносят сны|para onde os sonhos nos levam|minne unet vievät|f|dreams journey sleep wander faraway',
    ],
  },
  {
    shows: /\bholding a lantern to a tentacle\b/,
    clues: ['monsters under the bed', 'here be dragons'],
  },
  {
    shows: /\bholding a lantern over the fish that circle\b/,
    clues: [
      'counting sheep',
      'a lullaby of the sea|海の子守歌|колыбельная моря|uma canção de embalar do mar|meren kehtolaulu|f|lullaby sea sleep calm soothing',
    ],
  },
  {
    shows: /\bhangs from the minute hand of\b/,
    clues: [
      'the eleventh hour',
      'don’t look down',
      'hold on for dear life|必死にしがみつく|держаться из последних сил|agarrar-se com unhas e dentes|roikkua henkensä kaupalla|f|cling desperate grip danger survive',
      'Safety Last!|ロイドの要心無用|Наконец в безопасности!|O Homem-Mosca|Safety Last!|f|harold lloyd silent film stunt danger comedy',
      'every second counts|一刻を争う|дорога каждая секунда|cada segundo conta|joka sekunti on kallis|f|urgency hurry deadline race late',
    ],
  },
  {
    shows: /\boffers a hot drink to a snowman\b/,
    clues: [
      'killing with kindness',
      'it’s the thought that counts',
      'nothing lasts forever|形あるものはいつか壊れる|ничто не вечно|nada dura para sempre|mikään ei kestä ikuisesti|f|impermanence transience end fleeting mortal',
      'make yourself at home|どうぞおくつろぎください|будьте как дома|faça como se estivesse em casa|ole kuin kotonasi|f|welcome hospitality guest host home',
      'some people are worth melting for|あなたのためなら溶けてもいい|ради некоторых не жалко и растаять|há pessoas por quem vale a pena derreter|joidenkin vuoksi kannattaa sulaa|f|love sacrifice friendship frozen olaf',
    ],
  },
  {
    shows: /\bbrushes the teeth of a crocodile\b/,
    clues: [
      'into the lion’s den|虎穴に入る|лезть в пасть ко льву|meter-se na boca do lobo|leijonan luolaan|f|danger bold risk brave lion den',
      'play with fire',
      'here comes the aeroplane!',
      'trust me|信じて|доверься мне|confia em mim|luota minuun|f|trust faith risk promise',
    ],
  },
];
