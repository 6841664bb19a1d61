import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of stairwells, lifts and trains: the ways up, down and through a house and a town (`set-stairs.ts` in packages/deck). */
export const stairsSceneClues: readonly SceneClues[] = [
  {
    // A steam train comes out of a tunnel in a papered living room's wall and runs over the
    // carpet, and in her armchair before it the old lady knits on as if it came every evening.
    shows: /\bknits an? (?:scarf|jumper) in the armchair\b.*\bthrough the living room\b/,
    clues: [
      'keep calm and carry on',
      'like clockwork',
      'nerves of steel',
      'life goes on|人生は続く|жизнь продолжается|a vida continua|elämä jatkuu|f|continue calm keep going time passes',
      'business as usual|いつもの光景|всё как обычно|tudo como de costume|arki jatkuu entiseen tapaan|a|routine normal ordinary habit unbothered',
    ],
  },
  {
    // The lift's doors slide open on the sea floor and the attendant, a hand on the door, bows a
    // big fish in, two small ones waiting their turn behind it.
    shows: /\bholds the lift door open on the sea floor\b/,
    clues: [
      'good manners cost nothing|礼儀にお金はかからない|вежливость ничего не стоит|a educação não custa nada|kohteliaisuus ei maksa mitään|f|polite manners courtesy kind welcome',
      'service with a smile|笑顔のおもてなし|обслуживание с улыбкой|atendimento com um sorriso|palvelua hymyssä suin|a|service polite smile welcome job duty',
      'the customer is always right',
      'Twenty Thousand Leagues Under the Sea',
    ],
  },
];
