import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's everyday marvels in a town (`set-marvels.ts` in packages/deck). */
export const marvelsSceneClues: readonly SceneClues[] = [
  {
    // At a shop's door under its striped awning, the keeper holds up the last umbrella by its
    // crook while all the stock drifts off into the rain like a bloom of jellyfish.
    shows: /\bholds on to the last umbrella\b/,
    clues: [
      'Mary Poppins',
      'up, up and away',
      'flying the nest',
      'everything must go!|在庫一掃セール|тотальная распродажа|queima total|loppuunmyynti|f|sale clearance closing down shop empty gone goodbye',
      'the one who stays behind|ひとり残る者|тот, кто остаётся|aquele que fica para trás|se, joka jää jäljelle|a|stay remain behind alone loyal left',
    ],
  },
  {
    // On a street in broad day someone wades down to the thighs into a puddle that shows another
    // town at night, upside down, its windows lit, arms out for balance.
    shows: /\bwades down into a puddle\b/,
    clues: [
      'the other side',
      'through the looking glass',
      'Alice in Wonderland',
      'take the plunge',
      'as above, so below|上のごとく、下もまた然り|что вверху, то и внизу|assim em cima como embaixo|niin ylhäällä kuin alhaalla|f|mirror worlds hidden hermetic reflection two',
      'a world beneath our feet',
      'a little step into the unknown|未知への小さな一歩|маленький шаг в неизвестность|um pequeno passo para o desconhecido|pieni askel tuntemattomaan|a|unknown venture curiosity brave discover begin',
    ],
  },
  {
    // Up a library ladder someone opens a book on the shelf like a little door, its cover swung
    // out on its spine, and warm light pours out of a tiny lit room inside onto the face.
    shows: /\bopens a book on a high library shelf like a little door\b/,
    clues: [
      'Narnia',
      'a whole new world',
      'knock, knock! who’s there?',
      'where no one has gone before|誰も行ったことのない場所へ|туда, где никто не бывал|onde ninguém jamais esteve|minne kukaan ei ole ennen mennyt|f|explore unknown first adventure frontier discover',
      'the story within the story|物語の中の物語|история внутри истории|a história dentro da história|tarina tarinan sisällä|a|nested story fiction within frame tale reading',
    ],
  },
];
