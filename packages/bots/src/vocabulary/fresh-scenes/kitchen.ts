import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of cooking, serving and eating, done to the wrong thing (`set-kitchen.ts` in packages/deck). */
export const kitchenSceneClues: readonly SceneClues[] = [
  {
    // A frying pan held up against the sky, the setting sun its egg's yolk, rays round the rim.
    shows: /\bfries an egg in a pan held up to the sky\b/,
    clues: [
      'dinner is served|ご飯ができたよ|кушать подано|o jantar está servido|ruoka on valmista|f|meal ready serve call home table',
      'Prometheus',
      'hungry as a wolf',
      'the world is your oyster',
      'at the end of the day|一日の終わりに|в конце дня|no fim do dia|päivän päätteeksi|f|evening rest tired end day sunset',
      'look on the bright side|物事の明るい面を見よう|смотри на жизнь с оптимизмом|vê o lado bom das coisas|katso asioiden valoisaa puolta|f|optimism bright cheerful hope',
      'a day well spent|充実した一日|день прожит не зря|um dia bem aproveitado|hyvin käytetty päivä|f|satisfied evening fulfilled work done',
    ],
  },
  {
    // Dough rolled out on the kitchen table running off it as a road, a tiny car driving on it.
    shows: /\brolls out dough on the kitchen table, and it runs off the table as a road\b/,
    clues: [
      'flying the nest',
      'the journey is the destination',
      'spread your wings',
      'Rome wasn’t built in a day',
    ],
  },
  {
    // A slice held up to the face, a tiny lit room inside it where someone waves back.
    shows: /\bcuts a slice of bread, and inside it is a tiny lit room\b/,
    clues: [
      'home sweet home',
      'it’s a small world',
      'a light in the window',
      'Rear Window|裏窓|Окно во двор|Janela Indiscreta|Takaikkuna|f|hitchcock film watching neighbours spying windows',
      'thumbelina',
      'still waters run deep',
    ],
  },
  {
    // The sea whisked in a mixing bowl into a whirlpool, a little boat circling on it.
    shows: /\bwhisks the sea in a mixing bowl into a whirlpool\b/,
    clues: [
      'a storm in a teacup',
      'too many cooks',
      'the eye of the storm',
      'between Scylla and Charybdis|前門の虎、後門の狼|между Сциллой и Харибдой|entre Cila e Caríbdis|Skyllan ja Kharybdiin välissä|f|danger choice trap myth sailors odyssey',
      'going round in circles|堂々めぐり|ходить по кругу|andar às voltas|pyöriä ympyrää|f|circles stuck repeat dizzy going nowhere',
    ],
  },
  {
    // A giant among a little town's houses shaking a salt cellar over them, snow on every roof.
    shows: /\bsalts a little town like a dish\b/,
    clues: [
      'winter is coming',
      'playing God',
      'Gulliver|ガリバー|Гулливер|Gulliver|Gulliver|f|giant lilliput tiny people travels swift',
      'a white Christmas|ホワイトクリスマス|белое Рождество|um Natal branco|valkea joulu|f|christmas snow winter holiday wish',
    ],
  },
  {
    // Milk poured from a jug rising into the night sky and spreading there as the Milky Way.
    shows: /\bpours milk from a jug, and it flows up into the sky\b/,
    clues: [
      'sweet dreams',
      'my cup runneth over',
      'written in the stars',
      'starry-eyed',
      'the night is young',
      'Hera|ヘラ|Гера|a deusa Hera|Hera|f|greek goddess myth queen olympus galaxy',
      'a bedtime story|寝る前のお話|сказка на ночь|uma história para adormecer|iltasatu|f|story night child sleep tale',
    ],
  },
  {
    // A cook tasting from a ladle behind a pot, someone tiny on a crouton raft in the soup.
    shows: /\btastes the soup from a ladle while someone tiny paddles about in the pot\b/,
    clues: [
      'thumbelina',
      'go with the flow',
      'Honey, I Shrunk the Kids|ミクロキッズ|Дорогая, я уменьшил детей|Querida, Encolhi as Crianças|Kultaseni, kutistin lapset|f|film shrunk small children inventor comedy',
      'an uninvited guest|招かれざる客|незваный гость|um convidado inesperado|kutsumaton vieras|f|uninvited guest intruder stowaway kitchen pot',
      'Tom Thumb|親指トム|Мальчик-с-пальчик|O Pequeno Polegar|Peukaloinen|f|tiny boy thumb fairy tale giant',
    ],
  },
  {
    // Sitting on a rock by an erupting cone, a marshmallow held out over the crater on a stick.
    shows: /\btoasts a marshmallow on a long stick over the crater of an erupting volcano\b/,
    clues: [
      'nerves of steel',
      'living on the edge|ギリギリを生きる|жить на грани|viver no limite|elää veitsenterällä|f|volcano lava risk thrill reckless',
      'keep calm and carry on|平常心で行こう|сохраняй спокойствие и продолжай|mantém a calma e continua|pysy rauhallisena ja jatka|f|volcano eruption calm unflappable danger',
      'a sweet tooth|甘党|сладкоежка|guloso|makeanhimo|f|sweets candy dessert craving sugar',
    ],
  },
  {
    // A little grey cloud held up on a stick like candy floss at the mouth, raining into a puddle.
    shows: /\beats a little rain cloud on a stick like candy floss\b/,
    clues: [
      'a sweet tooth',
      'Winnie-the-Pooh',
      'emotional eating|やけ食い|заедать стресс|afogar as mágoas na comida|tunnesyöminen|f|comfort food sadness eating rain cloud',
      'a bitter pill to swallow|苦杯をなめる|проглотить горькую пилюлю|engolir um sapo|karvas pala nieltäväksi|f|swallow bitter unpleasant rain cloud',
    ],
  },
];
