import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the town's night jobs done for dreams (`set-night.ts` in packages/deck). */
export const nightSceneClues: readonly SceneClues[] = [
  {
    // A window cleaner on a plank washes the night off a tower's panes; the washed ones are morning.
    shows: /\bwashes the night off a tower's windows\b/,
    clues: [
      'a new day dawns',
      'a clean slate',
      'the crack of dawn',
      'the night shift',
      'the darkest hour is just before the dawn|夜明け前がいちばん暗い|самый тёмный час — перед рассветом|a hora mais escura é a que antecede o amanhecer|pimein hetki on juuri ennen aamunkoittoa|f|hope dawn darkness end night over',
      'someone has to do it',
    ],
  },
  {
    // A knocker-up taps with a long pole on a window where the sun, in its nightcap, has overslept:
    // the whole town's dawn is late, and someone has to get it out of bed.
    shows: /\bto wake the sun, who has overslept\b/,
    clues: [
      'rise and shine',
      'five more minutes|あと五分だけ|ещё пять минуточек|só mais cinco minutos|vielä viisi minuuttia|a|snooze late bed lazy morning sleep in',
      'Monday morning|月曜の朝|утро понедельника|segunda de manhã|maanantaiaamu|a|work week start dread tired early',
      'sleepyhead|お寝坊さん|соня|dorminhoco|unikeko|c|sleep late lazy bed wake',
      'the early bird',
      'the crack of dawn',
    ],
  },
  {
    // On a night tram running high over the town's roofs, a child has fallen asleep on a bear's
    // shoulder (the bear holding its shopping still), and the conductor bends to punch the ticket.
    shows: /\bpunches the ticket of a child asleep on a bear’s shoulder\b/,
    clues: [
      'Spirited Away',
      'the kindness of strangers',
      'a gentle giant|気は優しくて力持ち|добрый великан|um gigante gentil|lempeä jättiläinen|f|big kind strong tender soft',
      'the last ride home|終電で家へ|последним рейсом домой|a última viagem para casa|viimeisellä kyydillä kotiin|a|late night journey home end ride',
      'safe and sound',
      'sweet dreams',
    ],
  },
  {
    // The night watchman's lantern finds the square's two statues kneeling on top of their plinth
    // over a game of cards, a card still in the air: they freeze where the light caught them.
    shows: /\bcatches two statues down off their plinth, playing cards\b/,
    clues: [
      'when the cat’s away',
      'caught red-handed',
      'a night at the museum',
      'a poker face|ポーカーフェイス|каменное лицо|cara de póquer|pokerinaama|f|bluff straight face hide feelings unreadable',
      'when no one is looking|誰も見ていないときに|когда никто не видит|quando ninguém está a ver|kun kukaan ei katso|a|secret hidden unseen alone night',
      'freeze!|動くな！|замри!|quietos!|seis!|a|stop still caught halt',
    ],
  },
  {
    // A doctor on a night call listens with a stethoscope at the wall of a house with a cold: a
    // scarf round its chimney, a thermometer in its letterbox, blinds drooping like heavy eyelids.
    shows: /\bmakes a house call on a house with a cold\b/,
    clues: [
      'get well soon',
      'under the weather',
      'tender loving care',
      'say “aah”|「あーん」して|скажите «а-а-а»|diga «ah»|sano aa|a|doctor mouth open check patient',
      'a feverish night|熱にうなされる夜|ночь в жару|uma noite de febre|kuumeinen yö|a|fever night sick restless heat',
    ],
  },
  {
    // A road painter rolls the white line on off the street, up in a curl into the night sky, and
    // stands on its last dash with nothing ahead but air: the way is made by walking.
    shows: /\bpaints the white line of the road on up into the night sky\b/,
    clues: [
      'a journey of a thousand miles',
      'step by step',
      'a leap of faith',
      'stairway to heaven',
      'don’t look down',
      'nowhere to go but up|上に行くしかない|дальше только вверх|daqui só se pode subir|suunta on vain ylöspäin|a|up rise climb hope ambition',
    ],
  },
  {
    // On a night break a watchman reads the paper on a bench, and the street lamp has bent its neck
    // over the shoulder, eyes in its glass, to read along.
    shows: /\bwhile the street lamp bends down over its shoulder to read it too\b/,
    clues: [
      'nosy neighbours',
      'curiosity killed the cat',
      'burning the midnight oil',
      'night owl',
      'not alone',
    ],
  },
  {
    // On a rooftop someone spoon-feeds porridge from a steaming bowl to the thin crescent moon,
    // which opens its mouth for the spoon like a child at the table: it must grow round again.
    shows: /\bspoon-feeds porridge to the thin crescent moon\b/,
    clues: [
      'eat up, and you’ll grow big and strong|たくさん食べて大きくなってね|кушай, а то не вырастешь|come tudo, para cresceres forte|syö kunnolla, niin kasvat isoksi|f|eat grow child strong food parent',
      'one more spoonful|もう一口だけ|ещё ложечку|só mais uma colherada|vielä yksi lusikallinen|a|coax meal child eat last bite',
      'Goodnight Moon|おやすみなさい おつきさま|Спокойной ночи, Луна|Boa noite, Lua|Hyvää yötä, kuu|c|bedtime book child night sleep story',
      'a mother’s love',
      'tender loving care',
    ],
  },
  {
    // Sitting up in bed wide awake, someone points to count the sheep leaping over the foot of the
    // bed, and the ones already counted lie curled up asleep on the quilt.
    shows: /\bcounts the sheep leaping over the foot of the bed\b/,
    clues: [
      'a sleepless night',
      'the Sandman',
      'night owl',
      'everyone’s asleep but me|みんな寝てしまって、起きているのは私だけ|все уже спят, кроме меня|já todos dormem, menos eu|kaikki muut jo nukkuvat paitsi minä|a|insomnia awake alone night envy',
      'sleep won’t come|どうしても眠れない|сон не идёт|o sono não vem|uni ei tule|a|awake bed night restless waiting',
    ],
  },
];
