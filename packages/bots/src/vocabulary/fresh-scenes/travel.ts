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
];
