import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of two characters and what passes between them (`set-pairs.ts` in packages/deck). */
export const pairsSceneClues: readonly SceneClues[] = [
  {
    // Two old friends sit still on a bench while their shadows on the wall play as children.
    shows:
      /\bsits still on a bench beside an old friend, while on the wall behind them their shadows\b/,
    clues: [
      'young at heart',
      'time flies',
      'remember when…?|ねえ、覚えてる？|а помнишь…?|lembras-te de quando…?|muistatko kun…?|f|remember past recall reminisce together then',
      'the heart stays twenty|心はいつまでも二十歳|в душе всё ещё двадцать|o coração ainda tem vinte anos|sydän on yhä kaksikymppinen|f|heart young inside feel spirit age',
      'a kindred spirit',
      'forever young|いつまでも若く|вечно молодой|para sempre jovem|ikuisesti nuori|f|youth never grow up heart spirit song',
    ],
  },
  {
    // Two strangers back to back through a wall, sunshine on one side, night, snow or rain on the other.
    shows: /\bsits back to back with a stranger on the other side of a wall\b/,
    clues: [
      'so close, yet so far',
      'a kindred spirit',
      'missed connections|すれ違い|разминулись|desencontro|ohi toisistaan|f|miss pass by unaware near never meet',
      'somewhere out there|この空の下のどこかに|где-то там|algures por aí|jossain tuolla|f|longing distant someone unseen hope',
      'if only they knew|知らぬは本人ばかり|если бы они только знали|se ao menos soubessem|kunpa he tietäisivät|f|unaware secret irony near unknown',
    ],
  },
  {
    // Playing the flute to a snail (a mushroom, an egg) that weeps big tears, moved.
    shows: /\bplays the flute to (?:a snail|a mushroom|an egg)\b/,
    clues: [
      'Orpheus',
      'the pied piper',
      'not a dry eye in the house|会場中が涙|весь зал в слезах|não ficou ninguém de olhos secos|kenenkään silmä ei jäänyt kuivaksi|f|weep audience emotion show everyone',
      'my biggest fan|いちばんのファン|мой самый преданный поклонник|o meu maior fã|suurin faniani|f|fan admirer devoted listener',
      'encore!|アンコール！|бис!|bis!|encore!|f|again applause more show audience',
      'it speaks to the soul|魂に響く|трогает до глубины души|fala à alma|koskettaa sielua|f|soul deep feeling heart touched',
    ],
  },
  {
    // Two friends holding hands across the crack of a floating island split in two.
    shows: /\bhand across the gap of a floating island cracked in two\b/,
    clues: [
      'never let go',
      'hold on for dear life',
      'drifting apart|心が離れていく|отдаляться друг от друга|afastar-se um do outro|ajautua erilleen|f|friendship relationship distance grow apart estranged',
      'continental drift|大陸移動|дрейф континентов|deriva continental|mannerliikunto|a|continents plates earth split slow geology',
      'through thick and thin|苦楽を共にする|и в горе, и в радости|nos bons e nos maus momentos|myötä- ja vastamäessä|f|loyal friendship together hardship stick',
    ],
  },
  {
    // Paper wings tied to the arms on a chimney top, an owl hovering beside to show how to fly.
    shows: /\bstands on top of a chimney with paper wings tied to both arms\b/,
    clues: [
      'Icarus',
      'a leap of faith',
      'look before you leap',
      'don’t look down',
      'the hardest part is getting started|何事も最初がいちばん難しい|лиха беда начало|o mais difícil é começar|alku aina hankalaa|f|begin start courage first try',
    ],
  },
  {
    // Tipping a burning candle to a friend's cold wick, the fire crossing over as a little bird.
    shows: /\btips a burning candle to the cold wick of a friend's\b/,
    clues: [
      'pay it forward',
      'a light in the darkness',
      'Prometheus',
      'from one generation to the next|世代から世代へ|из поколения в поколение|de geração em geração|sukupolvelta toiselle|a|tradition generations inherit legacy family',
    ],
  },
  {
    // Snipping a friend free of a giant spider's web with scissors as the spider comes back down.
    shows: /\bsnips a friend free of a giant spider’s web\b/,
    clues: [
      'no one gets left behind',
      'in the nick of time|ぎりぎり間に合う|как раз вовремя|mesmo a tempo|viime hetkellä|f|just in time hurry rescue last moment',
      'a sticky situation|抜き差しならない状況|щекотливое положение|uma situação delicada|kinkkinen tilanne|f|trouble predicament awkward stuck',
    ],
  },
  {
    // Holding out a thermos cup to the wolf at the other end of a snowy bench, each looking away:
    // the fairy tale's old enemies at peace, too proud to say so.
    shows: /\bholds out the cup of a thermos to the wolf\b/,
    clues: [
      'bury the hatchet',
      'let bygones be bygones',
      'love your enemies',
      'actions speak louder than words',
      'happily ever after',
      'no hard feelings|恨みっこなし|без обид|sem ressentimentos|ei pahaa verta|f|forgive grudge none reconcile peace',
    ],
  },
  {
    // Arm-wrestling a ghost across the little table of a train compartment, both faces set.
    shows: /\barm-wrestles a ghost across a little table\b/,
    clues: [
      'who blinks first',
      'an iron will',
      'unfinished business|この世に未練がある|незаконченные дела|assuntos pendentes|keskeneräiset asiat|f|regret past linger settle haunt',
      'fighting your own demons|心の闇と闘う|бороться со своими демонами|lutar contra os próprios demónios|taistella omia demonejaan vastaan|f|inner struggle fear past battle',
      'a worthy opponent|好敵手|достойный соперник|um adversário à altura|arvoinen vastustaja|f|rival match equal contest respect',
    ],
  },
  {
    // Hugging a friend frozen mid-gasp in a block of ice, the ice running with water under the hug.
    shows: /\bhugs a friend frozen in a block of ice\b/,
    clues: [
      'patience is a virtue',
      'the snow queen',
      'I’ll wait for you|ずっと待ってるから|я буду ждать тебя|eu espero por ti|minä odotan sinua|f|wait faithful love longing promise',
      'frozen in time|時が止まったまま|застыл во времени|parado no tempo|ajan pysäyttämä|f|stillness past moment stopped memory',
    ],
  },
  {
    // Holding an old one's hand while her back comes away as butterflies in her colours.
    shows: /\bwho is flying away as a cloud of butterflies\b/,
    clues: [
      'letting go',
      'until we meet again',
      'saying goodbye',
      'gone but not forgotten|いなくなっても忘れない|ушёл, но не забыт|partiu, mas não foi esquecido|poissa mutta ei unohdettu|f|memory loss remember departed farewell',
      'the hardest goodbye|いちばんつらい別れ|самое трудное прощание|a despedida mais difícil|vaikein hyvästi|f|farewell loss grief parting',
    ],
  },
  {
    // Rock, paper, scissors with a crab on a rock: its claws are up for scissors, as ever, and the
    // player's fist is out for rock.
    shows: /\bplays rock, paper, scissors with a crab\b/,
    clues: [
      'playing dirty',
      'know your enemy|敵を知り己を知れば百戦殆うからず|знай своего врага|conhece o teu inimigo|tunne vihollisesi|f|strategy opponent cunning advantage war',
      'a foregone conclusion|勝負は最初から見えている|исход предрешён|um resultado anunciado|lopputulos on selvä jo etukäteen|f|certain outcome predictable inevitable',
      'a one-trick pony|一芸しかない|знает лишь один приём|só sabe fazer uma coisa|yhden tempun poni|f|limited skill predictable habit same',
      'I saw that coming|お見通しだよ|я так и знал|já estava à espera disso|arvasin sen|f|predictable expected foresee knew',
      'a sure bet|鉄板|верное дело|aposta certa|varma nakki|f|certain win bet sure odds',
    ],
  },
  {
    // A hunter and a deer sharing one umbrella in the rain, the gun left leaning on a tree.
    shows: /\bshares an umbrella with a deer in the rain\b/,
    clues: [
      'the hunter and the hunted',
      'love your enemies',
      'in the same boat',
      'an unlikely friendship|思いがけない友情|неожиданная дружба|uma amizade improvável|epätodennäköinen ystävyys|f|friend odd pair unexpected bond',
      'lay down your arms|武器を捨てよ|сложите оружие|deponham as armas|laskekaa aseenne|f|peace surrender weapon truce war end',
      'a change of heart|改心|сменить гнев на милость|mudar de ideias|mielenmuutos|f|change mind mercy regret turn kindness',
    ],
  },
  {
    // An old one wobbling on a bicycle for the first time, a grandchild running behind holding on.
    shows: /\bwobbles along on a bicycle for the first time, while a grandchild\b/,
    clues: [
      'first steps',
      'young at heart',
      'it’s never too late|今からでも遅くない|учиться никогда не поздно|nunca é tarde para aprender|koskaan ei ole liian myöhäistä|f|age learn start late chance try',
      'the pupil becomes the teacher|教え子が先生になる|ученик становится учителем|o aluno torna-se mestre|oppilaasta tulee opettaja|f|teach learn roles reversed mentor grow',
      'don’t let go!|離さないでね！|только не отпускай!|não me largues!|älä päästä irti!|f|hold trust fear fall help please',
    ],
  },
  {
    // Two old friends in plumed helmets jousting on rocking horses, brooms crossed for lances.
    shows: /\bjousts with an old friend on rocking horses\b/,
    clues: [
      'second childhood',
      'tilting at windmills',
      'a worthy opponent',
      'young at heart',
      'en garde!|いざ、勝負！|к барьеру!|em guarda!|en garde!|f|duel fight challenge ready contest',
      'old soldiers never die|老兵は死なず|старые солдаты не умирают|os velhos soldados nunca morrem|vanhat sotilaat eivät kuole koskaan|f|veteran age war fight memory pride',
    ],
  },
];
