import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of a child's playthings come alive at their own scale (`set-play.ts` in packages/deck). */
export const playSceneClues: readonly SceneClues[] = [
  {
    // A row of tin soldiers on the bedroom floor faces a horned shadow coming in at the door,
    // while the child they guard sits up in bed and watches.
    shows: /\btin soldiers stand guard against a shadow\b/,
    clues: [
      'they shall not pass|ここは通さない|они не пройдут|não passarão|he eivät pääse läpi|f|defend resist guard stand firm courage',
      'the night watch|夜警|ночной дозор|a ronda da noite|yövartio|a|night guard watch vigil patrol',
      'the bogeyman',
      'small but brave',
      'safe and sound',
      'afraid of the dark',
    ],
  },
  {
    // A tin clockwork mouse rears up on its back wheels at the cat (fox, owl) come down to look at
    // it, its key still turning: the toy will not give way.
    shows: /\bclockwork mouse that will not back down\b/,
    clues: [
      'who blinks first|先に目をそらしたほうが負け|кто первым моргнёт|quem pisca primeiro|kumpi räpäyttää ensin|f|standoff stare nerve dare contest',
      'the heart of a lion|獅子の心|львиное сердце|coração de leão|leijonan sydän|f|courage brave fearless heart small',
      'small but brave',
      'brave',
    ],
  },
  {
    // A sandcastle with lit windows and tiny people on its walls, a breaker rearing up beside it,
    // and the one who built it kneeling by it: a little world about to go.
    shows: /\bkneels by a sandcastle with lit windows\b/,
    clues: [
      'time waits for no one',
      'a house of cards',
      'the last summer|最後の夏|последнее лето|o último verão|viimeinen kesä|a|summer ending farewell childhood nostalgia',
      'nothing lasts forever',
      'all good things must come to an end',
    ],
  },
  {
    // A line of dominoes as tall as the houses winds up a town's street to the church, the first
    // ones already down, from the finger of the one kneeling big in the foreground.
    shows: /\btips over the first domino of a line that runs through a whole town\b/,
    clues: [
      'a chain reaction|連鎖反応|цепная реакция|uma reação em cadeia|ketjureaktio|f|cascade one after another unstoppable spread sequence',
      'the butterfly effect|バタフライ効果|эффект бабочки|o efeito borboleta|perhosvaikutus|f|small cause big consequence chaos chain',
      'oops!',
      'the point of no return',
      'the die is cast',
    ],
  },
  {
    // Someone real lives in a dollhouse, and over its roof a giant doll with glass eyes and
    // ringlets looks down, hands on the eaves: played with by what one plays with.
    shows: /\blives in a dollhouse, over whose roof a giant doll looks down\b/,
    clues: [
      'The Truman Show',
      'Big Brother',
      'playing God',
      'the tables have turned',
      'Gulliver',
      'home sweet home',
    ],
  },
  {
    // A park statue has stepped down off its plinth and crept up behind someone, and is caught
    // frozen on one foot, a hand out to tag, as they spin round: grandmother's footsteps.
    shows: /\bcatches a statue off its plinth, frozen mid-step\b/,
    clues: [
      'eyes in the back of your head|後ろにも目がついている|глаза на затылке|ter olhos na nuca|silmät selässäkin|f|watch behind notice sense suspicion',
      'don’t blink|まばたきしちゃだめ|не моргай|não pestanejes|älä räpäytä silmiäsi|f|blink stare watch freeze angel',
      'it’s behind you!|うしろ、うしろ！|он у тебя за спиной!|está atrás de ti!|se on takanasi!|f|behind warning pantomime creep danger',
      'caught red-handed|現行犯|пойман с поличным|apanhado em flagrante|kiinni itse teosta|f|caught act guilty discovered moment',
      'a night at the museum',
    ],
  },
  {
    // At night on the shore, a lighthouse with two lit round windows for eyes is "it": its beam
    // falls on the sand a step short of the rock someone crouches behind, peeking over.
    shows: /\bplays hide and seek with a lighthouse\b/,
    clues: [
      'the Eye of Sauron|サウロンの目|Око Саурона|o Olho de Sauron|Sauronin silmä|f|eye tower watch search fantasy',
      'the all-seeing eye|すべてを見通す目|всевидящее око|o olho que tudo vê|kaikkinäkevä silmä|f|eye watch see everything surveillance',
      'not a peep',
      'ready or not, here I come',
      'the great escape',
    ],
  },
  {
    // A whole flock of paper planes flies off south in a V like geese, high over the roofs, and
    // the one who folded them stands below, the last one still held up in its hand.
    shows: /\bsees off a flock of paper planes heading south\b/,
    clues: [
      'migratory birds',
      'Nils Holgersson',
      'flying the nest',
      'letting go',
      'bon voyage',
      'wanderlust',
    ],
  },
  {
    // Kneeling at a chalk ring with its knuckles down, someone flicks a marble at the planets
    // sitting in it like marbles: Saturn with its ring, Jupiter, Mars and the Earth.
    shows: /\bshoots a marble at the planets\b/,
    clues: [
      'God does not play dice|神はサイコロを振らない|Бог не играет в кости|Deus não joga dados|Jumala ei heitä noppaa|f|Einstein chance universe dice game',
      'master of the universe|宇宙の支配者|властелин вселенной|senhor do universo|maailmankaikkeuden valtias|f|power rule cosmos control',
      'playing God',
      'the world is your oyster',
      'holding all the cards|主導権を握る|все козыри на руках|ter todos os trunfos na mão|kaikki valtit käsissä|f|power control advantage upper hand',
    ],
  },
  {
    // Someone in mid-air, boots together, about to land in a puddle, and under the ground's thin
    // crust the whole sea, a shoal and a great fish looking up at the soles.
    shows: /\binto a puddle that runs on under the ground as far as the sea\b/,
    clues: [
      'out of your depth|手に負えない|не по силам|perder o pé|liian syvissä vesissä|f|overwhelmed beyond ability danger',
      'still waters run deep',
      'the tip of the iceberg',
      'look before you leap',
      'down the rabbit hole',
    ],
  },
  {
    // Blindfolded on tiptoe, arms straight out, someone has caught a wolf by the snout: the wolf,
    // twice its size, bent down to it and holding stock-still, its paws behind its back.
    shows: /\bblindfolded, feels the face of the one it has caught: a wolf\b/,
    clues: [
      'what big eyes you have|おばあさんの目はなんて大きいの|какие у тебя большие глаза|que olhos tão grandes tu tens|kuinka suuret silmät sinulla on|f|grandmother disguise tale question',
      'ignorance is bliss',
      'into the lion’s den',
      'a leap of faith',
      'Little Red Riding Hood',
    ],
  },
];
