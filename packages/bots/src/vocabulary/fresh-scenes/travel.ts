import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of journeys: luggage, maps, tickets, vehicles and letters (`set-travel.ts` in packages/deck). */
export const travelSceneClues: readonly SceneClues[] = [
  {
    // A whole sea (a whole summer) packed in a suitcase, someone leaning in to reach it.
    shows:
      /\breaches into an open suitcase (?:that holds the whole sea|with a whole summer packed inside)\b/,
    clues: [
      'summer holidays',
      'a change of scenery|気分転換|смена обстановки|uma mudança de ares|maisemanvaihdos|f|change scenery new place refresh escape',
      'take the plunge|思い切って飛びこむ|броситься с головой|dar o salto|hypätä syvään päähän|f|plunge dive dare risk decide leap',
      'a holiday to remember|忘れられない休暇|незабываемый отпуск|umas férias inesquecíveis|ikimuistoinen loma|f|holiday memory summer unforgettable',
      'get away from it all|何もかも忘れて出かけたい|сбежать от всего|fugir de tudo|päästä pois kaikesta|f|escape away break rest leave',
    ],
  },
  {
    // Cycling along a telephone wire over the roofs, as if it were a road (a suitcase on the rack).
    shows: /\b(?:rides a bicycle|sets off with a suitcase on a bicycle) along a telephone wire\b/,
    clues: [
      'free as a bird',
      'hit the road',
      'don’t look down',
      'a balancing act|綱渡りの毎日|хождение по канату|um número de equilibrismo|tasapainoilua|f|balance risk juggle careful daring',
      'the road less travelled|人の行かない道|нехоженая тропа|o caminho menos percorrido|vähemmän kuljettu tie|f|own way choice path unusual bold',
    ],
  },
  {
    shows: /\bsets off with a suitcase on a bicycle along a telephone wire\b/,
    clues: ['bon voyage'],
  },
  {
    // Kneeling at the kerb to see off a paper boat down the gutter, a thumb-sized captain saluting.
    shows: /\bto see off a paper boat sailing down the gutter\b/,
    clues: [
      'bon voyage',
      'flying the nest',
      'small but brave|小さくても勇敢|мал, да удал|pequeno mas valente|pieni mutta urhea|f|small brave courage little bold',
      'the great adventure begins|大冒険の始まり|начало большого приключения|começa a grande aventura|suuri seikkailu alkaa|f|adventure beginning journey start departure',
      'a journey of a thousand miles',
    ],
  },
  {
    // Unfolding a map whose drawn river runs off the paper and away over the ground.
    shows: /\bunfolds a map, and the river drawn on it runs off the paper\b/,
    clues: [
      'uncharted waters',
      'the journey is the destination',
      'here be dragons',
      'a dream come true',
      'adventure awaits|冒険が待っている|навстречу приключениям|a aventura espera por ti|seikkailu odottaa|f|adventure explore travel wander set out',
    ],
  },
  {
    // Taking off in a hot-air balloon knitted as an old patched jumper, yarn for its ropes.
    shows: /\btakes off in a hot-air balloon made of an old patched jumper\b/,
    clues: [
      'around the world in eighty days',
      'hanging by a thread',
      'made with love',
      'Up',
      'the sky is the limit',
    ],
  },
  {
    // A bus stop on a rock in the open sea, someone waiting on its bench with a suitcase.
    shows: /\bwaits with a suitcase at a bus stop on a rock in the middle of the sea\b/,
    clues: [
      'waiting for Godot',
      'good things come to those who wait',
      'hope springs eternal',
      'the edge of the world',
      'an endless wait|果てしない待ちぼうけ|бесконечное ожидание|uma espera sem fim|loputon odotus|f|waiting endless patience long time',
    ],
  },
  {
    shows: /\bat a bus stop on a rock in the middle of the sea, as a bus comes towards it\b/,
    clues: ['better late than never'],
  },
  {
    shows: /\bat a bus stop on a rock in the middle of the sea, with nothing coming\b/,
    clues: ['left behind'],
  },
  {
    // Rowing a little boat across a pavement puddle, a passer-by's shoe stepping over overhead.
    shows: /\brows a little boat across a puddle on the pavement\b/,
    clues: [
      'small but brave',
      'Gulliver',
      'the sword of Damocles',
      'a storm in a teacup',
      'watch your step|足もとに気をつけて|смотри под ноги|cuidado onde pões os pés|katso eteesi|f|careful step danger underfoot tread warning',
    ],
  },
  {
    // At a crossroads, every arm of the signpost turned round to point at the traveller.
    shows: /\bstands at a crossroads where every arm of the signpost has turned round\b/,
    clues: [
      'all roads lead to Rome',
      'know thyself',
      'you are here|現在地|Вы здесь|está aqui|olet tässä|f|map here position self lost location',
      'the answer lies within|答えは自分の中にある|ответ внутри тебя|a resposta está dentro de ti|vastaus on sisälläsi|f|self answer within inner search wisdom',
    ],
  },
];
