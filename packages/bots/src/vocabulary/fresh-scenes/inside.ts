import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of life inside things: a pocket, a piano, a snow globe, a shell, a lantern, a coat (`set-inside.ts` in packages/deck). */
export const insideSceneClues: readonly SceneClues[] = [
  {
    // Someone lives in a lantern's lit glass room by the candle, a palm on the pane, and a moth
    // as big as them knocks on the glass outside, wanting in to the light.
    shows: /\blives inside a lantern, and at night a moth as big as a person knocks\b/,
    clues: [
      'an uninvited guest',
      'who goes there?',
      'safe and sound',
      'a stranger at the door|戸口に見知らぬ者|незнакомец у порога|um estranho à porta|tuntematon oven takana|f|stranger arrival wary threshold unknown',
      'baby, it’s cold outside|外は寒いよ|на улице так холодно|lá fora está frio|ulkona on niin kylmä|a|cold outside plea shelter warmth want',
      'knock, knock! who’s there?',
    ],
  },
  {
    // Someone at supper in a snow globe's little night clings to the table as a giant hand from
    // off the card shakes the globe, the snow whirling and the soup slopping over.
    shows: /\bsits at supper inside a snow globe while a giant hand shakes it\b/,
    clues: [
      'the gods must be crazy|ミラクル・ワールド ブッシュマン|Боги, наверное, сошли с ума|Os Deuses Devem Estar Loucos|Jumalat ovat pudonneet päähän|f|film gods whim chaos small people',
      'the world turned upside down|世界がひっくり返る|мир перевернулся|o mundo às avessas|maailma kääntyi ylösalaisin|f|chaos upheaval turmoil reversal',
      'at the mercy of the gods|神々のなすがまま|во власти богов|à mercê dos deuses|jumalten armoilla|f|fate powerless gods whim',
      'keep calm and carry on',
      'we’re not in Kansas anymore|もうカンザスじゃないみたい|мы уже не в Канзасе|já não estamos no Kansas|emme ole enää Kansasissa|f|oz tornado lost strange home',
    ],
  },
  {
    // Someone lives in a coat's pocket, seen cut away: sewing on a cotton reel by a candle on a
    // thimble, a handkerchief hammock slung above, while rain runs down the coat outside.
    shows: /\blives in a coat pocket and sews by candlelight\b/,
    clues: [
      'The Tailor of Gloucester|グロースターの仕たて屋|Портной из Глостера|O Alfaiate de Gloucester|Gloucesterin räätäli|f|beatrix potter mice tale christmas stitching',
      'snug as a bug in a rug',
      'home sweet home',
      'a stowaway|密航者|безбилетный пассажир|um clandestino|salamatkustaja|f|hidden passenger secret ride journey',
    ],
  },
  {
    // A walnut with an arched cut-away in its shell: inside, a library of curved shelves, and a
    // reader asleep in an armchair under a lamp, the open book slipping off their lap.
    shows: /\bdozes over a book in a library inside a walnut shell\b/,
    clues: [
      'in a nutshell|要するに|в двух словах|em poucas palavras|pähkinänkuoressa|f|brief summary short essence',
      'king of infinite space|無限の宇宙の王|король бесконечного пространства|rei do espaço infinito|äärettömän avaruuden kuningas|f|hamlet shakespeare bounded small vast imagination',
      'a cat nap',
      'bookworm',
    ],
  },
  {
    // Someone leans on the sill of a lamplit porthole in a big spiral shell on a rainy shore,
    // while the hermit crab whose shell it is peers out of its mouth below, claws on the sand.
    shows: /\blives in a hermit crab’s shell and looks out of its window\b/,
    clues: [
      'a room with a view',
      'a roof over your head',
      'my home is my castle|わが家は城|мой дом — моя крепость|a minha casa é o meu castelo|kotini on linnani|f|home pride privacy sanctuary own',
      'a safe haven',
    ],
  },
];
