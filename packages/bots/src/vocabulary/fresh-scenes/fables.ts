import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's fables and fairy tales told in one picture (`set-fables.ts` in packages/deck). */
export const fablesSceneClues: readonly SceneClues[] = [
  {
    // The fox and the grapes: a vine has climbed a street lamp and hangs a bunch of grapes from
    // its arm by the lantern; a fox leaps for it with both paws up, a paw's breadth short.
    shows: /\bleaps for a bunch of grapes hanging from a street lamp\b/,
    clues: [
      'so close, yet so far',
      'never give up',
      'I didn’t want it anyway|どうせ欲しくなかったし|не очень-то и хотелось|nem queria mesmo|enpä edes halunnut|f|excuse denial pride failure consolation pretend',
      'the higher the shelf, the sweeter the jam|高い棚のジャムほど甘い|чем выше полка, тем слаще варенье|quanto mais alta a prateleira, mais doce a compota|mitä korkeammalla hylly, sitä makeampi hillo|f|desire unattainable want temptation longing',
    ],
  },
  {
    // The boy who cried wolf, the night it came true: the shepherd calls out to the sleeping town
    // beside its sheep while a wolf a head taller tiptoes up behind it, a paw raised over its head.
    shows: /\bcalls out to the sleeping town beside its sheep\b/,
    clues: [
      'it’s behind you!',
      'one lie leads to another',
      'nobody believes a liar|嘘つきは誰にも信じてもらえない|лжецу никто не верит|ninguém acredita num mentiroso|valehtelijaa ei kukaan usko|f|liar lie believe reputation deceit',
      'this time it’s for real|今度こそ本当なんだ|на этот раз всё по-настоящему|desta vez é a sério|tällä kertaa tosissaan|f|truth finally serious real earnest',
    ],
  },
  {
    // The lion and the mouse: a lion caught under a hunter's net sits hugging its knees in tears,
    // and the mouse at the net's edge pulls a cord to its teeth and gnaws it through.
    shows: /\bgnaws through the ropes of a net that holds a weeping lion\b/,
    clues: [
      'one good turn deserves another',
      'a kindness never forgotten|忘れられない恩|добро не забывается|uma bondade nunca esquecida|hyvää tekoa ei unohdeta|a|kindness remember grateful memory return',
      'even the tiniest can help|どんなにちっちゃくても力になれる|даже самый крошечный может помочь|até o mais pequenino pode ajudar|pieninkin voi auttaa|f|tiny help kindness humble able',
      'I owe you one|恩に着るよ|я твой должник|fico a dever-te uma|olen sinulle palveluksen velkaa|f|favour owe grateful return thanks',
    ],
  },
];
