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
];
