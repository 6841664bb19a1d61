import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of toys and games played with the wrong thing, or played back (`set-toys.ts` in packages/deck). */
export const toysSceneClues: readonly SceneClues[] = [
  {
    // A nursery rocking horse galloping across the open sea: play that has gone far beyond the room.
    shows: /\bgallops a wooden rocking horse across the open sea\b/,
    clues: [
      'going nowhere fast|同じ場所で足踏み|бег на месте|a correr sem sair do sítio|juoksee paikallaan|f|motion futile stuck effort rocking',
      "let's pretend|ごっこ遊び|понарошку|a fazer de conta|leikisti|f|pretend play imagination game child",
      'the great escape|大脱走|великий побег|a grande fuga|suuri pako|f|escape flight freedom run away',
      'dream big|夢は大きく|мечтай по-крупному|sonha em grande|unelmoi isosti|f|dream ambition imagination bold',
      'wanderlust',
      'the point of no return',
    ],
  },
  {
    // Someone real springs out of a jack-in-the-box at the one who turned its crank: the prank
    // played back, the toy that was not a toy.
    shows: /\bsprings out of a jack-in-the-box\b/,
    clues: [
      'a bolt from the blue',
      'curiosity killed the cat',
      "the joke's on you|一杯食わされた|тебя разыграли|foste apanhado!|sinua on jymäytetty|f|prank trick joke fooled laugh",
      'scared out of your wits|腰を抜かすほど驚いて|душа ушла в пятки|um susto de morte|pelästyi puolikuoliaaksi|f|fright shock scare startle jump',
      'be careful what you wish for|願いごとには気をつけて|бойся своих желаний|cuidado com o que desejas|varo mitä toivot|f|wish warning consequence careful',
    ],
  },
  {
    // Hopscotch across a river on turtles' backs, their shells chalked with the squares' numbers.
    shows: /\bplays hopscotch across a river on the backs of turtles\b/,
    clues: [
      'a leap of faith',
      'on thin ice',
      'trust me',
      'slow and steady',
      'step by step',
      'don’t look down',
    ],
  },
  {
    // A spinning top that would not stop has bored through the floorboards like a drill; light
    // pours up out of the hole while its owner kneels at the edge and looks in.
    shows: /\bpeers into the hole a spinning top has drilled through the floor\b/,
    clues: [
      'down the rabbit hole',
      'what lies beneath',
      'getting to the bottom of it|真相を突き止める|докопаться до сути|ir ao fundo da questão|päästä asian perille|f|truth bottom dig deeper find out investigate',
      'the other side of the world|地球の裏側|другой конец света|o outro lado do mundo|maapallon toinen puoli|f|far away other side globe antipodes through',
      'oops!|あっ、やっちゃった|ой, что я наделал!|ups!|hups!|f|mistake accident whoops mishap trouble',
    ],
  },
  {
    // The mending turned round: a teddy bear sews up its owner's knee, split like a toy's with the
    // stuffing poking out, as it was once sewn up itself.
    shows: /\bsewn up by a teddy bear\b/,
    clues: [
      'the tables have turned',
      'there, there',
      'good as new',
      'one good turn deserves another|情けは人のためならず|долг платежом красен|uma mão lava a outra|hyvä kiertää|f|favour returned kindness repaid turn deserves',
      'it will heal before you know it|すぐに治るよ|до свадьбы заживёт|isso passa num instante|kyllä se siitä paranee|f|wound heal scratch hurt brave comfort',
    ],
  },
  {
    // Paper dolls cut from a folded strip jump off it and run away hand in hand, the strip's
    // uncut end still in their maker's fist.
    shows: /\bwatches a chain of cut-out paper dolls run off hand in hand\b/,
    clues: [
      'all for one and one for all',
      'the great escape',
      'a life of its own|独り歩きする|жить своей жизнью|ganhar vida própria|elää omaa elämäänsä|f|creation independent escape beyond control own will',
      'cut from the same cloth|似た者同士|одного поля ягоды|farinha do mesmo saco|samasta puusta veistetty|f|alike same kind similar identical copies',
      'they grow up so fast',
    ],
  },
  {
    // A snake that has taken its own tail in its mouth swung round the waist as a hula hoop, its
    // eyes spun into spirals.
    shows: /\bhula-hoops with a snake biting its own tail\b/,
    clues: [
      'don’t try this at home|良い子はマネしないでね|не повторять в домашних условиях|não tentem isto em casa|älkää kokeilko tätä kotona|f|stunt danger warning reckless daring',
      'no beginning and no end|始まりも終わりもない|ни начала, ни конца|sem princípio nem fim|ei alkua eikä loppua|f|eternity endless circle infinite forever',
      'the eternal return|永劫回帰|вечное возвращение|o eterno retorno|ikuinen paluu|f|eternity cycle repeat forever again',
      'the life of the party|パーティーの主役|душа компании|a alma da festa|juhlien sielu|f|party fun entertainer show off dance',
    ],
  },
  {
    // A jigsaw-piece hole right through the chest, the missing piece (cut from the same shirt) in
    // hand and looked at.
    shows: /\bhas a jigsaw-shaped hole in the chest and holds the missing piece\b/,
    clues: [
      'a hole in the heart|心にぽっかり穴があく|пустота в душе|um vazio no coração|tyhjä kohta sydämessä|f|emptiness loss grief absence void',
      'pull yourself together|しっかりしなさい|возьми себя в руки|recompõe-te|ryhdistäydy|f|composure recover pull together compose self',
      'finding yourself|自分探し|найти себя|encontrar-se a si mesmo|itsensä löytäminen|f|identity self search discovery who am i',
      'heartbreak',
      'who am I really?',
    ],
  },
  {
    // A cat's cradle held up over the head has become a rope bridge: someone tiny crosses it,
    // holding the upper strings for a rail, while the one holding it looks up and keeps still.
    shows: /\bkeeps very still as a tiny (?:mouse|girl|old man) crosses a cat's cradle overhead\b/,
    clues: [
      'hanging by a thread',
      'walking a tightrope',
      'don’t look down',
      'trust me',
      'in good hands|確かな手の中で|в надёжных руках|em boas mãos|hyvissä käsissä|f|trust care safe protected held',
    ],
  },
];
