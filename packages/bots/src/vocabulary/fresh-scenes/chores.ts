import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of everyday chores done to the wrong thing (`set-chores.ts` in packages/deck). */
export const choresSceneClues: readonly SceneClues[] = [
  {
    // The moon, a big heart or the globe wound up with a huge key in its side like a toy.
    shows: /\bwinds up (?:the moon|a big heart|the globe) like a clockwork toy\b/,
    clues: [
      'the show must go on',
      'a second wind',
      'Groundhog Day',
      'Sisyphus',
      'Pinocchio',
      'a fresh start',
      'who keeps it all running?|誰がこれを動かしているの？|кто заводит этот мир?|quem põe tudo a andar?|kuka tämän kaiken pitää käynnissä?|f|running behind scenes secret keeper mechanism world going',
    ],
  },
  {
    shows: /\bwinds up a big heart like a clockwork toy\b/,
    clues: [
      'The Wizard of Oz',
      'back to life|よみがえる鼓動|вернуть к жизни|de volta à vida|henkiin herätetty|a|revive life again heart beating restart',
    ],
  },
  {
    shows: /\bwinds up the globe like a clockwork toy\b/,
    clues: [
      'and yet it moves|それでも地球は回っている|а всё-таки она вертится|e, no entanto, move-se|ja kuitenkin se liikkuu|f|earth turning world spinning galileo defiance',
    ],
  },
];
