import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of weather, seasons and water handled like things (`set-weather.ts` in packages/deck). */
export const weatherSceneClues: readonly SceneClues[] = [
  {
    // An umbrella held out over a snowman under a blazing summer sun, a patch of shade round it.
    shows: /\bholds an umbrella over a snowman to shade it\b/,
    clues: [
      'nothing lasts forever',
      'all good things must come to an end',
      'a friend in need is a friend indeed',
      'devotion',
      'a losing battle|勝ち目のない戦い|заведомо проигранный бой|uma batalha perdida|toivoton taistelu|f|hopeless futile doomed effort fight',
      'its days are numbered|もう長くはない|его дни сочтены|tem os dias contados|sen päivät ovat luetut|f|time running out end near fragile doomed',
    ],
  },
  {
    // A character kneeling on a frozen pond, knuckle on the ice; under it a fish knocks back.
    shows: /\bknocks back to a fish knocking on the ice from below\b/,
    clues: [
      'break the ice',
      'through the looking glass',
      'the other side',
      'is anybody there?|誰かいますか？|здесь кто-нибудь есть?|está aí alguém?|onko siellä ketään?|f|knock call answer other side contact',
      'knock, knock! who’s there?|トントン、どなたですか？|тук-тук! кто там?|toc, toc! quem é?|kop kop, kuka siellä?|a|knock joke door visitor answer',
      'so close, yet so far',
    ],
  },
  {
    // The rainbow pulled down out of the sky, held across the chest and folded into a basket.
    shows: /\bfolds a rainbow like washing into a laundry basket\b/,
    clues: [
      'for a rainy day',
      'everything in its place',
      'spring cleaning',
      'the end of an era',
      'the party’s over|祭りのあと|праздник кончился|a festa acabou|juhlat ovat ohi|f|end over aftermath melancholy finished',
      'until next time|また今度|до новых встреч|até à próxima|ensi kertaan|f|farewell goodbye later again return',
    ],
  },
  {
    // Someone gripping a street lamp's post, blown out level like a flag, hats flying past.
    shows: /\bclings to a lamp post in a gale\b/,
    clues: [
      'gone with the wind',
      'come rain or shine',
      'hang in there',
      'Mary Poppins',
      'the wind of change',
      'against the wind|風に逆らって|против ветра|contra o vento|vastatuuleen|f|resistance struggle stubborn defiance',
    ],
  },
  {
    // A tree half red and gold, half green, painted leaf by leaf from below with a tiny brush.
    shows: /\bpaints the leaves of a tree red one by one\b/,
    clues: [
      'the four seasons',
      'Mother Nature',
      'Rome wasn’t built in a day',
      'slow and steady',
      'the last leaf|最後の一葉|последний лист|a última folha|viimeinen lehti|f|o henry story hope painter illness',
      'summer is over|夏が終わる|лето кончилось|o verão acabou|kesä on ohi|f|end season farewell melancholy change',
    ],
  },
  {
    // A path shovelled through deep snow, and the cleared strip a meadow in flower.
    shows: /\bshovels a path through the snow, and under it the summer is in bloom\b/,
    clues: [
      'a silver lining',
      'hope springs eternal',
      'light at the end of the tunnel',
      'it’s what’s inside that counts',
      'winter cannot last forever|冬来たりなば春遠からじ|не вечно зиме стоять|não há inverno que dure para sempre|ei talvi kestä ikuisesti|f|hope seasons change endurance wait',
      'beneath the surface|表面の下に|под поверхностью|por baixo da superfície|pinnan alla|f|hidden depth secret underneath inner',
    ],
  },
  {
    // A rain cloud held by its ends and twisted like a towel, its rain running into a bucket.
    shows: /\bwrings out a rain cloud like a wet towel\b/,
    clues: [
      'for a rainy day',
      'Mother Nature',
      'the rainmaker|雨乞い師|заклинатель дождя|o fazedor de chuva|sateentekijä|f|rain bringer drought magic luck',
      'every last drop|最後の一滴まで|всё до последней капли|até à última gota|viimeistä pisaraa myöten|f|effort exhaust thorough squeeze nothing left',
      'a good cry|思いきり泣く|выплакаться|um bom choro|kunnon itku|f|tears release grief relief sadness',
    ],
  },
  {
    // Two friends leaning into a rope like boat haulers, the huge sun lassoed behind a hill.
    shows: /\bhauls the sun up over a hill on a rope at dawn\b/,
    clues: [
      'many hands make light work',
      'here comes the sun',
      'the early bird catches the worm',
      'teamwork',
      'a new day dawns|新しい一日が始まる|занимается новый день|nasce um novo dia|uusi päivä koittaa|f|dawn sunrise sun hauling rope morning',
      'Song of the Volga Boatmen|ヴォルガの舟歌|Эй, ухнем!|A Canção dos Barqueiros do Volga|Volgan lautturien laulu|f|haul rope song labour effort together',
    ],
  },
  {
    // A kite on the wind lifting a child by its line, a grown-up on tiptoe holding its ankle.
    shows: /\bholds on by the ankle to a child carried up into the sky by a kite\b/,
    clues: [
      'flying the nest',
      'spread your wings',
      'Peter Pan',
      'up, up and away',
      'letting go',
      'they grow up so fast|子どもの成長はあっという間|дети так быстро растут|crescem tão depressa|lapset kasvavat niin nopeasti|f|child kite flying away parent',
      'a helicopter parent|過保護な親|гиперопека|pais-helicóptero|helikopterivanhempi|f|overprotective parent child kite holding',
    ],
  },
  {
    // A glass jar held up at arm's length under a storm cloud, the bolt striking into its mouth.
    shows: /\bcatches a bolt of lightning from a storm cloud in a glass jar\b/,
    clues: [
      'eureka',
      'Prometheus',
      'Frankenstein',
      'Benjamin Franklin|ベンジャミン・フランクリン|Бенджамин Франклин|Benjamin Franklin|Benjamin Franklin|f|kite experiment scientist inventor key',
      'a bright idea|名案|светлая мысль|uma ideia brilhante|loistava idea|f|lightning jar flash idea genius',
      'play with fire',
    ],
  },
];
