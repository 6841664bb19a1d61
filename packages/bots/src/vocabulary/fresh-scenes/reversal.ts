import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of roles turned around: animals and people, big and small, swapped (`set-reversal.ts` in packages/deck). */
export const reversalSceneClues: readonly SceneClues[] = [
  {
    // A bear (a wolf, a fox, a cat) up on a stool in terror while a tiny mouse shouts at it.
    shows: /\bhas leapt up onto a stool to get away from a tiny mouse\b/,
    clues: [
      'the tables have turned',
      'size doesn’t matter',
      'all bark and no bite|見かけ倒し|много шума из ничего|cão que ladra não morde|haukkuva koira ei pure|f|bluster harmless fierce look coward empty threat',
      'who’s afraid now?|今度は誰がこわがってる？|ну и кто теперь боится?|e agora, quem tem medo?|kukas nyt pelkää?|a|afraid fear reversal scared turned who frightened',
      'a scaredy-cat|こわがり屋|трусишка|um medricas|jänishousu|f|coward timid scared afraid fearful',
    ],
  },
  {
    // An animal outside a zoo cage holds an apple through the bars to the person kept inside.
    shows: /\bholds an apple through the bars to a person kept in a zoo cage\b/,
    clues: [
      'who is watching whom?',
      'the tables have turned',
      'the price of freedom',
      'please do not feed the humans|人間にエサをあげないでください|людей не кормить|é proibido dar comida aos humanos|ihmisten ruokkiminen kielletty|a|zoo sign feeding rule irony visitors',
      'a taste of their own medicine|今度は自分がされる番|той же монетой|provar do próprio veneno|saada omaa lääkettään|f|payback reversal justice turn revenge',
    ],
  },
  {
    // An animal strolls upright with a leash; on its end a person goes on all fours in a collar.
    shows: /\btakes a person on all fours for a walk on a leash\b/,
    clues: [
      'the tables have turned',
      'who’s walking whom?|散歩させられているのはどっち？|кто кого выгуливает?|quem está a passear quem?|kuka tässä ulkoiluttaa ketä?|a|walk reversal owner pet who master',
      'a dog’s life|犬の暮らし|собачья жизнь|vida de cão|koiranelämää|f|hard life miserable lowly servant fate',
      'under the thumb|尻に敷かれる|под каблуком|pau-mandado|tossun alla|f|control henpecked obey meek dominated',
      'sit! stay!|おすわり！まて！|сидеть! место!|senta! fica!|istu! paikka!|a|command obey trained pet discipline',
    ],
  },
  {
    // A big animal in an armchair reads aloud to a tiny person sitting up in a matchbox bed.
    shows: /\breads a bedtime story to a tiny person tucked up in a matchbox bed\b/,
    clues: [
      'once upon a time',
      'happily ever after',
      'Gulliver',
      'thumbelina',
      'the Sandman|砂男|Оле Лукойе|o João Pestana|Nukkumatti|f|dreams night eyelids children evening',
    ],
  },
  {
    // A child rocks a cradle in which an old man (an old woman) sleeps curled up like a baby.
    shows: /\brocks an old (?:man|woman) to sleep in a cradle like a baby\b/,
    clues: [
      'the tables have turned',
      'second childhood|子どもに返る|впасть в детство|segunda infância|toinen lapsuus|f|ageing dotage elderly childlike frail',
      'my turn to look after you|今度はわたしが守る番|теперь моя очередь о тебе заботиться|agora é a minha vez de cuidar de ti|nyt on minun vuoroni pitää sinusta huolta|a|care turn reversal grandparent child love',
      'hush now|しーっ、静かにね|тсс, тише|chiu, caladinho|hys, hiljaa|a|quiet silence shh gentle whisper',
    ],
  },
  {
    // The hare draped asleep over the shell of a tortoise plodding under the finish banner.
    shows: /\bis carried over the finish line on the back of a tortoise\b/,
    clues: [
      'slow and steady',
      'the tortoise and the hare',
      'pride comes before a fall',
      'a friend in need is a friend indeed',
      'no one gets left behind|誰ひとり置いていかない|своих не бросаем|ninguém fica para trás|kaveria ei jätetä|a|team help solidarity friend carry loyal',
    ],
  },
  {
    // An animal with its nose to the glass of a round bowl in which a tiny person swims.
    shows: /\bpeers into a goldfish bowl where a tiny person swims round and round\b/,
    clues: [
      'who is watching whom?',
      'a fish out of water',
      'nowhere to hide|どこにも隠れられない|некуда спрятаться|sem ter onde se esconder|ei paikkaa mihin piiloutua|a|exposed trapped cornered glass no escape',
      'the hunter and the hunted|狩る者と狩られる者|охотник и добыча|o caçador e a presa|metsästäjä ja saalis|f|predator prey danger reversal chase',
      'what’s for dinner?|今日の晩ごはんは何かな？|что у нас на ужин?|o que há para o jantar?|mitä on päivälliseksi?|a|hungry predator meal appetite dinner',
    ],
  },
  {
    // A rabbit with a wand lifts a tiny person by the collar out of a top hat upturned on a table.
    shows: /\bpulls a tiny person out of a top hat by the collar\b/,
    clues: [
      'abracadabra',
      'the tables have turned',
      'an ace up your sleeve',
      'for my next trick…|次なる手品をお目にかけましょう|а теперь следующий фокус…|e agora, o próximo truque…|ja seuraavaksi temppu…|a|magic show trick performer stage applause',
    ],
  },
  {
    // A person frightened on a bough, a hand held out to an animal climbing a ladder to them.
    shows: /\bclimbs a ladder to rescue a person stuck up a tree\b/,
    clues: [
      'the tables have turned',
      'a knight in shining armour',
      'out on a limb|崖っぷちに立たされる|в шатком положении|numa situação periclitante|heikoilla jäillä|f|risk precarious danger exposed alone',
      'fear of heights|高所恐怖症|боязнь высоты|medo das alturas|korkeanpaikankammo|a|height fear dizzy vertigo afraid',
      'help is on the way|助けはすぐそこまで来ている|помощь уже близко|a ajuda vem a caminho|apu on tulossa|a|help arrive hero save hope',
    ],
  },
  {
    // A lifeguard striding up the beach with a gasping fish in a life ring, saved from the sea.
    shows: /\bcarries a gasping fish up out of the sea in a life ring\b/,
    clues: [
      'killing with kindness',
      'with friends like these',
      'the road to hell is paved with good intentions|地獄への道は善意で舗装されている|благими намерениями вымощена дорога в ад|de boas intenções está o inferno cheio|tie helvettiin on kivetty hyvillä aikomuksilla|f|help harm well-meant mistake irony',
    ],
  },
];
