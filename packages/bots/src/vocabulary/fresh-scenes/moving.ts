import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of new ways to follow, chase, catch or dance (`set-moving.ts` in packages/deck). */
export const movingSceneClues: readonly SceneClues[] = [
  // A swing hung from the moon, a star or a cloud, high over a sleeping town.
  {
    shows: /\bswings on a swing hung from\b/,
    clues: [
      'rock-a-bye baby|ねんねんころりよ|баю-баюшки-баю|nana, neném|tuu tuu tupakkarulla|f|lullaby cradle rocking sleep baby night',
      'the sky is the limit',
      'walking on air',
      'free as a bird',
      'the world at my feet|足もとに広がる世界|весь мир у моих ног|o mundo a meus pés|maailma jalkojeni juuressa|f|world below feet power view top',
      'after lights out',
      'without a care in the world|何の心配もなく|без забот и хлопот|sem uma preocupação no mundo|ilman huolen häivää|a|carefree free light happy careless',
    ],
  },
  // Dancing by a puddle whose reflection dances another step, or dances on alone.
  {
    shows: /\bby a puddle\b.*\breflection in it\b/,
    clues: [
      'a mind of its own',
      'Narcissus',
      'through the looking glass',
      'two left feet',
      'out of step|足並みがそろわない|не в ногу|fora de compasso|väärässä tahdissa|f|step rhythm mismatch odd different dance',
    ],
  },
  // Skipping over a rainbow turned like a rope by two friends.
  {
    shows: /\bskips over a rainbow\b/,
    clues: [
      'all for one and one for all',
      'the more the merrier',
      'jump for joy|跳び上がって喜ぶ|прыгать от радости|pular de alegria|hypätä ilosta|f|joy jump happy glee delight',
      'a pot of gold',
    ],
  },
  // Dancing upside down on the ceiling over the furniture of a room.
  {
    shows: /\bdances upside down on the ceiling\b/,
    clues: [
      'Mary Poppins',
      'head over heels',
      'walking on air',
      'a room of one’s own',
      'anything is possible|何でもあり|всё возможно|tudo é possível|kaikki on mahdollista|a|possible dream magic wonder miracle',
    ],
  },
  // Walking a tightrope from a chimney up to the moon, a star or a kite, an umbrella for balance.
  {
    shows: /\bwalks (?:a tightrope|up the string of a kite) from a chimney\b/,
    clues: [
      'a leap of faith',
      'high hopes',
      'nerves of steel',
      'Mary Poppins',
      'don’t look down',
      'per aspera ad astra|困難を越えて星へ|через тернии к звёздам|per aspera ad astra|vaikeuksien kautta voittoon|f|struggle stars ambition hardship goal triumph',
    ],
  },
  // Running inside a giant clock or the globe as a hamster runs in its wheel.
  {
    shows: /\bruns inside (?:a giant clock|the globe) as a hamster\b/,
    clues: [
      'Groundhog Day',
      'no rest for the wicked',
      'a vicious circle|悪循環|замкнутый круг|um círculo vicioso|noidankehä|f|circle loop trap repeat endless stuck',
      'the daily grind|単調な毎日|серые будни|a rotina do dia a dia|arjen aherrus|a|routine work tired daily repeat grind',
    ],
  },
  // Hopping from cloud to cloud (star to star) as if they were stepping stones.
  {
    shows: /\bhops from (?:cloud to cloud|star to star)\b/,
    clues: [
      'a leap of faith',
      'look before you leap',
      'walking on air',
      'don’t look down',
      'by leaps and bounds|飛躍的に|семимильными шагами|a passos largos|harppauksin|f|progress fast leap bound quickly growth',
    ],
  },
  // Playing catch with the moon, a glowing heart or the globe.
  {
    shows: /\bplays catch with\b/,
    clues: [
      'all for one and one for all',
      'love is in the air|恋の予感|любовь витает в воздухе|o amor está no ar|rakkautta on ilmassa|f|love romance air feeling couple',
      'just for fun|ほんのお遊び|шутки ради|só por brincadeira|ihan huvikseen|a|fun play game joke carefree',
      'a game for two|二人だけの遊び|игра на двоих|só nós os dois|kahden kesken|a|pair two together game duo',
      'butterfingers|おっとっと|руки-крюки|mãos de manteiga|peukalo keskellä kämmentä|f|drop clumsy fumble miss hands slip',
    ],
  },
  // Sliding down the crescent moon or a rainbow as if it were a playground slide.
  {
    shows: /\bslides down (?:the crescent moon|a rainbow) as if\b/,
    clues: [
      'what goes up must come down',
      'young at heart',
      'the sky is the limit',
      'wind in your hair|髪に風を受けて|ветер в волосах|o vento no cabelo|tuuli hiuksissa|a|wind hair speed freedom rush',
    ],
  },
  // Losing a race to a snail, which crosses the finishing line first.
  {
    shows: /\bloses it to a snail\b/,
    clues: [
      'the tortoise and the hare',
      'better late than never',
      'against all odds',
      'pride comes before a fall|驕れる者は久しからず|гордыня до добра не доводит|a soberba precede a queda|ylpeys käy lankeemuksen edellä|f|pride fall arrogance lesson humble defeat',
    ],
  },
];
