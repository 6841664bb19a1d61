import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of two unlike characters bound by one moment: the hunter at the graveside, the prey on the hunter's head, the prey guiding the hunter (`set-odd-pairs.ts` in packages/deck). */
export const oddPairsSceneClues: readonly SceneClues[] = [
  {
    // A cat (a fox, an owl) in a black coat, hat held to its chest, dabs its eye at a mouse's
    // burial: a mound with a cross of sticks, a matchbox coffin, the widow weeping and her child
    // staring up at the tall guest.
    shows: /\bstands bareheaded at a mouse's funeral\b/,
    clues: [
      'crocodile tears',
      'no hard feelings',
      'sorry for your loss|ご愁傷さまです|примите мои соболезнования|os meus pêsames|otan osaa suruunne|f|condolence sympathy death loss polite',
      'back at the scene of the crime|犯人は現場に戻る|преступника тянет на место преступления|o criminoso volta sempre ao local do crime|rikollinen palaa aina rikospaikalle|f|crime return culprit suspicion remorse',
      'who invited him?|誰が呼んだの?|кто его позвал?|quem o convidou?|kuka hänet kutsui?|a|uninvited guest suspicion unwelcome awkward',
    ],
  },
  {
    // A cat (a fox, a bear, a wolf) stands with a mouse on top of its head, paws up steadying
    // it by the legs; the mouse on tiptoe holds a long telescope to its eye, both rapt.
    shows: /\blets a mouse stand on its head to look through a telescope\b/,
    clues: [
      'land ahoy!',
      'the sky is the limit',
      'on the shoulders of giants|巨人の肩の上に立つ|стоять на плечах гигантов|aos ombros de gigantes|jättiläisten harteilla|f|knowledge build predecessors see further',
      'the view from up here|ここからの眺め|вид отсюда, сверху|a vista daqui de cima|näkymä täältä ylhäältä|f|view above vista panorama high',
    ],
  },
  {
    // At night in the forest a rabbit (a mouse, a frog) holds a lantern out ahead and leads the
    // wolf, twice its height, by the paw; the wolf, wide-eyed, hunches behind, and two yellow
    // eyes shine out of a bush at its heels.
    shows: /\bleads the wolf by the paw through the forest at night\b/,
    clues: [
      'the tables have turned',
      'don’t let go!',
      'hold my hand|手をつないで|держи меня за руку|dá-me a mão|pidä minua kädestä|f|hand hold comfort reassure together',
      'there’s nothing out there|何もいないってば|там никого нет|não há nada lá fora|siellä ei ole mitään|f|reassure nothing imagination comfort calm',
    ],
  },
];
