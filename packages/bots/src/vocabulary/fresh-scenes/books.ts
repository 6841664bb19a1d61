import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of books, letters, maps and pictures one can step into (`set-books.ts` in packages/deck). */
export const booksSceneClues: readonly SceneClues[] = [
  // Sitting on the bottom bar of a portrait's frame, ready to run away, while the guard dozes.
  {
    shows: /\bclimbs out of a painting\b/,
    clues: [
      'when the cat’s away',
      'the great escape',
      'life imitates art',
      'wanderlust',
      'a night at the museum|ナイト ミュージアム|ночь в музее|uma noite no museu|yö museossa|f|museum night exhibits come alive film',
      'tired of posing|ポーズをとるのはもう飽きた|надоело позировать|cansado de posar|kyllästynyt poseeraamaan|a|portrait pose boredom still leave',
    ],
  },
  // A thumb-sized climber hanging from a bookmark's ribbon below a shelf of giant books, a cat's paw reaching up.
  {
    shows: /\bclimbs down a bookmark’s ribbon\b/,
    clues: [
      'cliffhanger|続きが気になる！|на самом интересном месте|um final de suspense|kesken jännittävimmän kohdan|f|suspense story ending hanging danger continue',
      'out of the frying pan into the fire|一難去ってまた一難|из огня да в полымя|sair da frigideira para cair no fogo|ojasta allikkoon|f|escape worse danger trouble',
      'to be continued',
      'Tom Thumb',
      'don’t look down',
      'hanging by a thread',
      'the great escape',
    ],
  },
  // A mapmaker at a desk inking the road one step ahead of a tiny traveller walking it; blank paper beyond the nib.
  {
    shows: /\bdraws the road on a map\b/,
    clues: [
      'the hand of fate',
      'it is written|運命はもう書かれている|так на роду написано|estava escrito|niin oli kirjoitettu|f|fate destiny written decided',
      'making it up as you go|行き当たりばったり|сочинять на ходу|improvisar pelo caminho|keksiä matkan varrella|f|improvise plan unknown ahead invent',
      'terra incognita|未知の世界|терра инкогнита|terra incógnita|tuntematon maa|f|unknown unexplored land blank edge',
      'the journey is the destination',
      'a blank page',
    ],
  },
  // Reading on the belly under a blanket tent by torchlight; the book's dragon rears out of the pages to read along.
  {
    shows: /\breads under the blanket by torchlight\b/,
    clues: [
      'just one more chapter|あと一章だけ|ещё одну главу — и спать|só mais um capítulo|vielä yksi luku|f|reading late night more story bedtime',
      'the NeverEnding Story|はてしない物語|Бесконечная история|A História Sem Fim|Päättymätön tarina|f|book story fantasy dragon reader film',
      'past bedtime|とっくに寝る時間|давно пора спать|já passou da hora de dormir|nukkumaanmenoaika meni jo|f|late night bedtime awake child',
      'my secret friend|ないしょの友だち|мой тайный друг|o meu amigo secreto|salainen ystäväni|f|secret friend companion hidden',
      'after lights out',
      'bookworm',
      'once upon a time',
    ],
  },
  // A librarian riding the rolling ladder along its brass rail out of the library window over the roofs, lantern ahead.
  {
    shows: /\brides the library ladder\b/,
    clues: [
      'overdue|返却期限切れ|просрочено|com o prazo vencido|myöhässä|f|late return deadline hurry due',
      'the night shift',
      'special delivery|速達|срочная доставка|entrega especial|pikalähetys|f|delivery urgent parcel errand',
      'hold on tight',
      'Mary Poppins',
      'burning the midnight oil',
      'knowledge is power',
    ],
  },
  // A librarian with a finger at the lips shushing a lion that rears roaring out of a picture book on the desk.
  {
    shows: /\bshushes a lion that leans roaring out of a picture book\b/,
    clues: [
      'use your inside voice|お部屋の中では小さな声でね|потише, ты не в лесу!|fala baixinho, estamos dentro de casa|käytä sisä-ääntä|a|quiet voice indoors noise loud rule child',
      'rules are rules|規則は規則です|правила есть правила|regras são regras|säännöt ovat sääntöjä|a|rule order strict authority obey',
      'silence is golden',
      'where the wild things are',
      'who’s in charge here?',
      'taming the untameable',
    ],
  },
  // At dusk, holding the library's casement open while the books fly in from the sunset like birds to the nest.
  {
    shows: /\bholds the window open at dusk as the books fly home\b/,
    clues: [
      'back by nightfall|日が暮れる前に帰っておいで|вернуться засветло|voltar antes de anoitecer|takaisin ennen pimeää|a|return evening dusk late curfew back',
      'where stories sleep|物語が眠るところ|где ночуют сказки|onde as histórias dormem|missä tarinat nukkuvat|f|library night rest stories shelf sleep',
      'the prodigal son',
      'waiting up',
      'all accounted for|全員そろった|все на месте|estão todos aqui|kaikki tallessa|a|count all present gathered safe return',
      'like a mother hen|めんどりのように見守って|как наседка над цыплятами|como uma galinha com os seus pintinhos|kuin kanaemo|f|care protective gather watch over flock',
      'at the end of the day',
    ],
  },
];
